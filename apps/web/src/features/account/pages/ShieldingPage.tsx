import { Button, Result } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import styles from "../components/AccountForms.module.css";
import { useAccessStatus } from "../profile-api";

/** Where a blocked player lands: why (ban with reason and end date, or region), and who can help. */
export function ShieldingPage() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const access = useAccessStatus();
  const status = access.data;
  if (!status) return <PageLoading />;
  const until = status.until ? showDate(status.until, "dayTime") : null;

  const description =
    status.kind === "banned"
      ? [
          t("shielding.bannedReason", { reason: status.reason || t("shielding.noReason") }),
          until ? t("shielding.until", { date: until }) : t("shielding.noEnd"),
        ]
      : status.kind === "region"
        ? [t("shielding.region", { country: status.country ?? "" })]
        : [t("shielding.notBlocked")];

  return (
    <div className={styles.page}>
      <div className={styles.body}>
        <div className={styles.card}>
          <Result
            status={status.blocked ? "warning" : "success"}
            title={status.blocked ? t(`shielding.title.${status.kind ?? "banned"}`) : t("shielding.clear")}
            description={description.map((line) => <p key={line}>{line}</p>)}
          />
        </div>
        <Button
          block
          color="primary"
          className={styles.submit}
          onClick={() => navigate("/mine/customerService")}
        >
          {t("shell:pages.customerService")}
        </Button>
        {!status.blocked && (
          <Button block className={styles.secondary} onClick={() => navigate("/", { replace: true })}>
            {t("common:home")}
          </Button>
        )}
      </div>
    </div>
  );
}

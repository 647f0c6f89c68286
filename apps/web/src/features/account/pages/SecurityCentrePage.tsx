import { List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ListRow } from "../../../components/ListRow";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import styles from "../components/AccountForms.module.css";
import { useSecurity } from "../profile-api";

/** Security centre: bound e-mail and phone, password, real-name card, account cancellation. */
export function SecurityCentrePage() {
  const { t } = useTranslation("security");
  const security = useSecurity();
  const data = security.data;
  if (security.error) return <p className={styles.problem}>{security.error.message}</p>;
  if (!data) return <PageLoading />;
  const notBound = t("notBound");

  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.securityCentre")} />
      <List className={styles.list} mode="card" header={t("contacts")}>
        <ListRow
          to={data.email ? "/mine/changeMail" : "/mine/bindMail"}
          extra={data.email ?? notBound}
          description={data.email ? t("changeEmailHint") : t("bindEmailHint")}
        >
          {t("channels.email")}
        </ListRow>
        <ListRow to={data.phone ? "/mine/changePhone" : "/mine/bindPhone"} extra={data.phone ?? notBound}>
          {t("channels.phone")}
        </ListRow>
      </List>
      <List className={styles.list} mode="card" header={t("signInAndIdentity")}>
        <ListRow to={"/mine/password"} extra={data.hasPassword ? t("passwordSet") : t("passwordNotSet")}>
          {t("password")}
        </ListRow>
        <ListRow to={"/mine/realName"} extra={data.realName ? data.realName.name : t("notVerified")}>
          {t("realName")}
        </ListRow>
      </List>
      <List className={styles.list} mode="card">
        <ListRow to={"/mine/cancel"}>
          <span className={styles.danger}>{t("shell:pages.cancel")}</span>
        </ListRow>
      </List>
    </div>
  );
}

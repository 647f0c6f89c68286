import { CANCELLATION_GRACE_DAYS, type ContactChannel } from "@portal/contracts/security";
import { useQueryClient } from "@tanstack/react-query";
import { Checkbox, Dialog } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { showToast } from "../../../lib/toast";
import { afterSessionChange } from "../api";
import styles from "../components/AccountForms.module.css";
import { IdentityStep } from "../components/IdentityStep";
import { useCancelAccount, useSecurity } from "../profile-api";

const consequences = ["signOut", "grace", "erased", "orders", "points"] as const;

/** Account cancellation: what it means, an agreement, a fresh code, a last confirmation. */
export function CancelPage() {
  const { t } = useTranslation("security");
  const navigate = useNavigate();
  const security = useSecurity();
  const cancel = useCancelAccount();
  const queryClient = useQueryClient();
  const signedOut = useRef(false);
  // The app forgets the session only once this signed-in page has gone (see useCancelAccount).
  useEffect(
    () => () => {
      if (signedOut.current) void afterSessionChange(queryClient, true);
    },
    [queryClient],
  );
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!security.data) return <PageLoading />;
  const canCancel = Boolean(security.data.email || security.data.phone);

  const agreed = () => {
    if (!understood) setProblem(t("cancel.mustAgree"));
    return understood;
  };

  const confirm = async (channel: ContactChannel, code: string) => {
    if (!agreed()) return;
    const sure = await Dialog.confirm({
      "aria-label": t("cancel.confirmTitle"),
      title: t("cancel.confirmTitle"),
      content: t("cancel.confirmBody", { days: CANCELLATION_GRACE_DAYS }),
      confirmText: t("cancel.confirm"),
      cancelText: t("common:cancel"),
    });
    if (!sure) return;
    cancel.mutate(
      { channel, code },
      {
        onSuccess: (result) => {
          const date = showDate(result.anonymiseAfter, "long");
          showToast(t("cancel.done", { date }));
          signedOut.current = true;
          navigate("/mine", { replace: true });
        },
        onError: (error) => showToast(error.message),
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.cancel")} />
      <div className={styles.body}>
        <section className={styles.card}>
          <h2 className={`${styles.heading} ${styles.danger}`}>{t("cancel.heading")}</h2>
          <ul className={styles.consequences}>
            {consequences.map((key) => (
              <li key={key}>{t(`cancel.consequences.${key}`, { days: CANCELLATION_GRACE_DAYS })}</li>
            ))}
          </ul>
          <Checkbox
            checked={understood}
            onChange={(checked) => {
              setUnderstood(checked);
              setProblem(null);
            }}
            className={styles.agree}
          >
            {t("cancel.agree")}
          </Checkbox>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </section>
        {canCancel ? (
          <IdentityStep
            contacts={security.data}
            purpose="cancel"
            ready={agreed}
            onCode={(c, code) => void confirm(c, code)}
            submitLabel={t("cancel.confirm")}
            hint={t("cancel.codeHint")}
            danger
          />
        ) : (
          <p className={styles.hint}>{t("cancel.needsContact")}</p>
        )}
      </div>
    </div>
  );
}

import type { ContactChannel } from "@portal/contracts/security";
import { Button, Dialog, Result } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showToast } from "../../../lib/toast";
import { usePhoneAccounts } from "../api";
import { useSecurity, useUnbindEmail } from "../profile-api";
import styles from "./AccountForms.module.css";
import { IdentityStep } from "./IdentityStep";
import { NewContactStep } from "./NewContactStep";
import { PhoneOffNote } from "./PhoneOffNote";
import { StepIndicator } from "./StepIndicator";

const pagePaths = {
  email: { bind: "/mine/bindMail", change: "/mine/changeMail" },
  phone: { bind: "/mine/bindPhone", change: "/mine/changePhone" },
} as const;

/**
 * Bind or change an e-mail or phone: prove identity with the bound address (skipped only when
 * nothing is bound yet), verify the new address with its own code, done. Changing the e-mail
 * also offers unbinding it while a phone stays bound.
 */
export function ContactFlow({ channel, mode }: { channel: ContactChannel; mode: "bind" | "change" }) {
  const { t } = useTranslation("security");
  const navigate = useNavigate();
  const security = useSecurity();
  const unbind = useUnbindEmail();
  const [token, setToken] = useState<string>();
  const [done, setDone] = useState<"saved" | "unbound" | null>(null);
  const title = t(`flows.${channel}.${mode}`);
  const data = security.data;
  const phoneAccounts = usePhoneAccounts();

  if (!data) return <PageLoading />;
  if (channel === "phone" && !phoneAccounts)
    return (
      <div className={styles.page}>
        <PageHeader title={title} />
        <div className={styles.body}>
          <PhoneOffNote />
        </div>
      </div>
    );
  const bound = Boolean(data[channel]);
  if (!done && mode === "bind" && bound) return <Navigate to={pagePaths[channel].change} replace />;
  if (!done && mode === "change" && !bound) return <Navigate to={pagePaths[channel].bind} replace />;

  const needsIdentity = mode === "change" || Boolean(data.email || data.phone);
  const steps = [...(needsIdentity ? [t("steps.identity")] : []), t(`steps.new.${channel}`), t("steps.done")];
  const current = done ? steps.length - 1 : needsIdentity && !token ? 0 : steps.length - 2;
  const change = `${mode}${channel === "email" ? "Email" : "Phone"}` as const;

  const confirmUnbind = async () => {
    if (!token) return;
    const sure = await Dialog.confirm({
      "aria-label": t("unbindConfirm"),
      content: t("unbindConfirm"),
      confirmText: t("unbind"),
      cancelText: t("common:cancel"),
    });
    if (!sure) return;
    unbind.mutate(token, {
      onSuccess: () => setDone("unbound"),
      onError: (error) => showToast(error.message),
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.body}>
        <StepIndicator steps={steps} current={current} />
        {mode === "change" && !done && (
          <p className={styles.hint}>{t("currentAddress", { address: data[channel] ?? "" })}</p>
        )}
        {done ? (
          <div className={styles.card}>
            <Result status="success" title={t(done === "unbound" ? "unbound" : `saved.${channel}`)} />
            <Button
              block
              className={styles.submit}
              onClick={() => navigate("/mine/security", { replace: true })}
            >
              {t("backToSecurity")}
            </Button>
          </div>
        ) : needsIdentity && !token ? (
          <IdentityStep contacts={data} onVerified={setToken} />
        ) : (
          <>
            <NewContactStep
              channel={channel}
              change={change}
              identityToken={token}
              onDone={() => setDone("saved")}
            />
            {channel === "email" && mode === "change" && (
              <div className={styles.card}>
                <p className={styles.hint}>{data.phone ? t("unbindHint") : t("unbindNeedsPhone")}</p>
                <Button
                  block
                  fill="outline"
                  color="danger"
                  className={styles.secondary}
                  disabled={!data.phone}
                  loading={unbind.isPending}
                  onClick={() => void confirmUnbind()}
                >
                  {t("unbind")}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

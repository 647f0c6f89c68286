import { LockOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { useGoBack } from "../components/use-go-back";
import styles from "./SignInGate.module.css";

/** What a visitor sees in place of a page that needs sign-in: the message, sign in, or go back. */
export function SignedOutGate({ messageKey, onSignIn }: { messageKey: string; onSignIn: () => void }) {
  const { t } = useTranslation("auth");
  const goBack = useGoBack();
  return (
    <section className={styles.gate}>
      <LockOutline className={styles.icon} aria-hidden />
      <p className={styles.message}>{t(messageKey)}</p>
      <button type="button" className={styles.primary} onClick={onSignIn}>
        {t("signIn")}
      </button>
      <button type="button" className={styles.secondary} onClick={goBack}>
        {t("common:back")}
      </button>
    </section>
  );
}

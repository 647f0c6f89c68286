import { LockOutline } from "antd-mobile-icons";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useGoBack } from "../components/use-go-back";
import { useSignedInUid } from "../lib/session";
import { requireSignIn } from "../lib/sign-in-prompt";
import styles from "./SignInGate.module.css";

/** A page that needs sign-in: a visitor gets the login sheet, and the page once signed in. */
export function SignInGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("auth");
  const uid = useSignedInUid();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const message = t("notSignedIn");

  useEffect(() => {
    if (uid === null) requireSignIn({ message, returnTo: pathname });
  }, [uid, message, pathname]);

  if (uid !== null) return children;
  return (
    <section className={styles.gate}>
      <LockOutline className={styles.icon} aria-hidden />
      <p className={styles.message}>{message}</p>
      <Button
        color="primary"
        className={styles.action}
        onClick={() => requireSignIn({ message, returnTo: pathname })}
      >
        {t("signIn")}
      </Button>
      <Button fill="none" className={styles.action} onClick={goBack}>
        {t("common:back")}
      </Button>
    </section>
  );
}

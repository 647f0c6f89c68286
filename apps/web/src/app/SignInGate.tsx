import { LockOutline } from "antd-mobile-icons";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useGoBack } from "../components/use-go-back";
import { useSignedInUid } from "../lib/session";
import { requireSignIn } from "../lib/sign-in-prompt";
import styles from "./SignInGate.module.css";

/** The spec's message for pages that need sign-in (top-up first of all). */
const messageKey = "auth:notSignedIn";

/** A page that needs sign-in: a visitor gets the login sheet, and the page once signed in. */
export function SignInGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation("auth");
  const uid = useSignedInUid();
  const { pathname } = useLocation();
  const goBack = useGoBack();

  useEffect(() => {
    if (uid === null) requireSignIn({ messageKey, returnTo: pathname });
  }, [uid, pathname]);

  if (uid !== null) return children;
  return (
    <section className={styles.gate}>
      <LockOutline className={styles.icon} aria-hidden />
      <p className={styles.message}>{t(messageKey)}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => requireSignIn({ messageKey, returnTo: pathname })}
      >
        {t("signIn")}
      </button>
      <button type="button" className={styles.secondary} onClick={goBack}>
        {t("common:back")}
      </button>
    </section>
  );
}

import { Popup } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { closeSignIn, signInPromptState } from "../../../lib/sign-in-prompt";
import { showToast } from "../../../lib/toast";
import type { SignInResult } from "../api";
import styles from "./LoginSheet.module.css";
import { PhoneOffNote } from "./PhoneOffNote";
import { RegisterForm } from "./RegisterForm";
import { SignInForm } from "./SignInForm";

const tabs = ["password", "code", "register"] as const;
type Tab = (typeof tabs)[number];

/** The login sheet: sign in with a password or a code, or register. Opened by requireSignIn(). */
export function LoginSheet() {
  const { t } = useTranslation("auth");
  const prompt = signInPromptState.use();
  const [tab, setTab] = useState<Tab>("password");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();

  useEffect(() => {
    if (!prompt.open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeSignIn();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [prompt.open]);

  const finish = (message: string) => {
    const { returnTo } = signInPromptState.get();
    closeSignIn();
    if (returnTo && returnTo !== pathname) navigate(returnTo);
    showToast(message);
  };
  const onSignedIn = (result: SignInResult) =>
    finish(result.cancellationWithdrawn ? t("cancellationWithdrawn") : t("signedIn"));

  return (
    <Popup
      visible={prompt.open}
      onMaskClick={closeSignIn}
      onClose={closeSignIn}
      position="bottom"
      bodyClassName={styles.sheet}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t("title")}
          </h2>
          <button type="button" className={styles.close} onClick={closeSignIn} aria-label={t("common:close")}>
            <CloseOutline />
          </button>
        </header>
        {prompt.messageKey && <p className={styles.notice}>{t(prompt.messageKey)}</p>}
        <div className={styles.tabs} role="tablist">
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => setTab(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={styles.panel}>
          {tab !== "password" && <PhoneOffNote />}
          {tab === "password" && <SignInForm by="password" onSignedIn={onSignedIn} />}
          {tab === "code" && <SignInForm by="code" onSignedIn={onSignedIn} />}
          {tab === "register" && <RegisterForm onRegistered={() => finish(t("registered"))} />}
        </div>
      </div>
    </Popup>
  );
}

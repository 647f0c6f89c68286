import { CODE_RESEND_MS } from "@portal/contracts/refs/account";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./LoginSheet.module.css";

const RESEND_SECONDS = CODE_RESEND_MS / 1000;

/** "Send code", then a 60 s countdown. `send` resolves true when a code went out. */
export function CodeButton({ send, disabled }: { send: () => Promise<boolean>; disabled?: boolean }) {
  const { t } = useTranslation("auth");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const click = async () => {
    setSending(true);
    try {
      if (await send()) setSecondsLeft(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.sendCode}
      onClick={() => void click()}
      disabled={disabled || sending || secondsLeft > 0}
    >
      {secondsLeft > 0 ? t("resendIn", { seconds: secondsLeft }) : t("sendCode")}
    </button>
  );
}

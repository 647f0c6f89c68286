import { CODE_RESEND_MS, type visitorCodePurposes } from "@portal/contracts/account";
import { account, firstProblem } from "@portal/contracts/validation";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { useSendCode } from "../api";
import type { Problem } from "./form-state";
import styles from "./LoginSheet.module.css";

const RESEND_SECONDS = CODE_RESEND_MS / 1000;

/** "Send code", then a 60 s countdown before it can be sent again. */
export function SendCodeButton(props: {
  account: string;
  purpose: (typeof visitorCodePurposes)[number];
  onAccountProblem: (problem: Problem) => void;
}) {
  const { t } = useTranslation("auth");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const sendCode = useSendCode();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = () => {
    const parsed = account.safeParse(props.account);
    if (!parsed.success) {
      props.onAccountProblem(firstProblem(parsed.error));
      return;
    }
    sendCode.mutate(
      { account: parsed.data, purpose: props.purpose },
      {
        onSuccess: () => {
          setSecondsLeft(RESEND_SECONDS);
          showToast(t("codeSent"));
        },
        onError: (error) => showToast(error.message),
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.sendCode}
      onClick={send}
      disabled={secondsLeft > 0 || sendCode.isPending}
    >
      {secondsLeft > 0 ? t("resendIn", { seconds: secondsLeft }) : t("sendCode")}
    </button>
  );
}

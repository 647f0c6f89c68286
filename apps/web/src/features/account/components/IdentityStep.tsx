import type { ContactChannel } from "@portal/contracts/security";
import { verificationCode } from "@portal/contracts/validation";
import { Button } from "antd-mobile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { useSendSecurityCode, useVerifyIdentity } from "../profile-api";
import { SecurityCodeField } from "./AccountFields";
import styles from "./AccountForms.module.css";
import { CardForm } from "./CardForm";
import { fieldProblems, useFormState } from "./form-state";
import { withRobotCheck } from "./RobotCheck";

/**
 * Proves it is the player: a code goes to the e-mail or phone already bound (the player picks
 * which when both are), and the answer is a short-lived proof for the next step.
 */
export function IdentityStep(props: {
  contacts: { email: string | null; phone: string | null };
  purpose?: "verify" | "cancel";
  /** What else the page needs before the code counts (e.g. the cancellation's agreement): false shows its own problem. */
  ready?: () => boolean;
  /** For cancellation the code itself is the proof: the step only collects it. */
  onCode?: (channel: ContactChannel, code: string) => void;
  onVerified?: (identityToken: string) => void;
  submitLabel?: string;
  /** Replaces the "prove it is you" explanation. */
  hint?: string;
  danger?: boolean;
}) {
  const { t } = useTranslation(["security", "fields"]);
  const id = useId();
  const channels = (["phone", "email"] as const).filter((c) => props.contacts[c]);
  const [channel, setChannel] = useState<ContactChannel>(channels[0] ?? "email");
  const { values, field, hasProblems } = useFormState({ code: "" });
  const sendCode = useSendSecurityCode();
  const verify = useVerifyIdentity();

  const send = async () => {
    try {
      const sent = await withRobotCheck((altcha) =>
        sendCode.mutateAsync({ channel, purpose: props.purpose ?? "verify", altcha }),
      );
      showToast(t("codeSentTo", { address: sent.sentTo }));
      return true;
    } catch (error) {
      showToast((error as Error).message);
      return false;
    }
  };

  const submit = () => {
    // Every problem at once: the page's own (its agreement) and the code's.
    const ready = props.ready?.() ?? true;
    const parsed = verificationCode.safeParse(values.code);
    if (!parsed.success) hasProblems({ code: fieldProblems(parsed.error)[""] });
    if (!parsed.success || !ready) return;
    if (props.onCode) {
      props.onCode(channel, parsed.data);
      return;
    }
    verify.mutate(
      { channel, code: parsed.data },
      {
        onSuccess: (proof) => props.onVerified?.(proof.identityToken),
        onError: (error) => showToast(error.message),
      },
    );
  };

  return (
    <CardForm onSubmit={submit}>
      <p className={styles.hint}>{props.hint ?? t("identityHint")}</p>
      {channels.length > 1 && (
        <fieldset className={styles.channels} aria-label={t("channelLabel")}>
          {channels.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.channel}
              aria-pressed={c === channel}
              onClick={() => setChannel(c)}
            >
              {t(`channels.${c}`)}
            </button>
          ))}
        </fieldset>
      )}
      <p className={styles.hint}>{t("codeGoesTo", { address: props.contacts[channel] ?? "" })}</p>
      <SecurityCodeField id={`${id}-code`} {...field("code")} send={send} />
      <Button
        type="submit"
        color={props.danger ? "danger" : "primary"}
        block
        className={styles.submit}
        loading={verify.isPending}
      >
        {props.submitLabel ?? t("next")}
      </Button>
    </CardForm>
  );
}

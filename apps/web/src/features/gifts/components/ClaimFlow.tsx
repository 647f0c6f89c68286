import { email as emailRule } from "@portal/contracts/validation";
import { Dialog, Input } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { refusalName } from "../../../lib/refusal";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { type GiftPack, useClaimPack } from "../api";
import { CodeCopy } from "./CodeCopy";
import styles from "./Gifts.module.css";

/** Refusals about the e-mail typed in the claim dialog. */
const emailRefusals = new Set(["emailIncorrect", "badInput"]);

/**
 * Claiming a pack: asks for the bound e-mail when the pack mails its code, confirms a points cost,
 * then shows the code with copy and "Pack claimed successfully: redeem in the game immediately".
 */
export function useClaimFlow() {
  const { t } = useTranslation(["gifts", "validation"]);
  const claim = useClaimPack();
  const signedIn = useSignedInAction();
  const [asking, setAsking] = useState<GiftPack | null>(null);
  const [email, setEmail] = useState("");
  // The e-mail's problem shows under the e-mail field, where the player corrects it.
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);

  const send = (pack: GiftPack, withEmail?: string) =>
    claim.mutate(
      { giftId: pack.giftId, email: withEmail, recharge: pack.task?.kind === "recharge" },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setClaimed(answer.code);
        },
        onError: (error) => {
          // A refusal of the address shows under the field; any other outcome (sold out…) is a toast.
          if (withEmail !== undefined && emailRefusals.has(refusalName(error) ?? "")) {
            setEmailProblem(errorText(error));
            return;
          }
          setAsking(null);
          showToast(errorText(error));
        },
      },
    );

  const sendWithEmail = (pack: GiftPack) => {
    const parsed = emailRule.safeParse(email);
    if (!parsed.success) setEmailProblem(t(parsed.error.issues[0]?.message ?? "validation:invalid"));
    else send(pack, parsed.data);
  };

  const start = signedIn((pack: GiftPack) => {
    if (pack.needsEmail) {
      setAsking(pack);
      return;
    }
    if (pack.pointsCost > 0) {
      void Dialog.confirm({
        content: t("confirmCost", { points: pack.pointsCost }),
        confirmText: t("claim"),
        cancelText: t("common:cancel"),
        onConfirm: () => send(pack),
      });
      return;
    }
    send(pack);
  });

  const dialogs = (
    <>
      <Dialog
        visible={asking !== null}
        title={t("emailTitle")}
        content={
          <div className={styles.dialogBody}>
            <p>{t("emailHint")}</p>
            <Input
              type="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setEmailProblem(null);
              }}
              placeholder={t("emailPlaceholder")}
              aria-label={t("emailPlaceholder")}
              aria-invalid={emailProblem !== null}
              className={styles.input}
            />
            {emailProblem && (
              <p className={styles.fieldProblem} role="alert">
                {emailProblem}
              </p>
            )}
          </div>
        }
        onClose={() => {
          setAsking(null);
          setEmailProblem(null);
        }}
        actions={[
          [
            {
              key: "cancel",
              text: t("common:cancel"),
              onClick: () => {
                setAsking(null);
                setEmailProblem(null);
              },
            },
            {
              key: "send",
              text: t("claim"),
              bold: true,
              disabled: claim.isPending,
              onClick: () => {
                if (asking) sendWithEmail(asking);
              },
            },
          ],
        ]}
      />
      <Dialog
        visible={claimed !== null}
        title={t("claimedTitle")}
        content={
          <div className={styles.dialogBody}>
            <p role="status">{t("claimedSuccess")}</p>
            {claimed && <CodeCopy code={claimed} />}
          </div>
        }
        closeOnMaskClick
        onClose={() => setClaimed(null)}
        actions={[{ key: "ok", text: t("ok"), onClick: () => setClaimed(null) }]}
      />
    </>
  );
  return { start, dialogs, pending: claim.isPending ? claim.variables?.giftId : undefined };
}

import type { ContactChannel } from "@portal/contracts/security";
import { email, phone, verificationCode } from "@portal/contracts/validation";
import { Button, Input } from "antd-mobile";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { type ContactChange, useChangeContact, useSendBindCode } from "../profile-api";
import { SecurityCodeField } from "./AccountFields";
import styles from "./AccountForms.module.css";
import { CardForm } from "./CardForm";
import { FormField } from "./FormField";
import { fieldProblems, type Problems, refusalProblem, refusedField, useFormState } from "./form-state";
import { withRobotCheck } from "./RobotCheck";

/** The new e-mail or phone, proved by a code of its own; the server refuses one bound elsewhere. */
export function NewContactStep(props: {
  channel: ContactChannel;
  change: ContactChange;
  identityToken?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(["security", "fields"]);
  const id = useId();
  const { values, change, field, problems, hasProblems } = useFormState({ address: "", code: "" });
  /** A refusal about the address or the code goes under that field; anything else is a toast. */
  const refused = (error: Error) => {
    const about = refusedField(error);
    if (about) hasProblems({ [about]: refusalProblem(error) });
    else showToast(error.message);
  };
  const sendBindCode = useSendBindCode();
  const save = useChangeContact(props.change);
  const rule = props.channel === "email" ? email : phone;

  const checkAddress = (): string | null => {
    const parsed = rule.safeParse(values.address);
    if (parsed.success) return parsed.data;
    hasProblems({ address: fieldProblems(parsed.error)[""] });
    return null;
  };

  const send = async () => {
    const address = checkAddress();
    if (!address) return false;
    try {
      const body =
        props.channel === "email"
          ? { channel: "email" as const, email: address }
          : { channel: "phone" as const, phone: address };
      await withRobotCheck((altcha) => sendBindCode.mutateAsync({ ...body, altcha }));
      showToast(t("codeSent"));
      return true;
    } catch (error) {
      refused(error as Error);
      return false;
    }
  };

  const submit = () => {
    const found: Problems = {};
    const address = rule.safeParse(values.address);
    const code = verificationCode.safeParse(values.code);
    if (!address.success) found.address = fieldProblems(address.error)[""];
    if (!code.success) found.code = fieldProblems(code.error)[""];
    if (hasProblems(found) || !address.success || !code.success) return;
    save.mutate(
      { address: address.data, code: code.data, identityToken: props.identityToken },
      { onSuccess: props.onDone, onError: refused },
    );
  };

  return (
    <CardForm onSubmit={submit}>
      <FormField id={`${id}-address`} label={t(`newAddress.${props.channel}`)} problem={problems.address}>
        <Input
          id={`${id}-address`}
          value={values.address}
          onChange={change("address")}
          type={props.channel === "email" ? "email" : "tel"}
          inputMode={props.channel === "email" ? "email" : "numeric"}
          autoComplete={props.channel === "email" ? "email" : "tel"}
          placeholder={t(`addressPlaceholder.${props.channel}`)}
        />
      </FormField>
      <SecurityCodeField id={`${id}-code`} {...field("code")} send={send} />
      <Button type="submit" color="primary" block className={styles.submit} loading={save.isPending}>
        {t("confirm")}
      </Button>
    </CardForm>
  );
}

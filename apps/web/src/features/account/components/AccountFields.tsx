import { Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { FormField } from "./FormField";
import type { Problem } from "./form-state";
import { SendCodeButton } from "./SendCodeButton";

/** The phone-or-e-mail field that every visitor form starts with. */
export function AccountField(props: {
  id: string;
  value: string;
  problem?: Problem;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <FormField id={props.id} label={t("fields.account")} problem={props.problem}>
      <Input
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        autoComplete="username"
        placeholder={t("placeholders.account")}
        clearable
      />
    </FormField>
  );
}

/** The 6-digit code field with its "send code" button, which sends to the account typed above. */
export function CodeField(props: {
  id: string;
  value: string;
  account: string;
  purpose: "register" | "login";
  problem?: Problem;
  onChange: (value: string) => void;
  onAccountProblem: (problem: Problem) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <FormField
      id={props.id}
      label={t("fields.code")}
      problem={props.problem}
      extra={
        <SendCodeButton
          account={props.account}
          purpose={props.purpose}
          onAccountProblem={props.onAccountProblem}
        />
      }
    >
      <Input
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t("placeholders.code")}
      />
    </FormField>
  );
}

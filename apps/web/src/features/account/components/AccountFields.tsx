import { Input } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CodeButton } from "./CodeButton";
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

/** A masked password input; `autoComplete` tells password managers whether it is the current one. */
export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  problem?: Problem;
  autoComplete: "current-password" | "new-password";
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} problem={props.problem}>
      <Input
        id={props.id}
        type="password"
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
      />
    </FormField>
  );
}

/** A 6-digit code input with the button that sends the code. */
export function CodeInputField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  problem?: Problem;
  sendButton: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} problem={props.problem} extra={props.sendButton}>
      <Input
        id={props.id}
        value={props.value}
        onChange={(value) => props.onChange(value.replace(/\D/g, ""))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={props.placeholder}
      />
    </FormField>
  );
}

/** A visitor's code field: its button sends the code to the account typed above. */
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
  const { account, purpose, onAccountProblem, ...field } = props;
  return (
    <CodeInputField
      {...field}
      label={t("fields.code")}
      placeholder={t("placeholders.code")}
      sendButton={<SendCodeButton account={account} purpose={purpose} onAccountProblem={onAccountProblem} />}
    />
  );
}

/** A signed-in player's code field (security pages): its button sends a code to the e-mail or phone. */
export function SecurityCodeField(props: {
  id: string;
  value: string;
  problem?: Problem;
  onChange: (value: string) => void;
  send: () => Promise<boolean>;
}) {
  const { t } = useTranslation(["security", "fields"]);
  const { send, ...field } = props;
  return (
    <CodeInputField
      {...field}
      label={t("fields:code")}
      placeholder={t("codePlaceholder")}
      sendButton={<CodeButton send={send} />}
    />
  );
}

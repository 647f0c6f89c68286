import { login } from "@portal/contracts/account";
import { Button, Input } from "antd-mobile";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { type SignInResult, useSignIn } from "../api";
import { FormField } from "./FormField";
import { fieldProblems, useFormState } from "./form-state";
import styles from "./LoginSheet.module.css";
import { SendCodeButton } from "./SendCodeButton";

export function CodeSignInForm({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const form = useFormState({ account: "", code: "" });
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = login.body.safeParse({ by: "code", ...form.values });
    if (!parsed.success) {
      form.hasProblems(fieldProblems(parsed.error));
      return;
    }
    signIn.mutate(parsed.data, { onSuccess: onSignedIn, onError: (error) => showToast(error.message) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id={`${id}-account`} label={t("fields.account")} problem={form.problems.account}>
        <Input
          id={`${id}-account`}
          value={form.values.account}
          onChange={form.change("account")}
          autoComplete="username"
          placeholder={t("placeholders.account")}
          clearable
        />
      </FormField>
      <FormField
        id={`${id}-code`}
        label={t("fields.code")}
        problem={form.problems.code}
        extra={
          <SendCodeButton
            account={form.values.account}
            purpose="login"
            onAccountProblem={(problem) => form.setProblems((current) => ({ ...current, account: problem }))}
          />
        }
      >
        <Input
          id={`${id}-code`}
          value={form.values.code}
          onChange={form.change("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t("placeholders.code")}
        />
      </FormField>
      <Button type="submit" color="primary" block className={styles.submit} loading={signIn.isPending}>
        {t("signIn")}
      </Button>
    </form>
  );
}

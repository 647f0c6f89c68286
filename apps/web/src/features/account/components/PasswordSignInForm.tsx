import { login } from "@portal/contracts/account";
import { Button, Input } from "antd-mobile";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { type SignInResult, useSignIn } from "../api";
import { AccountField } from "./AccountFields";
import { FormField } from "./FormField";
import { fieldProblems, useFormState } from "./form-state";
import styles from "./LoginSheet.module.css";

export function PasswordSignInForm({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const form = useFormState({ account: "", password: "" });
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = login.body.safeParse({ by: "password", ...form.values });
    if (!parsed.success) {
      form.hasProblems(fieldProblems(parsed.error));
      return;
    }
    signIn.mutate(parsed.data, { onSuccess: onSignedIn, onError: (error) => showToast(error.message) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField
        id={`${id}-account`}
        value={form.values.account}
        problem={form.problems.account}
        onChange={form.change("account")}
      />
      <FormField id={`${id}-password`} label={t("fields.password")} problem={form.problems.password}>
        <Input
          id={`${id}-password`}
          type="password"
          value={form.values.password}
          onChange={form.change("password")}
          autoComplete="current-password"
          placeholder={t("placeholders.password")}
        />
      </FormField>
      <Button type="submit" color="primary" block className={styles.submit} loading={signIn.isPending}>
        {t("signIn")}
      </Button>
    </form>
  );
}

import { login } from "@portal/contracts/account";
import { Button } from "antd-mobile";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { type SignInResult, useSignIn } from "../api";
import { AccountField, CodeField } from "./AccountFields";
import { fieldProblems, useFormState } from "./form-state";
import styles from "./LoginSheet.module.css";

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
      <AccountField
        id={`${id}-account`}
        value={form.values.account}
        problem={form.problems.account}
        onChange={form.change("account")}
      />
      <CodeField
        id={`${id}-code`}
        value={form.values.code}
        account={form.values.account}
        purpose="login"
        problem={form.problems.code}
        onChange={form.change("code")}
        onAccountProblem={(problem) => form.setProblems((current) => ({ ...current, account: problem }))}
      />
      <Button type="submit" color="primary" block className={styles.submit} loading={signIn.isPending}>
        {t("signIn")}
      </Button>
    </form>
  );
}

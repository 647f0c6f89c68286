import { login } from "@portal/contracts/account";
import { errorCatalogue } from "@portal/contracts/errors";
import { Button, Dialog } from "antd-mobile";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/request";
import { showToast } from "../../../lib/toast";
import { type SignInResult, useSignIn } from "../api";
import { AccountField, CodeField, PasswordField } from "./AccountFields";
import { fieldProblems, useFormState } from "./form-state";
import styles from "./LoginSheet.module.css";

/** Sign in with the account's password, or with a code sent to it. */
export function SignInForm({
  by,
  onSignedIn,
}: {
  by: "password" | "code";
  onSignedIn: (result: SignInResult) => void;
}) {
  const { t } = useTranslation("auth");
  const id = useId();
  const form = useFormState({ account: "", password: "", code: "" });
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { account, password, code } = form.values;
    const parsed = login.body.safeParse(
      by === "password" ? { by, account, password } : { by, account, code },
    );
    if (!parsed.success) {
      form.hasProblems(fieldProblems(parsed.error));
      return;
    }
    const attempt = (withdrawCancellation?: boolean) =>
      signIn.mutate(
        { ...parsed.data, withdrawCancellation },
        {
          onSuccess: onSignedIn,
          onError: async (error) => {
            if (!(error instanceof ApiError) || error.code !== errorCatalogue.cancellationPending.code) {
              showToast(error.message);
              return;
            }
            const keep = await Dialog.confirm({
              content: error.message,
              confirmText: t("keepAccount"),
              cancelText: t("notNow"),
            });
            if (keep) attempt(true);
          },
        },
      );
    attempt();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField id={`${id}-account`} {...form.field("account")} />
      {by === "password" ? (
        <PasswordField
          id={`${id}-password`}
          label={t("fields.password")}
          {...form.field("password")}
          autoComplete="current-password"
          placeholder={t("placeholders.password")}
        />
      ) : (
        <CodeField
          id={`${id}-code`}
          {...form.field("code")}
          account={form.values.account}
          purpose="login"
          onAccountProblem={form.setProblem("account")}
        />
      )}
      <Button type="submit" color="primary" block className={styles.submit} loading={signIn.isPending}>
        {t("signIn")}
      </Button>
    </form>
  );
}

import { register } from "@portal/contracts/account";
import { Button, Checkbox } from "antd-mobile";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { useRegister } from "../api";
import { AccountField, CodeField, PasswordField } from "./AccountFields";
import { ClauseDialog } from "./ClauseDialog";
import { fieldProblems, type Problems, useFormState } from "./form-state";
import styles from "./LoginSheet.module.css";

/** The same rules as the server (contracts), plus the two only a form has: match and consent. */
export function registerProblems(values: {
  account: string;
  code: string;
  password: string;
  passwordAgain: string;
  consentPersonalData: boolean;
  consentNotices: boolean;
}): Problems {
  const parsed = register.body.safeParse(values);
  const problems = parsed.success ? {} : fieldProblems(parsed.error);
  if (!problems.passwordAgain && values.passwordAgain && values.password !== values.passwordAgain) {
    problems.passwordAgain = { key: "auth:passwordMismatch", params: {} };
  }
  if (!values.consentPersonalData) problems.consentPersonalData = { key: "auth:consentRequired", params: {} };
  return problems;
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const [clause, setClause] = useState<"privacy" | "terms" | null>(null);
  const form = useFormState({
    account: "",
    code: "",
    password: "",
    passwordAgain: "",
    consentPersonalData: false,
    consentNotices: false,
  });
  const registration = useRegister();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.hasProblems(registerProblems(form.values))) return;
    registration.mutate(form.values, {
      onSuccess: onRegistered,
      onError: (error) => showToast(error.message),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountField id={`${id}-account`} {...form.field("account")} />
      <CodeField
        id={`${id}-code`}
        {...form.field("code")}
        account={form.values.account}
        purpose="register"
        onAccountProblem={form.setProblem("account")}
      />
      <PasswordField
        id={`${id}-password`}
        label={t("fields.password")}
        {...form.field("password")}
        autoComplete="new-password"
        placeholder={t("placeholders.newPassword")}
      />
      <PasswordField
        id={`${id}-again`}
        label={t("fields.passwordAgain")}
        {...form.field("passwordAgain")}
        autoComplete="new-password"
        placeholder={t("placeholders.passwordAgain")}
      />

      <div className={styles.consent}>
        <Checkbox checked={form.values.consentPersonalData} onChange={form.change("consentPersonalData")}>
          {t("consent.personalData")}
        </Checkbox>
        <button type="button" className={styles.clauseLink} onClick={() => setClause("privacy")}>
          {t("consent.read")}
        </button>
      </div>
      {form.problems.consentPersonalData && (
        <p className={styles.problem} role="alert">
          {t(form.problems.consentPersonalData.key)}
        </p>
      )}
      <div className={styles.consent}>
        <Checkbox checked={form.values.consentNotices} onChange={form.change("consentNotices")}>
          {t("consent.notices")}
        </Checkbox>
        <button type="button" className={styles.clauseLink} onClick={() => setClause("terms")}>
          {t("consent.read")}
        </button>
      </div>

      <Button type="submit" color="primary" block className={styles.submit} loading={registration.isPending}>
        {t("register")}
      </Button>
      <ClauseDialog kind={clause} onClose={() => setClause(null)} />
    </form>
  );
}

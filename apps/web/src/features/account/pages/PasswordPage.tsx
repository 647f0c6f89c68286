import { password as passwordRule } from "@portal/contracts/validation";
import { Button, Tabs } from "antd-mobile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showToast } from "../../../lib/toast";
import { PasswordField } from "../components/AccountFields";
import styles from "../components/AccountForms.module.css";
import { CardForm } from "../components/CardForm";
import { fieldProblems, type Problems, useFormState } from "../components/form-state";
import { IdentityStep } from "../components/IdentityStep";
import { useChangePassword, useSecurity } from "../profile-api";

/** New password twice, checked by the spec's rules: 6–20 letters or digits, both the same. */
export function NewPasswordForm(props: { withOld: boolean; identityToken?: string; onDone: () => void }) {
  const { t } = useTranslation(["security", "errors", "fields", "validation"]);
  const id = useId();
  const { values, change, problems, hasProblems } = useFormState({
    oldPassword: "",
    password: "",
    passwordAgain: "",
  });
  const save = useChangePassword();

  const submit = () => {
    const found: Problems = {};
    if (props.withOld && !values.oldPassword) found.oldPassword = { key: "validation:required", params: {} };
    const parsed = passwordRule.safeParse(values.password);
    if (!parsed.success) found.password = fieldProblems(parsed.error)[""];
    else if (values.password !== values.passwordAgain)
      found.passwordAgain = { key: "errors:passwordMismatch", params: {} };
    if (hasProblems(found)) return;
    const body = props.withOld
      ? {
          by: "password" as const,
          oldPassword: values.oldPassword,
          password: values.password,
          passwordAgain: values.passwordAgain,
        }
      : {
          by: "code" as const,
          identityToken: props.identityToken ?? "",
          password: values.password,
          passwordAgain: values.passwordAgain,
        };
    save.mutate(body, { onSuccess: props.onDone, onError: (error) => showToast(error.message) });
  };

  const field = (
    name: "oldPassword" | "password" | "passwordAgain",
    label: string,
    autoComplete: "current-password" | "new-password",
  ) => (
    <PasswordField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      problem={problems[name]}
      onChange={change(name)}
      autoComplete={autoComplete}
    />
  );

  return (
    <CardForm onSubmit={submit}>
      {props.withOld && field("oldPassword", t("fields:oldPassword"), "current-password")}
      {field("password", t("newPassword"), "new-password")}
      {field("passwordAgain", t("fields:passwordAgain"), "new-password")}
      <p className={styles.hint}>{t("passwordRules")}</p>
      <Button type="submit" color="primary" block className={styles.submit} loading={save.isPending}>
        {t("confirm")}
      </Button>
    </CardForm>
  );
}

/** Change of password: with the current one, or (forgotten) after the identity step. */
export function PasswordPage() {
  const { t } = useTranslation(["security", "errors", "fields", "validation"]);
  const navigate = useNavigate();
  const security = useSecurity();
  const [token, setToken] = useState<string>();
  const done = () => {
    showToast(t("passwordChanged"));
    navigate("/mine/security", { replace: true });
  };
  if (!security.data) return <PageLoading />;
  const canUseCode = Boolean(security.data.email || security.data.phone);

  return (
    <div className={styles.page}>
      <PageHeader title={t("password")} />
      <Tabs defaultActiveKey={security.data.hasPassword ? "old" : "code"} className={styles.tabs}>
        {security.data.hasPassword && (
          <Tabs.Tab title={t("withOldPassword")} key="old">
            <div className={styles.body}>
              <NewPasswordForm withOld onDone={done} />
            </div>
          </Tabs.Tab>
        )}
        {canUseCode && (
          <Tabs.Tab title={t("withCode")} key="code">
            <div className={styles.body}>
              {token ? (
                <NewPasswordForm withOld={false} identityToken={token} onDone={done} />
              ) : (
                <IdentityStep contacts={security.data} onVerified={setToken} />
              )}
            </div>
          </Tabs.Tab>
        )}
      </Tabs>
    </div>
  );
}

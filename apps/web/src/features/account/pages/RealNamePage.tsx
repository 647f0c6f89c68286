import { idNumber as idNumberRule, realName as realNameRule } from "@portal/contracts/security";
import { Button, Input } from "antd-mobile";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { showToast } from "../../../lib/toast";
import styles from "../components/AccountForms.module.css";
import { CardForm } from "../components/CardForm";
import { FormField } from "../components/FormField";
import { fieldProblems, type Problems, useFormState } from "../components/form-state";
import { useBindRealName, useSecurity } from "../profile-api";
import own from "./RealNamePage.module.css";

/** The real-name form: name and ID number, both checked here and again by the server. */
export function RealNameForm() {
  const { t } = useTranslation(["security", "fields"]);
  const id = useId();
  const { values, change, problems, hasProblems } = useFormState({ realName: "", idNumber: "" });
  const save = useBindRealName();

  const submit = () => {
    const name = realNameRule.safeParse(values.realName);
    const number = idNumberRule.safeParse(values.idNumber);
    const found: Problems = {};
    if (!name.success) found.realName = fieldProblems(name.error)[""];
    if (!number.success) found.idNumber = fieldProblems(number.error)[""];
    if (hasProblems(found) || !name.success || !number.success) return;
    save.mutate(
      { realName: name.data, idNumber: number.data },
      { onSuccess: () => showToast(t("realNameSaved")), onError: (error) => showToast(error.message) },
    );
  };

  return (
    <CardForm onSubmit={submit}>
      <p className={styles.hint}>{t("realNameHint")}</p>
      <FormField id={`${id}-name`} label={t("fields:realName")} problem={problems.realName}>
        <Input id={`${id}-name`} value={values.realName} onChange={change("realName")} autoComplete="name" />
      </FormField>
      <FormField id={`${id}-number`} label={t("fields:idNumber")} problem={problems.idNumber}>
        <Input
          id={`${id}-number`}
          value={values.idNumber}
          onChange={change("idNumber")}
          maxLength={18}
          autoComplete="off"
        />
      </FormField>
      <Button type="submit" color="primary" block className={styles.submit} loading={save.isPending}>
        {t("confirm")}
      </Button>
    </CardForm>
  );
}

/** Real-name card: shown masked once verified, otherwise the form. */
export function RealNamePage() {
  const { t } = useTranslation(["security", "fields"]);
  const security = useSecurity();
  if (!security.data) return <PageLoading />;
  const card = security.data.realName;
  return (
    <div className={styles.page}>
      <PageHeader title={t("realName")} />
      <div className={styles.body}>
        {card ? (
          <div className={own.idCard}>
            <span className={own.verified}>{t("verifiedOn", { date: showDate(card.verifiedAt) })}</span>
            <dl>
              <dt>{t("fields:realName")}</dt>
              <dd>{card.name}</dd>
              <dt>{t("fields:idNumber")}</dt>
              <dd>{card.idNumber}</dd>
            </dl>
          </div>
        ) : (
          <RealNameForm />
        )}
      </div>
    </div>
  );
}

import { NICKNAME_MAX, nickname as nicknameRule } from "@portal/contracts/validation";
import { Button, Input } from "antd-mobile";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useGoBack } from "../../../components/use-go-back";
import { showToast } from "../../../lib/toast";
import { useCurrentUser } from "../api";
import styles from "../components/AccountForms.module.css";
import { FormField } from "../components/FormField";
import { fieldProblems, useFormState } from "../components/form-state";
import { useUpdateProfile } from "../profile-api";

/** Nickname: required, at most 20 characters, no forbidden word (the word is named). */
export function MyNickPage() {
  const { baseUser } = useCurrentUser();
  // The form starts from the saved nickname once it has loaded.
  return <NicknameForm key={baseUser?.nickname ?? ""} initial={baseUser?.nickname ?? ""} />;
}

export function NicknameForm({ initial }: { initial: string }) {
  const { t } = useTranslation(["profile", "errors", "fields", "validation"]);
  const id = useId();
  const goBack = useGoBack();
  const { values, change, problems, hasProblems } = useFormState({ nickname: initial });
  const save = useUpdateProfile();
  const setNickname = change("nickname");

  const submit = () => {
    const parsed = nicknameRule.safeParse(values.nickname);
    if (!parsed.success) {
      hasProblems({ nickname: fieldProblems(parsed.error)[""] });
      return;
    }
    save.mutate(
      { nickname: parsed.data },
      {
        onSuccess: () => {
          showToast(t("saved"));
          goBack();
        },
        onError: (error) => showToast(error.message || t("errors:saveFailed")),
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.myNick")} />
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <div className={`${styles.card} ${styles.form}`}>
          <FormField id={id} label={t("fields:nickname")} problem={problems.nickname}>
            <Input
              id={id}
              value={values.nickname}
              onChange={setNickname}
              clearable
              maxLength={NICKNAME_MAX + 5}
              placeholder={t("validation:nicknameRequired")}
            />
          </FormField>
          <p className={styles.hint}>
            {t("nicknameHint", { max: NICKNAME_MAX, length: [...values.nickname.trim()].length })}
          </p>
        </div>
        <Button type="submit" color="primary" block className={styles.submit} loading={save.isPending}>
          {t("save")}
        </Button>
      </form>
    </div>
  );
}

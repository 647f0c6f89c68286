import { BIO_MAX, bio as bioRule } from "@portal/contracts/profile";
import { Button, Popup, TextArea } from "antd-mobile";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./AccountForms.module.css";

/** A bottom sheet with the bio and a remaining-characters counter; over-long text cannot be saved. */
export function BioEditor(props: {
  visible: boolean;
  value: string;
  saving: boolean;
  onClose: () => void;
  onSave: (bio: string) => void;
}) {
  const { t } = useTranslation(["profile", "fields", "validation"]);
  const id = useId();
  const [text, setText] = useState(props.value);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (props.visible) {
      setText(props.value);
      setProblem(null);
    }
  }, [props.visible, props.value]);

  const save = () => {
    const parsed = bioRule.safeParse(text);
    if (!parsed.success) {
      setProblem(t("validation:maxLength", { max: BIO_MAX }));
      return;
    }
    props.onSave(parsed.data);
  };

  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyStyle={{ borderRadius: "16px 16px 0 0" }}
    >
      <div className={`${styles.body} ${styles.form}`}>
        <label htmlFor={id} className={styles.hint}>
          {t("fields:bio")}
        </label>
        <TextArea
          id={id}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          rows={4}
          showCount={(length) => t("remaining", { left: BIO_MAX - length })}
          placeholder={t("bioPlaceholder")}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {t("fields:bio")}: {problem}
          </p>
        )}
        <Button color="primary" block className={styles.submit} loading={props.saving} onClick={save}>
          {t("save")}
        </Button>
      </div>
    </Popup>
  );
}

import { countChars } from "@portal/contracts/text";
import { Button, TextArea } from "antd-mobile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/signed-in-action";
import { showToast } from "../../lib/toast";
import styles from "./TextComposer.module.css";

/** Keeps at most `max` characters as the server counts them (an emoji is one). */
export function limitChars(text: string, max: number): string {
  return countChars(text) > max ? [...text].slice(0, max).join("") : text;
}

/**
 * A composer's `onSubmit`: sends, then toasts `sentText` or why it was refused; resolves whether it
 * was sent (which clears the box — a refused text stays).
 */
export async function sendWithToast(send: () => Promise<unknown>, sentText: string): Promise<boolean> {
  try {
    await send();
    showToast(sentText);
    return true;
  } catch (error) {
    showToast(errorText(error));
    return false;
  }
}

/**
 * A plain-text composer with a remaining-characters counter (reviews, replies, news comments).
 * `onSubmit` resolves true when the text was accepted, which clears the box.
 */
export function TextComposer({
  max,
  placeholder,
  submitLabel,
  onSubmit,
  pending = false,
  initialText = "",
  rows = 3,
  autoFocus = false,
  label,
  canSubmit = true,
}: {
  max: number;
  placeholder: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<boolean> | boolean;
  pending?: boolean;
  initialText?: string;
  rows?: number;
  autoFocus?: boolean;
  /** The accessible name of the text box (defaults to the placeholder). */
  label?: string;
  /** Extra condition from the caller (e.g. a rating chosen). */
  canSubmit?: boolean;
}) {
  const { t } = useTranslation("reviews");
  const [text, setText] = useState(initialText);
  const inputId = useId();
  const left = max - countChars(text);
  const empty = text.trim() === "";

  const submit = async () => {
    if (empty || pending || !canSubmit) return;
    if (await onSubmit(text.trim())) setText("");
  };

  return (
    <div className={styles.composer}>
      <label htmlFor={inputId} className={styles.label}>
        {label ?? placeholder}
      </label>
      <TextArea
        id={inputId}
        value={text}
        onChange={(value) => setText(limitChars(value, max))}
        placeholder={placeholder}
        autoSize={{ minRows: rows, maxRows: 8 }}
        autoFocus={autoFocus}
        className={styles.input}
      />
      <div className={styles.footer}>
        <span className={styles.counter} data-low={left <= 20} aria-live="polite">
          {t("charactersLeft", { count: left })}
        </span>
        <Button
          color="primary"
          size="small"
          loading={pending}
          disabled={empty || !canSubmit}
          onClick={submit}
          className={styles.submit}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}

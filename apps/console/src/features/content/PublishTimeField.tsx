import { Form, Input, Radio, Space } from "antd";
import { useTranslation } from "react-i18next";
import { type FieldProps, fieldItem } from "../../lib/fields";

/** "2026-11-26T10:00" in the browser's time zone, as datetime-local inputs take it. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const fromLocalInput = (text: string): string | null => (text ? new Date(text).toISOString() : null);

/**
 * A draft (null: players never see it) or a time from which players see it; a time in the past
 * publishes at once. Banners reuse the time input for their window.
 */
export function PublishTimeField(props: {
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const scheduled = props.value !== null && props.value !== undefined;
  return (
    <Space>
      <Radio.Group
        value={scheduled ? "at" : "draft"}
        onChange={(event) =>
          props.onChange?.(event.target.value === "draft" ? null : new Date().toISOString())
        }
        options={[
          { value: "draft", label: t("content.draft") },
          { value: "at", label: t("content.publishFrom") },
        ]}
      />
      {scheduled ? (
        <TimeInput value={props.value} onChange={props.onChange} label={t("content.publishAt")} />
      ) : null}
    </Space>
  );
}

export function TimeInput(props: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  label: string;
}) {
  return (
    <Input
      type="datetime-local"
      aria-label={props.label}
      value={toLocalInput(props.value)}
      onChange={(event) => props.onChange?.(fromLocalInput(event.target.value))}
      style={{ width: 220 }}
    />
  );
}

/** A form field of a time (empty: none). */
export function TimeItem(field: FieldProps) {
  return (
    <Form.Item {...fieldItem(field)}>
      <TimeInput label={field.label} />
    </Form.Item>
  );
}

/** The form field of when players see an item (`publishAt`): a draft, or a time. */
export function PublishItem() {
  const { t } = useTranslation();
  return (
    <Form.Item name="publishAt" label={t("content.publishing")}>
      <PublishTimeField />
    </Form.Item>
  );
}

import { Form, Input, Radio, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type FieldProps, fieldItem } from "../../lib/fields";
import { zodRule } from "../../lib/zod-rule";

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

/**
 * The form fields of when a dated item shows (`startsAt` → `endsAt`, empty: from now, for good),
 * with the contract's rules where it has them, and `children` beside them.
 */
export function WindowItems(props: {
  rules?: { startsAt?: z.ZodType; endsAt?: z.ZodType };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space size="large">
      <TimeItem name="startsAt" label={t("content.from")} rule={props.rules?.startsAt} />
      <TimeItem name="endsAt" label={t("content.until")} rule={props.rules?.endsAt} />
      {props.children}
    </Space>
  );
}

/** The form field of where an item leads (a portal path or an address), `rule` the contract's. */
export function LinkItem({ rule }: { rule: z.ZodType }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="link"
      label={t("content.link.target")}
      extra={t("content.link.help")}
      rules={[zodRule(rule)]}
    >
      <Input placeholder="/game/1" />
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

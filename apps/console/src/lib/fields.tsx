import { Checkbox, Form, type FormItemProps, InputNumber, type InputNumberProps, Switch } from "antd";
import type { z } from "zod";
import { GamePicker } from "./GamePicker";
import { LocalizedTextField } from "./LocalizedTextField";
import { optionalZodRule, zodRule } from "./zod-rule";

/** A form field: its label (also its input's accessible name) and the contract's schema of its value. */
export interface FieldProps extends Omit<FormItemProps, "label" | "children"> {
  label: string;
  /** The form refuses what the server would, in the same words. */
  rule?: z.ZodType;
  /** The field may stay empty (null: "no limit", "none"). */
  optional?: boolean;
}

/** The `Form.Item` props of a field. */
export function fieldItem({ label, rule, optional, ...item }: FieldProps): FormItemProps {
  return {
    ...item,
    label,
    rules: rule ? [optional ? optionalZodRule(rule) : zodRule(rule)] : item.rules,
    normalize: optional ? (value: unknown) => value ?? null : item.normalize,
  };
}

/** A text in the portal's six languages; `english="required"` marks English as needed. */
export function TextsItem({
  multiline,
  english,
  ...field
}: FieldProps & { multiline?: boolean; english?: "required" }) {
  return (
    <Form.Item {...fieldItem(field)}>
      <LocalizedTextField label={field.label} multiline={multiline} required={english ? ["en"] : []} />
    </Form.Item>
  );
}

/** An on/off switch. */
export function SwitchItem(field: FieldProps) {
  return (
    <Form.Item {...fieldItem(field)} valuePropName="checked">
      <Switch aria-label={field.label} />
    </Form.Item>
  );
}

/** A checkbox with its text beside it (no label above). */
export function CheckItem({ name, text }: { name: string; text: string }) {
  return (
    <Form.Item name={name} valuePropName="checked">
      <Checkbox>{text}</Checkbox>
    </Form.Item>
  );
}

/** A number; `input` sets the input (its width, bounds, precision). */
export function NumberItem({ input, ...field }: FieldProps & { input?: InputNumberProps<number> }) {
  return (
    <Form.Item {...fieldItem(field)}>
      <InputNumber<number> aria-label={field.label} {...input} />
    </Form.Item>
  );
}

/** A game picked by its name (the value is its id, or null). */
export function GameItem(field: FieldProps) {
  return (
    <Form.Item {...fieldItem(field)}>
      <GamePicker label={field.label} />
    </Form.Item>
  );
}

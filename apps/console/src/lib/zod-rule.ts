import type { Rule } from "antd/es/form";
import type { z } from "zod";
import i18n from "./i18n";

/** Throws the localized message of the schema's first issue with `value`, if any. */
function check(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return;
  const key = result.error.issues[0]?.message ?? "validation:invalid";
  throw new Error(i18n.t(key, { defaultValue: i18n.t("validation:invalid") }));
}

/** An antd form rule from a contract's zod schema: the form refuses what the server would, in the same words. */
export function zodRule(schema: z.ZodType): Rule {
  return { validator: async (_rule, value) => check(schema, value ?? "") };
}

/** As `zodRule`, for a field that may stay empty (a nullable number: "no limit", "unlimited"). */
export function optionalZodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) =>
      value === null || value === undefined ? undefined : check(schema, value),
  };
}

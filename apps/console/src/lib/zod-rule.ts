import type { Rule } from "antd/es/form";
import type { z } from "zod";
import i18n from "./i18n";

/** An antd form rule from a contract's zod schema: the form refuses what the server would, in the same words. */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? "");
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? "validation:invalid";
      throw new Error(i18n.t(key, { defaultValue: i18n.t("validation:invalid") }));
    },
  };
}

import type { LocalizedTexts } from "@portal/contracts/console/texts";
import { perGivenLanguage } from "../../platform/localized.ts";
import { sanitizeRichText } from "../../platform/rich-text.ts";

/**
 * Six-language fields stored as one jsonb object per language, only for the languages with a
 * title (the others fall back on the portal). `rich` fields are HTML made inert by the sanitizer.
 */
export function storedTexts<K extends string>(
  fields: Record<K, LocalizedTexts>,
  rich: readonly NoInfer<K>[] = [],
): Record<string, Record<K, string>> {
  const keys = Object.keys(fields) as K[];
  return perGivenLanguage(
    fields["title" as K],
    (language) =>
      Object.fromEntries(
        keys.map((key) => {
          const text = fields[key][language];
          return [key, rich.includes(key) ? sanitizeRichText(text) : text];
        }),
      ) as Record<K, string>,
  );
}

export const timeOrNull = (at: string | null) => (at ? new Date(at) : null);

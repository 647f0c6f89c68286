import type { LocalizedTexts } from "@portal/contracts/console/texts";
import { contentFallback, type Language, languages } from "@portal/contracts/languages";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The portal's one text fallback lives in the contracts, so the console previews with it too. */
export { textAlongChain } from "@portal/contracts/languages";

/** SQL: the jsonb texts column has a text in one of the chain's languages. */
export function hasTextAlongChain(texts: PgColumn, language: Language) {
  const chain = contentFallback(language);
  return sql`jsonb_exists_any(${texts}, array[${sql.join(
    chain.map((candidate) => sql`${candidate}`),
    sql`, `,
  )}]::text[])`;
}

/**
 * Console texts as stored: an entry only for the languages `given` has a text in (a name or a
 * title), so the languages left out fall back along the portal's chain.
 */
export function perGivenLanguage<R>(
  given: LocalizedTexts | ((language: Language) => unknown),
  entry: (language: Language) => R,
): Record<string, R> {
  const has = typeof given === "function" ? given : (language: Language) => given[language];
  return Object.fromEntries(languages.filter(has).map((language) => [language, entry(language)]));
}

/** Only the languages with a text (flat texts: names, video titles, category names). */
export const givenTexts = (texts: LocalizedTexts) => perGivenLanguage(texts, (language) => texts[language]);

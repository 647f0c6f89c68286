import { contentFallback, type Language } from "@portal/contracts/languages";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The text in the player's language, else along the fallback chain (zh-hant → zh → en), and
 * nothing past it: content with no text in the chain is not shown in that language.
 */
export function textAlongChain<T>(texts: Partial<Record<string, T>>, language: Language) {
  for (const candidate of contentFallback(language)) {
    const text = texts[candidate];
    if (text !== undefined && text !== null) return { language: candidate, text };
  }
  return undefined;
}

/** SQL: the jsonb texts column has a text in one of the chain's languages. */
export function hasTextAlongChain(texts: PgColumn, language: Language) {
  const chain = contentFallback(language);
  return sql`jsonb_exists_any(${texts}, array[${sql.join(
    chain.map((candidate) => sql`${candidate}`),
    sql`, `,
  )}]::text[])`;
}

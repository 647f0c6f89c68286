import { contentFallback, type Language } from "@portal/contracts/languages";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const hasText = (text: unknown) => text !== undefined && text !== null && text !== "";

/**
 * The portal's one text fallback (texts stored as { [language]: … }): the text in the player's
 * language, else along the fallback chain (zh-hant → zh → en; `language` may be the chain itself).
 * Past the chain, `beyond: "nothing"` (articles, notices, videos, mail) shows nothing in that
 * language; `beyond: "anyText"` (names, offers, goods, game texts) takes the first text there is.
 */
export function textAlongChain<T>(
  texts: Partial<Record<string, T>>,
  language: Language | readonly Language[],
  beyond: "nothing" | "anyText" = "nothing",
): { language: string; text: T } | undefined {
  const chain = typeof language === "string" ? contentFallback(language) : language;
  for (const candidate of chain) {
    const text = texts[candidate];
    if (hasText(text)) return { language: candidate, text: text as T };
  }
  if (beyond === "nothing") return undefined;
  const first = Object.entries(texts).find(([, text]) => hasText(text));
  return first && { language: first[0], text: first[1] as T };
}

/** SQL: the jsonb texts column has a text in one of the chain's languages. */
export function hasTextAlongChain(texts: PgColumn, language: Language) {
  const chain = contentFallback(language);
  return sql`jsonb_exists_any(${texts}, array[${sql.join(
    chain.map((candidate) => sql`${candidate}`),
    sql`, `,
  )}]::text[])`;
}

import { contentFallback, type Language } from "@portal/contracts/languages";
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

import type { Language } from "@portal/contracts/languages";
import { and, desc, eq, lte, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { noticeReads, systemNotices } from "../../db/schema/news.ts";
import { hasTextAlongChain } from "../../platform/localized.ts";

const shown = (language: Language, now: Date) =>
  and(lte(systemNotices.publishedAt, now), hasTextAlongChain(systemNotices.texts, language));

/** Published notices with a text in the player's languages, newest first, with the reader's read flag. */
export async function listNotices(
  db: DbOrTx,
  options: { language: Language; readerId: number; now: Date; limit: number; offset: number },
) {
  const where = shown(options.language, options.now);
  return rowsWithTotal(
    db
      .select({ notice: systemNotices, read: sql<boolean>`${noticeReads.userId} is not null` })
      .from(systemNotices)
      .leftJoin(
        noticeReads,
        and(eq(noticeReads.noticeId, systemNotices.id), eq(noticeReads.userId, options.readerId)),
      )
      .where(where)
      .orderBy(desc(systemNotices.publishedAt), desc(systemNotices.id))
      .limit(options.limit)
      .offset(options.offset),
    countRows(db, systemNotices, where),
  );
}

/** How many notices shown in this language the player has not read. */
export async function countUnread(db: DbOrTx, options: { language: Language; readerId: number; now: Date }) {
  const [row] = await countRows(
    db,
    systemNotices,
    and(
      shown(options.language, options.now),
      notExists(
        db
          .select({ one: sql`1` })
          .from(noticeReads)
          .where(and(eq(noticeReads.noticeId, systemNotices.id), eq(noticeReads.userId, options.readerId))),
      ),
    ),
  );
  return row?.n ?? 0;
}

export async function noticeExists(db: DbOrTx, noticeId: number, now: Date) {
  const [row] = await db
    .select({ id: systemNotices.id })
    .from(systemNotices)
    .where(and(eq(systemNotices.id, noticeId), lte(systemNotices.publishedAt, now)));
  return Boolean(row);
}

/** Marks notices read (one, or every published one); a notice already read stays as it was. */
export async function markRead(db: DbOrTx, readerId: number, now: Date, noticeId?: number) {
  const ids = noticeId
    ? [{ id: noticeId }]
    : await db
        .select({ id: systemNotices.id })
        .from(systemNotices)
        .where(lte(systemNotices.publishedAt, now));
  if (!ids.length) return;
  await db
    .insert(noticeReads)
    .values(ids.map((row) => ({ userId: readerId, noticeId: row.id, readAt: now })))
    .onConflictDoNothing();
}

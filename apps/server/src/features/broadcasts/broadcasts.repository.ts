import type { SegmentInput } from "@portal/contracts/console/broadcasts";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countRows, rowsWithTotal } from "../../db/paging.ts";
import { findRow, insertId } from "../../db/rows.ts";
import { giftCodes, giftPacks } from "../../db/schema/gifts.ts";
import { broadcasts, mails } from "../../db/schema/messages.ts";
import { staffMembers } from "../../db/schema/staff.ts";

export type BroadcastRow = typeof broadcasts.$inferSelect;
/** Where a broadcast's notices are recorded: one message per player with this subject. */
export const NOTICE_KIND = "broadcastNotice";
export const noticeSubject = (id: number) => `broadcast:${id}`;

/** The players of a segment, as a condition on `users u` (anonymised accounts are nobody). */
function segmentCondition(audience: SegmentInput): SQL {
  const game = audience.gameId ?? 0;
  const condition = {
    all: sql`true`,
    game: sql`EXISTS (SELECT 1 FROM game_accounts a WHERE a.user_id = u.id AND a.app_id = ${game})`,
    reservists: sql`EXISTS (SELECT 1 FROM reservations r WHERE r.user_id = u.id AND r.game_id = ${game})`,
    vip: sql`u.vip_level >= ${audience.minVipLevel ?? 0}`,
    language: sql`u.language = ${audience.language ?? ""}`,
  }[audience.segment];
  return sql`u.anonymised_at IS NULL AND ${condition}`;
}

export async function segmentSize(db: DbOrTx, audience: SegmentInput) {
  const counted = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users u WHERE ${segmentCondition(audience)}`,
  );
  return counted.rows[0]?.n ?? 0;
}

/** The pack (if any) and how many of its codes nobody holds yet. */
export async function packWithFreeCodes(db: DbOrTx, packId: number) {
  const [pack] = await db
    .select({ id: giftPacks.id, mailOnly: giftPacks.mailOnly })
    .from(giftPacks)
    .where(eq(giftPacks.id, packId));
  if (!pack) return undefined;
  const [free] = await db
    .select({ n: count() })
    .from(giftCodes)
    .where(and(eq(giftCodes.packId, packId), isNull(giftCodes.userId)));
  return { ...pack, freeCodes: free?.n ?? 0 };
}

/** A pack's texts per language (its name among them). */
export async function packTexts(db: DbOrTx, packId: number): Promise<Record<string, { name?: string }>> {
  const [pack] = await db.select({ texts: giftPacks.texts }).from(giftPacks).where(eq(giftPacks.id, packId));
  return pack?.texts ?? {};
}

/** Mail-only packs with their free codes, newest first (what a broadcast may attach). */
export async function mailOnlyPacks(db: DbOrTx) {
  const rows = await db.execute<{
    id: number;
    gameId: number;
    texts: Record<string, { name?: string }>;
    freeCodes: number;
  }>(
    sql`SELECT p.id, p.game_id AS "gameId", p.texts,
      (SELECT count(*)::int FROM gift_codes c WHERE c.pack_id = p.id AND c.user_id IS NULL) AS "freeCodes"
      FROM gift_packs p WHERE p.mail_only ORDER BY p.id DESC LIMIT 200`,
  );
  return rows.rows;
}

export async function allGameIds(db: DbOrTx) {
  const rows = await db.execute<{ id: number }>(sql`SELECT id FROM games ORDER BY id`);
  return rows.rows.map((row) => row.id);
}

export function insertMail(tx: DbOrTx, row: typeof mails.$inferInsert) {
  return insertId(tx, mails, row);
}

export async function insertBroadcast(tx: DbOrTx, row: typeof broadcasts.$inferInsert) {
  const [written] = await tx.insert(broadcasts).values(row).returning();
  if (!written) throw new Error("broadcast not written");
  return written;
}

export async function findBroadcast(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ broadcast: broadcasts, createdBy: staffMembers.name })
    .from(broadcasts)
    .leftJoin(staffMembers, eq(staffMembers.id, broadcasts.createdBy))
    .where(eq(broadcasts.id, id));
  return row;
}

/** The broadcast, its row locked until the transaction ends (one batch or one cancel at a time). */
export async function lockBroadcast(tx: DbOrTx, id: number) {
  return findRow(tx, broadcasts, id, true);
}

export async function updateBroadcast(tx: DbOrTx, id: number, change: Partial<BroadcastRow>) {
  const [row] = await tx.update(broadcasts).set(change).where(eq(broadcasts.id, id)).returning();
  if (!row) throw new Error("broadcast not updated");
  return row;
}

export async function listBroadcasts(db: DbOrTx, page: { limit: number; offset: number }) {
  return rowsWithTotal(
    db
      .select()
      .from(broadcasts)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, broadcasts, undefined),
  );
}

export type Counts = { sent: number; read: number; claimed: number };

/** Sent, read and claimed per broadcast, from its delivery rows. */
export async function countsOf(db: DbOrTx, rows: BroadcastRow[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>();
  const mailIds = rows.flatMap((row) => row.mailId ?? []);
  const notices = rows.filter((row) => row.channel === "notice").map((row) => noticeSubject(row.id));
  const [mailCounts, noticeCounts] = await Promise.all([
    mailIds.length === 0
      ? []
      : db
          .execute<{ key: number } & Counts>(sql`SELECT mail_id AS key, count(*)::int AS sent,
          count(read_at)::int AS read, count(claimed_at)::int AS claimed
          FROM mail_states WHERE mail_id IN (${sql.join(mailIds, sql`, `)}) GROUP BY mail_id`)
          .then((r) => r.rows),
    notices.length === 0
      ? []
      : db
          .execute<{ key: string } & Counts>(sql`SELECT subject AS key, count(*)::int AS sent,
          count(read_at)::int AS read, 0 AS claimed FROM messages
          WHERE kind = ${NOTICE_KIND} AND subject IN (${sql.join(notices, sql`, `)}) GROUP BY subject`)
          .then((r) => r.rows),
  ]);
  const byMail = new Map(mailCounts.map(({ key, ...c }) => [key, c]));
  const byNotice = new Map(noticeCounts.map(({ key, ...c }) => [key, c]));
  for (const row of rows) {
    const found = row.mailId !== null ? byMail.get(row.mailId) : byNotice.get(noticeSubject(row.id));
    counts.set(row.id, found ?? { sent: 0, read: 0, claimed: 0 });
  }
  return counts;
}

/**
 * Delivers to the next `size` players of the segment after player id `after`: one delivery row each,
 * inserted with ON CONFLICT DO NOTHING on its unique (broadcast, player) key, so a batch run twice
 * delivers nothing twice. Answers the batch's last player id and how many players it had.
 */
export async function deliverBatch(tx: DbOrTx, broadcast: BroadcastRow, after: number, size: number) {
  const batch = sql`SELECT u.id FROM users u WHERE ${segmentCondition(audienceOf(broadcast))} AND u.id > ${after}
    ORDER BY u.id LIMIT ${size}`;
  const deliver =
    broadcast.mailId !== null
      ? sql`INSERT INTO mail_states (mail_id, user_id) SELECT ${broadcast.mailId}::int, id FROM batch
          ON CONFLICT (mail_id, user_id) DO NOTHING`
      : sql`INSERT INTO messages (user_id, type, kind, subject, link, params)
          SELECT id, 'system', ${NOTICE_KIND}, ${noticeSubject(broadcast.id)}, '/mine/messages',
            ${JSON.stringify(noticeParams(broadcast))}::jsonb
          FROM batch WHERE NOT EXISTS (SELECT 1 FROM message_settings s
            WHERE s.user_id = batch.id AND s.type = 'system' AND NOT s.enabled)
          ON CONFLICT (user_id, kind, subject) DO NOTHING`;
  const result = await tx.execute<{ last: number | null; players: number }>(sql`
    WITH batch AS (${batch}), delivered AS (${deliver})
    SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*)::int FROM batch) AS players`);
  const row = result.rows[0];
  return { last: row?.last ?? null, players: row?.players ?? 0 };
}

/** The players a batch delivered a mail to (ids after `after` up to `last`): its pushes go to them. */
export const mailReadersBetween = (mailId: number, after: number, last: number) =>
  sql`SELECT user_id FROM mail_states WHERE mail_id = ${mailId} AND user_id > ${after} AND user_id <= ${last}`;

export function audienceOf(row: BroadcastRow): SegmentInput {
  return {
    segment: row.segment,
    gameId: row.gameId,
    minVipLevel: row.minVipLevel,
    language: (row.language as SegmentInput["language"]) ?? null,
  };
}

/** A notice's texts go along in its params (`title.en`, `body.zh`…); the reader's language picks. */
function noticeParams(row: BroadcastRow) {
  const params: Record<string, string> = {};
  for (const [language, text] of Object.entries(row.title)) if (text) params[`title.${language}`] = text;
  for (const [language, text] of Object.entries(row.body)) if (text) params[`body.${language}`] = text;
  return params;
}

import { and, count, eq, gte, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { afterCursor, countRows, creationOrder, keysetOrder } from "../../db/paging.ts";
import { prepared } from "../../db/prepared.ts";
import { insertId } from "../../db/rows.ts";
import { users } from "../../db/schema/account.ts";
import { reservations } from "../../db/schema/game-social.ts";
import { games } from "../../db/schema/games.ts";
import { giftPacks } from "../../db/schema/gifts.ts";
import { mailStates, mails } from "../../db/schema/messages.ts";
import { inboxTotal } from "./messages.repository.ts";

/**
 * Who reads: mail to everyone or to a VIP segment reaches players who had an account when it was
 * sent; a console broadcast's mail, the players it was delivered to.
 */
export interface Reader {
  userId: number;
  vipLevel: number;
  joinedAt: Date;
}

/** A reader as the conditions below use it: values, or terms a prepared statement fills in itself. */
interface ReaderTerms {
  userId: number | Placeholder;
  vipLevel: number | SQL;
  joinedAt: Date | SQL;
}

/** Mail to this one player (the kept count `inbox_counts` 'mail' counts these). */
const ownMail = (reader: ReaderTerms) => and(eq(mails.audience, "player"), eq(mails.userId, reader.userId));

/** Mail to many (few rows, `mails_broadcast_idx`) that reaches this reader. */
function mailToMany(reader: ReaderTerms) {
  return and(
    sql`${mails.audience} <> 'player'`,
    or(
      and(
        eq(mails.audience, "vip"),
        sql`${mails.minVipLevel} <= ${reader.vipLevel}`,
        gte(mails.createdAt, reader.joinedAt),
      ),
      and(eq(mails.audience, "everyone"), gte(mails.createdAt, reader.joinedAt)),
      // A console broadcast's mail: only the players it was delivered to (its mail_states rows).
      and(
        eq(mails.audience, "segment"),
        sql`EXISTS (SELECT 1 FROM mail_states d WHERE d.mail_id = ${mails.id} AND d.user_id = ${reader.userId})`,
      ),
    ),
  );
}

const visibleTo = (reader: ReaderTerms) => or(ownMail(reader), mailToMany(reader));

const stateOf = (reader: ReaderTerms) =>
  and(eq(mailStates.mailId, mails.id), eq(mailStates.userId, reader.userId));

const mailOrder = creationOrder(mails, mails.id, "newest");

/**
 * A page of the reader's mail, newest first, `offset` rows in or after the mail `after`. Each part
 * (their own mail, mail to many) reads one index range up to the page's end; the page is taken from
 * both. The total is the kept count of their own mail plus the few mails to many they can see.
 */
export async function listMail(
  db: DbOrTx,
  reader: Reader,
  page: { limit: number; offset: number; after?: number },
) {
  const keyed = afterCursor(mailOrder, page.after);
  const upTo = (visible: SQL | undefined) =>
    db
      .select({ id: mails.id })
      .from(mails)
      .where(and(visible, keyed))
      .orderBy(...keysetOrder(mailOrder))
      .limit(page.offset + page.limit);
  const [rows, own, [many]] = await Promise.all([
    db
      .select({
        mail: mails,
        state: { readAt: mailStates.readAt, claimedAt: mailStates.claimedAt },
      })
      .from(mails)
      .leftJoin(mailStates, stateOf(reader))
      .where(sql`${mails.id} IN ((${upTo(ownMail(reader))}) UNION ALL (${upTo(mailToMany(reader))}))`)
      .orderBy(...keysetOrder(mailOrder))
      .limit(page.limit)
      .offset(page.offset),
    inboxTotal(db, reader.userId, "mail"),
    countRows(db, mails, mailToMany(reader)),
  ]);
  return { rows, total: own + (many?.n ?? 0) };
}

export type MailRow = Awaited<ReturnType<typeof listMail>>["rows"][number];

export async function findMail(db: DbOrTx, reader: Reader, mailId: number) {
  const [row] = await db
    .select({
      mail: mails,
      state: { readAt: mailStates.readAt, claimedAt: mailStates.claimedAt },
    })
    .from(mails)
    .leftJoin(mailStates, stateOf(reader))
    .where(and(eq(mails.id, mailId), visibleTo(reader)));
  return row;
}

const unreadOf = (db: DbOrTx, reader: ReaderTerms) =>
  db
    .select({ unread: count() })
    .from(mails)
    .leftJoin(mailStates, stateOf(reader))
    .where(and(visibleTo(reader), isNull(mailStates.readAt)));

export async function unreadMail(db: DbOrTx, reader: Reader) {
  const [row] = await unreadOf(db, reader);
  return row?.unread ?? 0;
}

/** The player's unread mail in one prepared statement that reads the player's VIP level and join date itself. */
export async function unreadMailOf(db: DbOrTx, userId: number) {
  const query = prepared(db, "unread_mail", (name) => {
    const id = sql.placeholder("userId");
    const reader = {
      userId: id,
      vipLevel: sql`(select ${users.vipLevel} from ${users} where ${users.id} = ${id})`,
      joinedAt: sql`(select ${users.createdAt} from ${users} where ${users.id} = ${id})`,
    };
    return unreadOf(db, reader).prepare(name);
  });
  const [row] = await query.execute({ userId });
  return row?.unread ?? 0;
}

/** Marks one mail, or every mail the reader can see, read. */
export async function markMailRead(db: DbOrTx, reader: Reader, mailId: number | undefined, at: Date) {
  const ids = db
    .select({ id: mails.id })
    .from(mails)
    .where(mailId === undefined ? visibleTo(reader) : and(eq(mails.id, mailId), visibleTo(reader)));
  await db.execute(sql`
    INSERT INTO ${mailStates} (mail_id, user_id, read_at)
    SELECT id, ${reader.userId}, ${at.toISOString()}::timestamptz FROM (${ids}) AS visible
    ON CONFLICT (mail_id, user_id) DO UPDATE SET read_at = COALESCE(${mailStates.readAt}, EXCLUDED.read_at)`);
}

/** Marks the gift claimed; answers false when this reader had already claimed it (nothing changes). */
export async function claimMailGift(tx: DbOrTx, userId: number, mailId: number, at: Date) {
  await tx.insert(mailStates).values({ mailId, userId }).onConflictDoNothing();
  const claimed = await tx
    .update(mailStates)
    .set({ claimedAt: at, readAt: sql`COALESCE(${mailStates.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(mailStates.mailId, mailId), eq(mailStates.userId, userId), isNull(mailStates.claimedAt)))
    .returning({ mailId: mailStates.mailId });
  return claimed.length > 0;
}

export function insertMail(db: DbOrTx, row: typeof mails.$inferInsert) {
  return insertId(db, mails, row);
}

/** Whether a player, a gift pack or a game with this id exists (what a staff mail names must). */
export async function rowExists(db: DbOrTx, kind: "player" | "giftPack" | "game", id: number) {
  const table = { player: users, giftPack: giftPacks, game: games }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** The game's status, its row locked until the transaction ends (a launch happens once). */
export async function lockGameStatus(tx: DbOrTx, gameId: number) {
  const [row] = await tx
    .select({ status: games.status })
    .from(games)
    .where(eq(games.id, gameId))
    .for("update");
  return row?.status;
}

export async function markGameReleased(tx: DbOrTx, gameId: number) {
  await tx.update(games).set({ status: "released" }).where(eq(games.id, gameId));
}

/** The players who pre-registered the game. */
export function reserversOf(tx: DbOrTx, gameId: number) {
  return tx.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.gameId, gameId));
}

/** What decides which mails a player reads: VIP level and when they joined. */
export async function findReader(db: DbOrTx, userId: number): Promise<Reader> {
  const [row] = await db
    .select({ vipLevel: users.vipLevel, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return { userId, vipLevel: row?.vipLevel ?? 0, joinedAt: row?.joinedAt ?? new Date(0) };
}

/** Who reads a mail, as a query of player ids (its pushes go to those who turned mail on). */
export function mailReaders(input: { audience: string; uid?: number; minVipLevel?: number }) {
  if (input.audience === "player") return sql`SELECT ${input.uid ?? 0}::int`;
  if (input.audience === "vip") return sql`SELECT id FROM users WHERE vip_level >= ${input.minVipLevel ?? 0}`;
  return sql`SELECT id FROM users`;
}

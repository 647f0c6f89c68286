import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { insertGame } from "../testing/games.ts";
import { createPlayers } from "../testing/players.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { forums, postComments, posts } from "./schema/forums.ts";
import { inboxCounts, mails, messages } from "./schema/messages.ts";

/**
 * The totals of growing lists are kept by triggers (migration `counters`): each equals a live count
 * after inserts, deletes, hides and many writes at once (PostgreSQL with TEST_DATABASE_URL).
 */
let players: number[];
let postId: number;
const WRITERS = 40;

const t = useTestApp();
beforeAll(async () => {
  players = await createPlayers(t, 3);
  const gameId = await insertGame(t.database.db, { slug: "kept-totals", names: { en: "Kept" } });
  const [forum] = await t.database.db
    .insert(forums)
    .values({ gameId, kind: "discussion" })
    .returning({ id: forums.id });
  const [post] = await t.database.db
    .insert(posts)
    .values({ forumId: forum?.id ?? 0, userId: players[0] ?? 0, title: "T", body: "B", language: "en" })
    .returning({ id: posts.id });
  postId = post?.id ?? 0;
});

const player = (i: number) => players[i] ?? 0;

/** Every kept inbox count beside the live count of its rows (none missing, none extra). */
async function inboxCountsBesideLive() {
  const db = t.database.db;
  const kept = await db
    .select({ userId: inboxCounts.userId, box: inboxCounts.box, n: inboxCounts.total })
    .from(inboxCounts)
    .where(and(inArray(inboxCounts.userId, players), sql`${inboxCounts.total} <> 0`));
  const live = await db.execute<{ userId: number; box: string; n: number }>(sql`
    SELECT user_id AS "userId", type AS box, count(*)::int AS n FROM messages
      WHERE user_id IN ${players} GROUP BY user_id, type
    UNION ALL
    SELECT user_id, 'mail', count(*)::int FROM mails
      WHERE audience = 'player' AND user_id IN ${players} GROUP BY user_id`);
  const key = (row: { userId: number; box: string; n: number }) => `${row.userId}/${row.box}=${row.n}`;
  return { kept: kept.map(key).sort(), live: live.rows.map(key).sort() };
}

async function topCommentsBesideLive() {
  const db = t.database.db;
  const [post] = await db.select({ n: posts.topCommentsCount }).from(posts).where(eq(posts.id, postId));
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        isNull(postComments.hiddenAt),
        isNull(postComments.deletedAt),
      ),
    );
  return { kept: post?.n, live: live?.n };
}

const message = (userId: number, type: "reply" | "like" | "system", subject: string) => ({
  userId,
  type,
  kind: type === "reply" ? "postComment" : type === "like" ? "commentLike" : "orderDelivered",
  subject,
  link: "/",
});

const comment = (parentId: number | null = null) => ({
  postId,
  parentId,
  userId: player(1),
  body: "Hi",
  language: "en",
});

describe("kept totals", () => {
  test("messages and mail per player and box follow inserts and deletes", async () => {
    const db = t.database.db;
    await db
      .insert(messages)
      .values([
        message(player(0), "reply", "order:1"),
        message(player(0), "reply", "order:2"),
        message(player(0), "system", "order:3"),
        message(player(1), "like", "order:4"),
      ]);
    await db.insert(mails).values([
      { audience: "player", userId: player(0), title: { en: "M" }, body: { en: "B" } },
      { audience: "player", userId: player(2), title: { en: "M" }, body: { en: "B" } },
      { audience: "everyone", title: { en: "All" }, body: { en: "B" } },
    ]);
    let counts = await inboxCountsBesideLive();
    expect(counts.kept).toEqual(counts.live);
    expect(counts.kept).toContain(`${player(0)}/reply=2`);
    expect(counts.kept).toContain(`${player(2)}/mail=1`);

    await db.delete(messages).where(eq(messages.subject, "order:2"));
    await db.delete(mails).where(eq(mails.userId, player(2)));
    counts = await inboxCountsBesideLive();
    expect(counts.kept).toEqual(counts.live);
    expect(counts.kept).toContain(`${player(0)}/reply=1`);
    expect(counts.kept.some((row) => row.startsWith(`${player(2)}/mail`))).toBe(false);
  });

  test("deleting what a message is about deletes the message and moves the count", async () => {
    const db = t.database.db;
    const [top] = await db.insert(postComments).values(comment()).returning({ id: postComments.id });
    const [sub] = await db
      .insert(postComments)
      .values(comment(top?.id ?? 0))
      .returning({ id: postComments.id });
    await db
      .insert(messages)
      .values([
        message(player(2), "reply", `postComment:${top?.id}`),
        message(player(2), "like", `commentLike:${top?.id}`),
        message(player(2), "reply", `postComment:${sub?.id}`),
        message(player(2), "reply", `postLike:${top?.id}`),
      ]);
    // The top-level comment goes, and its sub-comment with it (a cascade): their messages too.
    await db.delete(postComments).where(eq(postComments.id, top?.id ?? 0));
    const left = await db
      .select({ subject: messages.subject })
      .from(messages)
      .where(eq(messages.userId, player(2)));
    expect(left.map((row) => row.subject)).toEqual([`postLike:${top?.id}`]);
    const counts = await inboxCountsBesideLive();
    expect(counts.kept).toEqual(counts.live);
    expect(counts.kept).toContain(`${player(2)}/reply=1`);
  });

  test("a post's top-level total follows comments, sub-comments, hides, restores and deletes", async () => {
    const db = t.database.db;
    const ids = await db
      .insert(postComments)
      .values([comment(), comment(), comment()])
      .returning({ id: postComments.id });
    const [first, second, third] = ids.map((row) => row.id);
    await db.insert(postComments).values([comment(first), comment(first)]);
    expect(await topCommentsBesideLive()).toMatchObject({ kept: 3, live: 3 });

    await db
      .update(postComments)
      .set({ hiddenAt: new Date() })
      .where(eq(postComments.id, first ?? 0));
    expect(await topCommentsBesideLive()).toMatchObject({ kept: 2, live: 2 });
    await db
      .update(postComments)
      .set({ deletedAt: new Date() })
      .where(eq(postComments.id, first ?? 0));
    await db
      .update(postComments)
      .set({ hiddenAt: null })
      .where(eq(postComments.id, first ?? 0));
    expect(await topCommentsBesideLive()).toMatchObject({ kept: 2, live: 2 });
    await db
      .update(postComments)
      .set({ deletedAt: null })
      .where(eq(postComments.id, first ?? 0));
    expect(await topCommentsBesideLive()).toMatchObject({ kept: 3, live: 3 });
    // A hidden comment deleted for good moves nothing more; a shown one moves the total.
    await db
      .update(postComments)
      .set({ hiddenAt: new Date() })
      .where(eq(postComments.id, second ?? 0));
    await db.delete(postComments).where(inArray(postComments.id, [second ?? 0, third ?? 0]));
    expect(await topCommentsBesideLive()).toMatchObject({ kept: 1, live: 1 });
  });

  test("many writes at once leave every kept total equal to its live count", async () => {
    const db = t.database.db;
    const writes = Array.from({ length: WRITERS }, (_, i) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(postComments).values(comment()).returning({ id: postComments.id });
        await tx.insert(messages).values(message(player(i % 2), "reply", `postComment:${row?.id}`));
        await tx
          .insert(mails)
          .values({ audience: "player", userId: player(i % 3), title: { en: "M" }, body: { en: "B" } });
        if (i % 4 === 0) await tx.delete(postComments).where(eq(postComments.id, row?.id ?? 0));
        else if (i % 4 === 1)
          await tx
            .update(postComments)
            .set({ hiddenAt: new Date() })
            .where(eq(postComments.id, row?.id ?? 0));
      }),
    );
    await Promise.all(writes);
    const top = await topCommentsBesideLive();
    expect(top.kept).toBe(top.live);
    expect(top.live).toBe(1 + WRITERS / 2);
    const counts = await inboxCountsBesideLive();
    expect(counts.kept).toEqual(counts.live);
    const [delivered] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(sql`${messages.subject} like 'postComment:%'`);
    expect(delivered?.n).toBe(WRITERS - WRITERS / 4);
  });
});

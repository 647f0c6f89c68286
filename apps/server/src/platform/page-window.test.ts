import { beforeAll, describe, expect, test } from "vitest";
import { forums, postComments, posts } from "../db/schema/forums.ts";
import { reviews } from "../db/schema/reviews.ts";
import { insertGame } from "../testing/games.ts";
import { createPlayers, newSignedInPlayer } from "../testing/players.ts";
import type { TestClient } from "../testing/test-app.ts";
import { useTestApp } from "../testing/use-test-app.ts";

/**
 * Keyset paging (db/paging.ts, platform/page-window.ts): a list read page by page with each
 * answer's nextCursor shows every item once, in the order of the list read whole, even when many
 * items tie on the sort key and new ones arrive between pages.
 */
type Page = { items: { id: number }[]; nextCursor?: string; hasMore: boolean };

let reader: TestClient;
let gameId: number;
let forumId: number;
let postId: number;
let authors: number[];
const sameMoment = new Date("2026-11-01T10:00:00.123456Z");

const t = useTestApp();
beforeAll(async () => {
  reader = (await newSignedInPlayer(t)).client;
  gameId = await insertGame(t.database.db, { slug: "keyset-game", names: { en: "Keyset" } });
  authors = await createPlayers(t, 30);
  // 30 reviews: ten share one moment, likes and ratings repeat, so only the id breaks ties.
  await t.database.db.insert(reviews).values(
    authors.map((userId, i) => ({
      gameId,
      userId,
      rating: 1 + (i % 5),
      body: `Review ${i}`,
      language: "en",
      likesCount: i % 3,
      createdAt: i < 10 ? sameMoment : new Date(sameMoment.getTime() - i * 60_000),
    })),
  );
  const [forum] = await t.database.db
    .insert(forums)
    .values({ gameId, kind: "discussion" })
    .returning({ id: forums.id });
  forumId = forum?.id ?? 0;
  const rows = await t.database.db
    .insert(posts)
    .values(
      authors.slice(0, 23).map((userId, i) => ({
        forumId,
        userId,
        title: `Post ${i}`,
        body: "Body",
        language: "en",
        likesCount: i % 4,
        createdAt: i < 8 ? sameMoment : new Date(sameMoment.getTime() - i * 60_000),
        lastReplyAt: sameMoment,
        // Two pinned posts come first on the board.
        pinnedAt: i < 2 ? new Date(sameMoment.getTime() + i) : null,
      })),
    )
    .returning({ id: posts.id });
  postId = rows[5]?.id ?? 0;
  await t.database.db.insert(postComments).values(
    authors.map((userId, i) => ({
      postId,
      userId,
      body: `Comment ${i}`,
      language: "en",
      createdAt: i % 2 ? sameMoment : new Date(sameMoment.getTime() + i * 1000),
    })),
  );
});

/** Every page by cursor; `between` runs after each page (new items arriving). */
async function walk(path: string, query: Record<string, string>, between?: () => Promise<unknown>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 20; page++) {
    const answer = await reader.get<Page>(path, {
      ...query,
      pageSize: "4",
      page: String(page),
      ...(cursor ? { cursor } : {}),
    });
    expect(answer.code, answer.msg).toBe(200);
    ids.push(...answer.data.items.map((item) => item.id));
    if (answer.data.items.length < 4) return ids;
    expect(answer.data.nextCursor).toBe(String(answer.data.items.at(-1)?.id));
    await between?.();
    cursor = answer.data.nextCursor;
  }
  throw new Error("the walk did not end");
}

async function whole(path: string, query: Record<string, string>) {
  const answer = await reader.get<Page>(path, { ...query, pageSize: "50" });
  return answer.data.items.map((item) => item.id);
}

describe("keyset paging", () => {
  test.each(["newest", "hottest", "highest", "lowest"])(
    "reviews (%s): every review once, in order, ties broken by id",
    async (sort) => {
      const query = { appId: String(gameId), sort };
      const expected = await whole("/api/gameCommentsList", query);
      expect(expected).toHaveLength(30);
      expect(await walk("/api/gameCommentsList", query)).toEqual(expected);
    },
  );

  test("board posts: pinned first, then by cursor; a post written between pages is not shown twice nor does it push one out", async () => {
    const query = { forumId: String(forumId), sort: "newest" };
    const expected = await whole("/api/post", query);
    expect(expected).toHaveLength(23);
    let written = 0;
    const seen = await walk("/api/post", query, async () => {
      const [author] = await createPlayers(t, 1);
      await t.database.db.insert(posts).values({
        forumId,
        userId: author ?? 0,
        title: `New ${written++}`,
        body: "Body",
        language: "en",
      });
    });
    expect(written).toBeGreaterThan(2);
    // New posts are newer than the page already read: the rest of the walk is exactly the old order.
    expect(seen).toEqual(expected);
  });

  test("forum comments, oldest first: every comment once although half share one moment", async () => {
    const query = { postId: String(postId) };
    const expected = await whole("/api/commentList", query);
    expect(expected).toHaveLength(30);
    expect(new Set(expected).size).toBe(30);
    expect(await walk("/api/commentList", query)).toEqual(expected);
  });

  test("a page number deeper than the cap is refused with a clear message; a bad cursor is bad input", async () => {
    const deep = await reader.get("/api/gameCommentsList", {
      appId: String(gameId),
      page: "101",
      pageSize: "20",
    });
    expect(deep.code).toBe(5350);
    expect(deep.msg).toMatch(/too far/);
    const bad = await reader.get("/api/gameCommentsList", { appId: String(gameId), cursor: "abc" });
    expect(bad.code).toBe(400);
  });
});

import type { Language } from "@portal/contracts/languages";
import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { forums, postComments, postLikes, posts } from "../schema/forums.ts";
import { games, gameTexts } from "../schema/games.ts";
import { announcementBank, commentBank, postBank } from "./seed-forum-texts.ts";

const KINDS = ["announcements", "discussion", "guides", "fanart"] as const;
/** Games whose boards get demo posts (the rest start empty). */
const BUSY_BOARDS_GAMES = 4;
const HOUR = 3600_000;

/** Four boards per game; existing ones stay. Answers how many were added. */
export async function seedBoards(db: Db): Promise<number> {
  const gameRows = await db.select({ id: games.id }).from(games);
  if (!gameRows.length) return 0;
  const added = await db
    .insert(forums)
    .values(
      gameRows.flatMap((game) => KINDS.map((kind, sortOrder) => ({ gameId: game.id, kind, sortOrder }))),
    )
    .onConflictDoNothing()
    .returning({ id: forums.id });
  return added.length;
}

/** Which entries of a language's post bank suit each kind of board. */
const topicsOf: Record<(typeof KINDS)[number], number[]> = {
  announcements: [],
  discussion: [0, 3],
  guides: [1],
  fanart: [2],
};

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/**
 * Demo posts in six languages on the boards of the first games, an official announcement pinned
 * on each, comments with sub-comments and likes. Added once (skipped when posts exist); every
 * count is then recomputed from the rows.
 */
export async function seedForumPosts(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(posts);
  if (existing?.n) return 0;
  const [gm] = await db.select({ id: users.id }).from(users).where(eq(users.email, "gm@portal.local"));
  const authors = await db
    .select({ id: users.id })
    .from(users)
    .where(isNull(users.bannedUntil))
    .orderBy(asc(users.id))
    .limit(40);
  if (!gm || authors.length < 2) return 0;
  const busyGames = await db
    .select({ id: games.id })
    .from(games)
    .orderBy(asc(games.sortOrder))
    .limit(BUSY_BOARDS_GAMES);
  const boards = await db
    .select()
    .from(forums)
    .where(
      inArray(
        forums.gameId,
        busyGames.map((g) => g.id),
      ),
    );
  const names = new Map<string, string>();
  for (const row of await db.select().from(gameTexts)) names.set(`${row.gameId}/${row.language}`, row.name);
  const languages = Object.keys(postBank) as Language[];

  const plan: (typeof posts.$inferInsert)[] = [];
  let n = 0;
  for (const board of boards) {
    if (board.kind === "announcements") {
      for (const language of ["en", "zh"] as const) {
        const text = announcementBank[language];
        const game = names.get(`${board.gameId}/${language}`) ?? "";
        const at = new Date(now.getTime() - (48 + n++) * HOUR);
        plan.push({
          forumId: board.id,
          userId: gm.id,
          title: text.title.replaceAll("{game}", game),
          body: text.body,
          language,
          pinnedAt: language === "en" ? at : null,
          createdAt: at,
          lastReplyAt: at,
        });
      }
      continue;
    }
    for (const language of languages) {
      const bank = postBank[language];
      const fitting = topicsOf[board.kind].filter((index) => index < bank.length);
      const text = bank[pick(fitting.length ? fitting : [0], n)] ?? bank[0];
      if (!text) continue;
      const at = new Date(now.getTime() - (n++ % 90) * 5 * HOUR);
      plan.push({
        forumId: board.id,
        userId: pick(authors, n * 7).id,
        title: text.title.replaceAll("{game}", names.get(`${board.gameId}/${language}`) ?? ""),
        body: text.body.replaceAll("{game}", names.get(`${board.gameId}/${language}`) ?? ""),
        language,
        createdAt: at,
        lastReplyAt: at,
      });
    }
  }
  const written = await db.insert(posts).values(plan).returning();
  await seedComments(
    db,
    written,
    authors.map((a) => a.id),
  );
  await recountForums(db);
  return written.length;
}

async function seedComments(db: Db, written: (typeof posts.$inferSelect)[], authorIds: number[]) {
  const top: (typeof postComments.$inferInsert)[] = [];
  const likes: (typeof postLikes.$inferInsert)[] = [];
  written.forEach((post, i) => {
    const language = post.language as Language;
    for (let c = 0; c < i % 4; c++)
      top.push({
        postId: post.id,
        userId: pick(authorIds, i + c * 3),
        body: pick(commentBank[language], i + c),
        language,
        createdAt: new Date(post.createdAt.getTime() + (c + 1) * HOUR),
      });
    for (let l = 0; l < (i * 5) % 9; l++) likes.push({ postId: post.id, userId: pick(authorIds, i + l) });
  });
  const comments = top.length ? await db.insert(postComments).values(top).returning() : [];
  const answers = comments
    .filter((_, i) => i % 3 === 0)
    .map((comment, i) => ({
      postId: comment.postId,
      parentId: comment.id,
      userId: pick(authorIds, i + 11),
      body: pick(commentBank[comment.language as Language], i + 2),
      language: comment.language,
      createdAt: new Date(comment.createdAt.getTime() + HOUR),
    }));
  if (answers.length) await db.insert(postComments).values(answers);
  if (likes.length) await db.insert(postLikes).values(likes).onConflictDoNothing();
}

/** Every stored count and time, from the rows. */
async function recountForums(db: Db) {
  await db.execute(sql`update post_comments c set sub_comments_count =
    (select count(*) from post_comments s where s.parent_id = c.id)`);
  await db.execute(sql`update posts p set
    comments_count = (select count(*) from post_comments c where c.post_id = p.id),
    likes_count = (select count(*) from post_likes l where l.post_id = p.id),
    last_reply_at = greatest(p.created_at, coalesce((select max(c.created_at) from post_comments c where c.post_id = p.id), p.created_at))`);
  await db.execute(sql`update forums f set
    posts_count = (select count(*) from posts p where p.forum_id = f.id),
    last_activity_at = (select max(p.last_reply_at) from posts p where p.forum_id = f.id)`);
}

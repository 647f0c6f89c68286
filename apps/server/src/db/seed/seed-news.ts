import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql } from "drizzle-orm";
import { publishNews } from "../../features/news/news.service.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { games } from "../schema/games.ts";
import { news, newsCategories, newsComments, newsReplies, systemNotices, videos } from "../schema/news.ts";
import { storeArtwork, storeMedia } from "./artwork.ts";
import { articles, categoryNames, damagedVideo, notices, patchNote, videoTitles } from "./seed-news-texts.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PATCH_NOTE_WEEKS = 14;
const patchNoteGames = ["dragon-realm", "sky-racers", "kingdom-tactics", "shadow-blade", "arcane-cards"];
type Art = (key: string, width: number, height: number) => Promise<number | null>;
const videoFolder = join(dirname(fileURLToPath(import.meta.url)), "assets", "videos");

/** News tabs, articles (with a short discussion), notices and the video zone; once. */
export async function seedNews(db: Db, options: { artwork?: boolean; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  // Tests skip drawing pictures (as the game seed does): a cover or poster is then left out.
  const art = (key: string, width: number, height: number) =>
    options.artwork === false ? Promise.resolve(null) : storeArtwork(db, key, width, height);
  const [existing] = await db.select({ id: newsCategories.id }).from(newsCategories).limit(1);
  if (existing) return 0;
  const categories = await db
    .insert(newsCategories)
    .values(categoryNames.map((category, index) => ({ ...category, sortOrder: index })))
    .returning({ id: newsCategories.id, key: newsCategories.key });
  const categoryId = (key: string) => categories.find((row) => row.key === key)?.id ?? 0;
  const gameRows = await db.select({ id: games.id, slug: games.slug }).from(games);
  const gameId = (slug: string | null) => gameRows.find((row) => row.slug === slug)?.id ?? null;

  let added = 0;
  for (const [index, article] of articles.entries()) {
    const cover = await art(`news/${article.category}/${index}`, 750, 420);
    const texts = Object.fromEntries(
      Object.entries(article.texts).map(([language, text]) => [
        language,
        {
          ...text,
          body: cover
            ? text.body.replaceAll("{img}", `/api/media/${cover}`)
            : text.body.replace(/<img[^>]*\{img\}[^>]*>/g, ""),
        },
      ]),
    );
    const row = await publishNews(db, {
      categoryId: categoryId(article.category),
      gameId: gameId(article.game),
      texts,
      coverMediaId: cover,
      publishedAt: new Date(now.getTime() - (index + 1) * HOUR),
    });
    if (index === 0) await seedDiscussion(db, row.id, now);
    added++;
  }
  for (let week = 1; week <= PATCH_NOTE_WEEKS; week++) {
    const slug = patchNoteGames[week % patchNoteGames.length] ?? null;
    await publishNews(db, {
      categoryId: categoryId("announcements"),
      gameId: gameId(slug),
      texts: patchNote(week),
      coverMediaId: await art(`news/patch/${week}`, 750, 420),
      publishedAt: new Date(now.getTime() - week * 7 * DAY),
    });
    added++;
  }
  await db
    .insert(systemNotices)
    .values(
      notices.map((texts, index) => ({ texts, publishedAt: new Date(now.getTime() - index * DAY - HOUR) })),
    );
  return added + notices.length + (await seedVideos(db, { gameId, now, art }));
}

/** A few comments and an official reply on the newest article. */
async function seedDiscussion(db: Db, newsId: number, now: Date) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["demo@portal.local", "mod@portal.local", "gm@portal.local"]));
  const id = (email: string) => people.find((row) => row.email === email)?.id;
  const [mod, gm] = [id("mod@portal.local"), id("gm@portal.local")];
  if (!mod || !gm) return;
  await db.transaction(async (tx) => {
    // The seed's own inserts, with the counts the service would have moved.
    const [comment] = await tx
      .insert(newsComments)
      .values({
        newsId,
        userId: mod,
        body: "Finally a winter map! Is the raid open to level 30 characters?",
        language: "en",
        repliesCount: 1,
        createdAt: new Date(now.getTime() - 30 * 60 * 1000),
      })
      .returning({ id: newsComments.id });
    if (!comment) throw new Error("seed comment insert returned nothing");
    await tx
      .update(news)
      .set({ commentsCount: sql`${news.commentsCount} + 1` })
      .where(eq(news.id, newsId));
    await tx.insert(newsReplies).values({
      commentId: comment.id,
      userId: gm,
      body: "Yes: level 30 and above can join. Have fun!",
      language: "en",
      official: true,
      createdAt: new Date(now.getTime() - 20 * 60 * 1000),
    });
  });
}

async function seedVideos(
  db: Db,
  { gameId, now, art }: { gameId: (slug: string) => number | null; now: Date; art: Art },
) {
  const rows = [];
  for (const [index, video] of videoTitles.entries()) {
    const bytes = readFileSync(join(videoFolder, `${video.file}.webm`));
    rows.push({
      titles: video.titles,
      gameId: gameId(video.game),
      kind: "file" as const,
      fileMediaId: await storeMedia(db, `video/${video.file}`, { contentType: "video/webm", bytes }),
      posterMediaId: await art(`video/${video.file}/poster`, 640, 360),
      durationSeconds: video.seconds,
      publishedAt: new Date(now.getTime() - (index + 1) * DAY),
    });
  }
  rows.push({
    titles: damagedVideo.titles,
    gameId: gameId(damagedVideo.game),
    kind: "file" as const,
    fileMediaId: await storeMedia(db, "video/damaged-replay", {
      contentType: "video/webm",
      bytes: Buffer.from("this upload was cut off before its first frame"),
    }),
    posterMediaId: await art("video/damaged-replay/poster", 640, 360),
    durationSeconds: damagedVideo.seconds,
    publishedAt: new Date(now.getTime() - 10 * DAY),
  });
  await db.insert(videos).values(rows);
  return rows.length;
}

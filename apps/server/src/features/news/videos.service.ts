import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { VideoCard } from "@portal/contracts/videos";
import { desc, lte, sql } from "drizzle-orm";
import { videos } from "../../db/schema/news.ts";
import { mediaUrl } from "../../platform/comments.ts";
import type { AppDeps } from "../../platform/context.ts";
import { hasTextAlongChain, textAlongChain } from "../../platform/localized.ts";
import { gameNamesFor } from "./news.presenter.ts";
import { gameNames } from "./news.repository.ts";

type VideoRow = typeof videos.$inferSelect;

function presentVideo(row: VideoRow, language: Language, games: Map<number, string>): VideoCard[] {
  const title = textAlongChain(row.titles, language)?.text;
  const url = row.kind === "file" ? mediaUrl(row.fileMediaId) : (row.hostedUrl ?? "");
  if (!title || !url) return [];
  return [
    {
      id: row.id,
      title,
      poster: mediaUrl(row.posterMediaId),
      durationSeconds: row.durationSeconds,
      kind: row.kind,
      url,
      game: row.gameId ? { appId: row.gameId, name: games.get(row.gameId) ?? "" } : null,
      publishedAt: row.publishedAt.toISOString(),
    },
  ];
}

/** The video zone, newest first, in the player's language; the same for every viewer. */
export function listVideos(deps: AppDeps, language: Language, page: { page: number; pageSize: number }) {
  return deps.publicCache(`videoList:${language}:${page.page}:${page.pageSize}`, async () => {
    const db = deps.database.db;
    const where = sql`${lte(videos.publishedAt, deps.now())} and ${hasTextAlongChain(videos.titles, language)}`;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(videos)
        .where(where)
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      db.select({ n: sql<number>`cast(count(*) as int)` }).from(videos).where(where),
    ]);
    const names = gameNamesFor(
      await gameNames(
        db,
        rows.flatMap((row) => row.gameId ?? []),
      ),
      language,
    );
    return toPage(
      rows.flatMap((row) => presentVideo(row, language, names)),
      count?.n ?? 0,
      page,
    );
  });
}

import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { VideoCard } from "@portal/contracts/videos";
import type { AppDeps } from "../../platform/context.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { gameNamesOf } from "../games/games.service.ts";
import { publishedIso } from "./news.presenter.ts";
import { listVideoRows, type VideoRow } from "./news.repository.ts";

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
      publishedAt: publishedIso(row.publishedAt),
    },
  ];
}

/** The video zone, newest first, in the player's language; the same for every viewer. */
export function listVideos(deps: AppDeps, language: Language, page: { page: number; pageSize: number }) {
  return deps.publicCache(`videoList:${language}:${page.page}:${page.pageSize}`, async () => {
    const db = deps.database.db;
    const { rows, total } = await listVideoRows(db, {
      language,
      now: deps.now(),
      limit: page.pageSize,
      offset: offsetOf(page),
    });
    const names = await gameNamesOf(db, rows, language);
    return toPage(
      rows.flatMap((row) => presentVideo(row, language, names)),
      total,
      page,
    );
  });
}

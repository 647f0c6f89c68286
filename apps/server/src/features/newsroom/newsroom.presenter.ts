import type {
  ConsoleHomeNotice,
  ConsoleNews,
  ConsoleNewsCategory,
  ConsoleNewsRow,
  ConsoleTopic,
  ConsoleVideo,
} from "@portal/contracts/console/newsroom";
import { type LocalizedTexts, missingLanguages, publishStateAt } from "@portal/contracts/console/texts";
import { type Language, languages } from "@portal/contracts/languages";
import type { TopicCard, TopicPage } from "@portal/contracts/topics";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import type { CategoryRow, NewsRow, NoticeRow, TopicRow, VideoRow } from "./newsroom.repository.ts";

const image = (id: number | null) => (id ? { id, url: mediaUrl(id) } : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** One field of texts stored per language, as the console's six-language value ("" for none). */
export function fieldTexts<K extends string>(
  texts: Record<string, Partial<Record<K, string>>>,
  key: K,
): LocalizedTexts {
  return Object.fromEntries(
    languages.map((language) => [language, texts[language]?.[key] ?? ""]),
  ) as LocalizedTexts;
}

/** A flat per-language text (video titles, category names) as the console's six-language value. */
export function flatTexts(texts: Record<string, string>): LocalizedTexts {
  return Object.fromEntries(languages.map((language) => [language, texts[language] ?? ""])) as LocalizedTexts;
}

export function presentCategory(row: CategoryRow): ConsoleNewsCategory {
  return {
    id: row.id,
    key: row.key,
    names: flatTexts(row.names),
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

export function presentNewsRow(row: NewsRow, now: Date): ConsoleNewsRow {
  const titles = fieldTexts(row.texts, "title");
  return {
    id: row.id,
    titles,
    categoryId: row.categoryId,
    state: publishStateAt(row.publishedAt, now),
    publishAt: iso(row.publishedAt),
    pinned: row.pinned,
    missingLanguages: missingLanguages(titles, fieldTexts(row.texts, "body")),
    version: row.version,
  };
}

export function presentNews(row: NewsRow, now: Date): ConsoleNews {
  return {
    ...presentNewsRow(row, now),
    titles: fieldTexts(row.texts, "title"),
    summaries: fieldTexts(row.texts, "summary"),
    bodies: fieldTexts(row.texts, "body"),
    cover: image(row.coverMediaId),
  };
}

export function presentNotice(row: NoticeRow, now: Date): ConsoleHomeNotice {
  const titles = fieldTexts(row.texts, "title");
  return {
    id: row.id,
    titles,
    bodies: fieldTexts(row.texts, "body"),
    image: image(row.imageMediaId),
    link: row.link ?? "",
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    pinned: row.pinned,
    version: row.version,
    missingLanguages: missingLanguages(titles),
    running: row.startsAt <= now && row.endsAt > now,
  };
}

export function presentVideo(row: VideoRow, now: Date): ConsoleVideo {
  const titles = flatTexts(row.titles);
  return {
    id: row.id,
    kind: row.kind,
    titles,
    gameId: row.gameId,
    hostedUrl: row.hostedUrl ?? "",
    poster: image(row.posterMediaId),
    durationSeconds: row.durationSeconds,
    pinned: row.pinned,
    publishAt: iso(row.publishedAt),
    state: publishStateAt(row.publishedAt, now),
    version: row.version,
    missingLanguages: missingLanguages(titles),
  };
}

export function presentTopic(row: TopicRow, now: Date): ConsoleTopic {
  const titles = fieldTexts(row.texts, "title");
  const bodies = fieldTexts(row.texts, "body");
  return {
    id: row.id,
    kind: row.kind,
    gameId: row.gameId,
    titles,
    summaries: fieldTexts(row.texts, "summary"),
    bodies,
    cover: image(row.coverMediaId),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    pinned: row.pinned,
    publishAt: iso(row.publishedAt),
    state: publishStateAt(row.publishedAt, now),
    version: row.version,
    missingLanguages: missingLanguages(titles, bodies),
  };
}

/** A topic or event for players in their language; undefined when it has no text in the chain. */
export function presentTopicPage(
  row: TopicRow,
  language: Language,
  games: Map<number, string>,
): TopicPage | undefined {
  const found = textAlongChain(row.texts, language);
  if (!found || !row.publishedAt) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: found.text.title,
    summary: found.text.summary,
    body: found.text.body,
    language: found.language,
    cover: mediaUrl(row.coverMediaId),
    game: row.gameId ? { appId: row.gameId, name: games.get(row.gameId) ?? "" } : null,
    startsAt: iso(row.kind === "event" ? row.startsAt : null),
    endsAt: iso(row.kind === "event" ? row.endsAt : null),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function presentTopicCard(row: TopicRow, language: Language, games: Map<number, string>): TopicCard[] {
  const page = presentTopicPage(row, language, games);
  if (!page) return [];
  const { body: _body, language: _language, ...card } = page;
  return [card];
}

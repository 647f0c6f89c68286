import type { ConsoleBanner, ConsoleGame, ConsoleGameRow } from "@portal/contracts/console/content";
import type { GameChoice } from "@portal/contracts/console/game-choices";
import { type LocalizedTexts, missingLanguages, publishStateAt } from "@portal/contracts/console/texts";
import { languages } from "@portal/contracts/languages";
import { mediaUrl } from "../../platform/media-url.ts";
import type { BannerRow, GameRow, GameTextRow, MilestoneRow } from "./content.repository.ts";

type TextField = "name" | "summary" | "intro" | "updateNotes";

/** One text field of a game's per-language rows, as the console's six-language value. */
export function textsByLanguage(rows: GameTextRow[], field: TextField): LocalizedTexts {
  const byLanguage = new Map(rows.map((row) => [row.language, row[field]]));
  return Object.fromEntries(
    languages.map((language) => [language, byLanguage.get(language) ?? ""]),
  ) as LocalizedTexts;
}

const image = (id: number | null) => (id ? { id, url: mediaUrl(id) } : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentGameRow(row: GameRow, texts: GameTextRow[], now: Date): ConsoleGameRow {
  const names = textsByLanguage(texts, "name");
  return {
    id: row.id,
    slug: row.slug,
    names,
    state: publishStateAt(row.publishAt, now),
    publishAt: iso(row.publishAt),
    status: row.status,
    missingLanguages: missingLanguages(
      names,
      textsByLanguage(texts, "summary"),
      textsByLanguage(texts, "intro"),
    ),
    rowVersion: row.rowVersion,
  };
}

/** The game as the console edits it; the secrets only as "set" or "not set". */
export function presentGame(
  game: { row: GameRow; texts: GameTextRow[]; milestones: MilestoneRow[]; endpoint?: { url: string } },
  now: Date,
): ConsoleGame {
  const { row, texts } = game;
  return {
    id: row.id,
    rowVersion: row.rowVersion,
    state: publishStateAt(row.publishAt, now),
    publishAt: iso(row.publishAt),
    slug: row.slug,
    type: row.type,
    platforms: row.platforms as ConsoleGame["platforms"],
    status: row.status,
    releaseDate: row.releaseDate,
    company: row.company,
    version: row.version,
    names: textsByLanguage(texts, "name"),
    summaries: textsByLanguage(texts, "summary"),
    intros: textsByLanguage(texts, "intro"),
    updateNotes: textsByLanguage(texts, "updateNotes"),
    icon: image(row.iconMediaId),
    cover: image(row.coverMediaId),
    screenshots: row.screenshotMediaIds.map((id) => ({ id, url: mediaUrl(id) })),
    videoUrl: row.videoUrl ?? "",
    downloads: { ios: "", android: "", web: "", ...row.downloads },
    links: { official: "", social: "", community: "", cafe: "", ...row.links },
    reservationsElsewhere: row.reservationsElsewhere,
    milestones: game.milestones.map((milestone) => ({
      threshold: milestone.threshold,
      titles: perLanguage(milestone.texts, "title"),
      rewards: perLanguage(milestone.texts, "reward"),
    })),
    syncSecretSet: row.syncSecret !== "",
    deliveryUrl: game.endpoint?.url ?? "",
    deliverySecretSet: Boolean(game.endpoint),
  };
}

function perLanguage<K extends string>(texts: Record<string, Record<K, string>>, key: K): LocalizedTexts {
  return Object.fromEntries(
    languages.map((language) => [language, texts[language]?.[key] ?? ""]),
  ) as LocalizedTexts;
}

export function presentConsoleBanner(row: BannerRow, now: Date): ConsoleBanner {
  const titles = perLanguage(row.texts, "title");
  return {
    id: row.id,
    image: { id: row.imageMediaId, url: mediaUrl(row.imageMediaId) },
    link: row.link,
    titles,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    sortOrder: row.sortOrder,
    version: row.version,
    missingLanguages: missingLanguages(titles),
    running: (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now),
  };
}

/** A game as the console's game picker shows it: its names and icon. */
export function presentGameChoice(row: GameRow, texts: GameTextRow[]): GameChoice {
  return {
    id: row.id,
    slug: row.slug,
    names: textsByLanguage(texts, "name"),
    icon: row.iconMediaId ? mediaUrl(row.iconMediaId) : null,
  };
}

import type { alertWin, banner, GameCard, GameDetail, PreRegistration } from "@portal/contracts/games";
import type { Language } from "@portal/contracts/languages";
import type { DataOf } from "@portal/contracts/route";
import type { z } from "zod";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import type { GameCardRow, GameDetailRow, MilestoneRow } from "./games.repository.ts";
import type { BannerRow, NoticeRow } from "./home.repository.ts";

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type CardSource = Omit<GameCardRow, "total">;

export function presentGameCard(row: CardSource): GameCard {
  return {
    appId: row.id,
    name: row.name,
    summary: row.summary,
    icon: mediaUrl(row.iconMediaId),
    cover: mediaUrl(row.coverMediaId),
    type: row.type,
    platforms: row.platforms as GameCard["platforms"],
    status: row.status,
    releaseDate: row.releaseDate,
    company: row.company,
    rating: oneDecimal(row.rating),
    ratingCount: row.ratingCount,
    likesCount: row.likesCount,
    followsCount: row.followsCount,
    reservationsCount: row.reservationsCount + row.reservationsElsewhere,
    preRegistrationOpen: row.status === "upcoming",
  };
}

interface ReservationFacts {
  id: number;
  status: "released" | "upcoming";
  reservationsCount: number;
  reservationsElsewhere: number;
}

/** Count, goals reached, and progress from the last goal reached to the next one. */
export function presentPreRegistration(
  game: ReservationFacts,
  milestones: MilestoneRow[],
  reserved: boolean,
  chain: Language[],
): PreRegistration {
  const count = game.reservationsCount + game.reservationsElsewhere;
  const nextIndex = milestones.findIndex((m) => count < m.threshold);
  const next = milestones[nextIndex];
  const from = nextIndex > 0 ? (milestones[nextIndex - 1]?.threshold ?? 0) : 0;
  return {
    appId: game.id,
    open: game.status === "upcoming",
    reserved,
    reservationsCount: count,
    milestones: milestones.map((m) => {
      const text = textAlongChain(m.texts, chain, "anyText")?.text;
      return {
        threshold: m.threshold,
        title: text?.title ?? "",
        reward: text?.reward ?? "",
        image: mediaUrl(m.rewardMediaId),
        reached: count >= m.threshold,
      };
    }),
    next: next
      ? {
          threshold: next.threshold,
          remaining: next.threshold - count,
          progress: Math.round(((count - from) / (next.threshold - from)) * 1000) / 1000,
        }
      : null,
  };
}

/** The entries of `record` whose value is set and whose key `keep` accepts. */
function setEntries(record: Record<string, string>, keep: (key: string) => boolean = () => true) {
  const kept: Record<string, string> = {};
  for (const key in record) if (record[key] && keep(key)) kept[key] = record[key];
  return kept;
}

export function presentGameDetail(
  row: GameDetailRow,
  me: GameDetail["me"],
  preRegistration: PreRegistration,
): GameDetail {
  // Object.assign, not a spread: V8 makes a new hidden class for every object a spread grows
  // (~25 µs of CPU per answer, a sixth of the bare server's whole request).
  return Object.assign(presentGameCard(row), {
    intro: row.intro,
    updateNotes: row.updateNotes,
    version: row.version,
    screenshots: row.screenshotMediaIds.map(mediaUrl),
    video: row.videoUrl,
    links: setEntries(row.links),
    downloads: setEntries(row.downloads, (platform) => row.platforms.includes(platform)),
    me,
    preRegistration,
    tabs: { reviews: row.ratingCount },
  });
}

export function presentBanner(row: BannerRow, chain: Language[]): z.infer<typeof banner> {
  return {
    id: row.id,
    image: mediaUrl(row.imageMediaId),
    link: row.link,
    title: textAlongChain(row.texts, chain, "anyText")?.text?.title ?? "",
  };
}

export function presentNotice(row: NoticeRow, chain: Language[]): DataOf<typeof alertWin> {
  const text = textAlongChain(row.texts, chain, "anyText")?.text;
  return {
    id: row.id,
    title: text?.title ?? "",
    body: text?.body ?? "",
    button: text?.button ?? "",
    image: mediaUrl(row.imageMediaId),
    link: row.link,
  };
}

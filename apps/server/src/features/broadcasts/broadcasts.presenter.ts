import type { BroadcastDetail, BroadcastItem } from "@portal/contracts/console/broadcasts";
import { type Language, languages } from "@portal/contracts/languages";
import { textAlongChain } from "../../platform/localized.ts";
import { audienceOf, type BroadcastRow, type Counts } from "./broadcasts.repository.ts";

const allLanguages = (texts: Record<string, string>) =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? ""]));

/** A broadcast as the console lists it (and as the audit records it: no code ever). */
export function presentBroadcast(
  row: BroadcastRow,
  counts: Counts,
  language: Language,
  gameNames: Map<number, string>,
): BroadcastItem {
  return {
    id: row.id,
    channel: row.channel,
    segment: row.segment,
    gameId: row.gameId,
    gameName: row.gameId !== null ? (gameNames.get(row.gameId) ?? null) : null,
    minVipLevel: row.minVipLevel,
    language: audienceOf(row).language,
    title: textAlongChain(row.title, language)?.text ?? "",
    giftPackId: row.giftPackId,
    sendAt: row.sendAt.toISOString(),
    status: row.status,
    segmentSize: row.segmentSize,
    counts,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentBroadcastDetail(
  item: BroadcastItem,
  row: BroadcastRow,
  extra: { createdBy: string | null; giftPackName: string | null },
): BroadcastDetail {
  return { ...item, titles: allLanguages(row.title), bodies: allLanguages(row.body), ...extra };
}

import type { ConsoleMallProduct, ConsoleVipLevel } from "@portal/contracts/console/rewards";
import { type LocalizedTexts, missingLanguages } from "@portal/contracts/console/texts";
import { languages } from "@portal/contracts/languages";
import type { OfferTexts } from "../../db/schema/gifts.ts";
import { perGivenLanguage } from "../../platform/localized.ts";
import type { ProductRow, VipLevelRow } from "./rewards.repository.ts";

/** One field of texts stored per language, as the console's six-language value ("" for none). */
function byLanguage<T>(texts: Partial<Record<string, T>>, field: (text: T) => string): LocalizedTexts {
  return Object.fromEntries(
    languages.map((language) => {
      const text = texts[language];
      return [language, text ? field(text) : ""];
    }),
  ) as LocalizedTexts;
}

/** Only the languages with a name are stored, so the others fall back on the portal. */
export function offerTextsOf(input: {
  names: LocalizedTexts;
  contents: LocalizedTexts;
  instructions: LocalizedTexts;
}): OfferTexts {
  return perGivenLanguage(input.names, (language) => ({
    name: input.names[language],
    contents: input.contents[language],
    instructions: input.instructions[language],
  }));
}

export function presentProduct({
  row,
  exchanged,
}: {
  row: ProductRow;
  exchanged: number;
}): ConsoleMallProduct {
  const names = byLanguage(row.texts, (text) => text.name);
  const contents = byLanguage(row.texts, (text) => text.contents);
  return {
    id: row.id,
    section: row.section,
    physical: row.physical,
    gameId: row.gameId,
    names,
    contents,
    instructions: byLanguage(row.texts, (text) => text.instructions),
    pointsCost: row.pointsCost,
    minVipLevel: row.minVipLevel,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    perPlayerLimit: row.perPlayerLimit,
    stock: row.stock,
    exchanged,
    version: row.version,
    missingLanguages: missingLanguages(names, contents),
  };
}

type VipTexts = VipLevelRow["texts"];

/** Privileges are edited one per line. */
export function vipTextsOf(input: { names: LocalizedTexts; privileges: LocalizedTexts }): VipTexts {
  return perGivenLanguage(input.names, (language) => ({
    name: input.names[language],
    privileges: input.privileges[language]
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  }));
}

export function presentVipLevel(row: VipLevelRow): ConsoleVipLevel {
  const names = byLanguage(row.texts, (text) => text.name);
  const privileges = byLanguage(row.texts, (text) => text.privileges.join("\n"));
  return {
    level: row.level,
    minPoints: row.minPoints,
    names,
    privileges,
    version: row.version,
    missingLanguages: missingLanguages(names, privileges),
  };
}

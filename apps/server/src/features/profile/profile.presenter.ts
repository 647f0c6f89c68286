import { contentFallback, type Language } from "@portal/contracts/languages";
import type { AreaOption, VipLevel } from "@portal/contracts/profile";

/** The text in the player's language, else along the fallback chain (zh-hant → zh → en). */
export function pickText<T>(texts: Partial<Record<string, T>>, language: Language): T | undefined {
  for (const candidate of contentFallback(language)) {
    const text = texts[candidate];
    if (text !== undefined) return text;
  }
  return Object.values(texts)[0];
}

export function presentArea(
  row: { code: string; names: Partial<Record<string, string>> },
  language: Language,
): AreaOption {
  return { code: row.code, name: pickText(row.names, language) ?? row.code };
}

type VipRow = {
  level: number;
  minPoints: number;
  texts: Partial<Record<string, { name: string; privileges: string[] }>>;
};

export function presentVipLevel(row: VipRow, language: Language): VipLevel {
  const text = pickText(row.texts, language);
  return {
    level: row.level,
    name: text?.name ?? `VIP ${row.level}`,
    minPoints: row.minPoints,
    privileges: text?.privileges ?? [],
  };
}

/** Progress within the current level towards the next, from the player's VIP points. */
export function vipProgress(levels: VipLevel[], level: number, points: number) {
  const current = levels.find((l) => l.level === level) ?? levels[0];
  const next = levels.find((l) => l.level > level) ?? null;
  if (!next || !current) return { nextLevel: null, pointsToNext: 0, progress: 1 };
  const span = Math.max(1, next.minPoints - current.minPoints);
  const progress = Math.min(1, Math.max(0, (points - current.minPoints) / span));
  return { nextLevel: next, pointsToNext: Math.max(0, next.minPoints - points), progress };
}

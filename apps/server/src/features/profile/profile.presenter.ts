import type { Language } from "@portal/contracts/languages";
import type { AreaOption, VipLevel } from "@portal/contracts/profile";
import { textAlongChain } from "../../platform/localized.ts";

export function presentArea(
  row: { code: string; names: Partial<Record<string, string>> },
  language: Language,
): AreaOption {
  return { code: row.code, name: textAlongChain(row.names, language, "anyText")?.text ?? row.code };
}

type VipRow = {
  level: number;
  minPoints: number;
  texts: Partial<Record<string, { name: string; privileges: string[] }>>;
};

export function presentVipLevel(row: VipRow, language: Language): VipLevel {
  const text = textAlongChain(row.texts, language, "anyText")?.text;
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

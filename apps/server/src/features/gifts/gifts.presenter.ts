import type { GiftPack, PackCondition, PackState } from "@portal/contracts/gifts";
import type { Language } from "@portal/contracts/languages";
import type { OfferTexts, PackTask } from "../../db/schema/gifts.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import type { PackRow } from "./gifts.repository.ts";

/** What a pack's state depends on besides the pack; null for a visitor. */
export interface PlayerStanding {
  vipLevel: number;
  email: string | null;
  reservedGames: Set<number>;
  rechargeTotals: { gameId: number; currency: string; amountMinor: number }[];
  bestStreak: number;
  signedToday: boolean;
  balance: number;
}

export function offerTexts(texts: OfferTexts, chain: Language[]) {
  return textAlongChain(texts, chain, "anyText")?.text ?? { name: "", contents: "", instructions: "" };
}

/** The player's progress towards a mission pack's task, in the task's unit. */
export function taskProgress(task: PackTask, gameId: number, player: PlayerStanding): number {
  if (task.kind === "signStreak") return player.bestStreak;
  if (task.kind === "reservation") return player.reservedGames.has(gameId) ? 1 : 0;
  const total = player.rechargeTotals.find((row) => row.gameId === gameId && row.currency === task.currency);
  return total?.amountMinor ?? 0;
}

const taskTarget = (task: PackTask) =>
  task.kind === "signStreak" ? task.days : task.kind === "recharge" ? task.amountMinor : 1;

type PackRules = Pick<
  PackRow,
  "gameId" | "minVipLevel" | "needsReservation" | "needsDailySignIn" | "needsEmail" | "task"
>;

/** Whether a claim must look at the player at all (most packs are free for everyone). */
export const hasConditions = (pack: PackRules) =>
  pack.minVipLevel > 0 ||
  pack.needsReservation ||
  pack.needsDailySignIn ||
  pack.needsEmail ||
  pack.task !== null;

/** The first condition of the pack the player does not meet, or null. */
export function missingCondition(pack: PackRules, player: PlayerStanding): PackCondition | null {
  if (player.vipLevel < pack.minVipLevel) return "vip";
  if (pack.needsReservation && !player.reservedGames.has(pack.gameId)) return "reservation";
  if (pack.needsDailySignIn && !player.signedToday) return "dailySignIn";
  if (pack.needsEmail && !player.email) return "email";
  if (pack.task && taskProgress(pack.task, pack.gameId, player) < taskTarget(pack.task)) return "task";
  return null;
}

export function packState(
  pack: PackRow,
  player: PlayerStanding | null,
  code: string | null,
  now: Date,
): { state: PackState; missing: PackCondition | null } {
  if (code) return { state: "claimed", missing: null };
  if (pack.validUntil <= now) return { state: "expired", missing: null };
  if (pack.remaining === 0) return { state: "soldOut", missing: null };
  if (!player) return { state: "claimable", missing: null };
  const missing = missingCondition(pack, player);
  if (missing) return { state: "locked", missing };
  if (pack.pointsCost > player.balance) return { state: "pointsInsufficient", missing: null };
  return { state: "claimable", missing: null };
}

export function presentPack(
  pack: PackRow,
  context: {
    chain: Language[];
    gameName: string;
    player: PlayerStanding | null;
    code: string | null;
    now: Date;
  },
): GiftPack {
  const texts = offerTexts(pack.texts, context.chain);
  const { state, missing } = packState(pack, context.player, context.code, context.now);
  return {
    giftId: pack.id,
    appId: pack.gameId,
    gameName: context.gameName,
    gameIcon: mediaUrl(pack.gameIconMediaId),
    ...texts,
    validUntil: pack.validUntil.toISOString(),
    pointsCost: pack.pointsCost,
    minVipLevel: pack.minVipLevel,
    needsDailySignIn: pack.needsDailySignIn,
    needsReservation: pack.needsReservation,
    needsEmail: pack.needsEmail,
    total: pack.total,
    remaining: pack.remaining,
    state,
    missing,
    task: pack.task ?? null,
    progress: pack.task && context.player ? taskProgress(pack.task, pack.gameId, context.player) : null,
    code: context.code,
  };
}

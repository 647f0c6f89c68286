import type { DbOrTx } from "../../db/client.ts";
import { notify } from "../messages/messages.service.ts";
import * as repo from "./gifts.repository.ts";

/**
 * Mission packs that a player's progress has just unlocked get a system message, once per pack (the
 * message's subject): a sign-in streak reaching a pack's days, a top-up total crossing its amount.
 * Called in the transaction that made the progress.
 */

async function announce(tx: DbOrTx, userId: number, packs: { id: number; gameId: number }[]) {
  for (const pack of packs)
    await notify(tx, {
      userId,
      kind: "packClaimable",
      subject: `pack:${pack.id}`,
      link: `/gift/${pack.id}`,
      params: { appId: String(pack.gameId) },
    });
}

export async function announceStreakPacks(tx: DbOrTx, userId: number, streak: number, now: Date) {
  await announce(tx, userId, await repo.streakPacks(tx, streak, now));
}

export async function announceRechargePacks(
  tx: DbOrTx,
  userId: number,
  total: { gameId: number; currency: string; before: number; after: number },
  now: Date,
) {
  await announce(tx, userId, await repo.rechargePacksCrossed(tx, total, now));
}

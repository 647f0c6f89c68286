import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { giftPacks } from "../../db/schema/gifts.ts";
import { notify } from "../messages/messages.service.ts";

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

const open = (now: Date) => gt(giftPacks.validUntil, now);
const packIds = { id: giftPacks.id, gameId: giftPacks.gameId };

export async function announceStreakPacks(tx: DbOrTx, userId: number, streak: number, now: Date) {
  const packs = await tx
    .select(packIds)
    .from(giftPacks)
    .where(
      and(
        open(now),
        sql`${giftPacks.task}->>'kind' = 'signStreak'`,
        sql`(${giftPacks.task}->>'days')::int = ${streak}`,
      ),
    );
  await announce(tx, userId, packs);
}

export async function announceRechargePacks(
  tx: DbOrTx,
  userId: number,
  total: { gameId: number; currency: string; before: number; after: number },
  now: Date,
) {
  const threshold = sql`(${giftPacks.task}->>'amountMinor')::bigint`;
  const packs = await tx
    .select(packIds)
    .from(giftPacks)
    .where(
      and(
        open(now),
        eq(giftPacks.gameId, total.gameId),
        sql`${giftPacks.task}->>'kind' = 'recharge'`,
        sql`${giftPacks.task}->>'currency' = ${total.currency}`,
        sql`${threshold} > ${total.before}`,
        sql`${threshold} <= ${total.after}`,
      ),
    );
  await announce(tx, userId, packs);
}

import type { ContactChannel } from "@portal/contracts/security";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { endAllSessions } from "../../platform/session.ts";
import { CANCELLATION_GRACE_MS, consumeCode, ownUserRow, updatePlayer } from "../account/account.service.ts";
import { hasOpenOrder } from "../topup/orders.service.ts";
import * as repo from "./security.repository.ts";
import { boundAddress } from "./security.service.ts";

/** What a cancelled account's nickname becomes once its personal data is gone. */
const CANCELLED_NICKNAME = "Cancelled player";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the player has a top-up order that is still open (payable, paid but not delivered, in review). */
export async function hasUnresolvedOrders(db: DbOrTx, userId: number): Promise<boolean> {
  return hasOpenOrder(db, userId, new Date());
}

type UnresolvedOrdersCheck = typeof hasUnresolvedOrders;

/**
 * Asks to cancel the account: a fresh "cancel" code from a bound address, no open order. Starts the
 * 14-day grace period and signs the player out everywhere; signing in within it withdraws.
 */
export async function requestCancellation(
  deps: AppDeps,
  userId: number,
  channel: ContactChannel,
  code: string,
  openOrders: UnresolvedOrdersCheck = hasUnresolvedOrders,
) {
  const user = await ownUserRow(deps, userId);
  const address = boundAddress(user, channel);
  if (await openOrders(deps.database.db, userId)) throw new AppError("unresolvedOrders");
  await consumeCode(deps, address, "cancel", code);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await updatePlayer(tx, userId, { cancelRequestedAt: now });
    await endAllSessions(tx, userId);
  });
  deps.sessionCache.forgetPlayer(userId);
  return {
    anonymiseAfter: new Date(now.getTime() + CANCELLATION_GRACE_MS).toISOString(),
    graceDays: CANCELLATION_GRACE_MS / DAY_MS,
  };
}

/**
 * Anonymises every account whose grace period has passed: contact details, password, profile,
 * avatar, real-name card, sessions and game links go; the id stays so orders and the points
 * ledger still add up. Claims rows with SKIP LOCKED, so any number of processes can run it.
 */
export async function anonymiseExpiredCancellations(db: Db, now: Date, batch = 100): Promise<number> {
  const cutoff = new Date(now.getTime() - CANCELLATION_GRACE_MS);
  return db.transaction(async (tx) => {
    const claimed = await repo.claimExpiredCancellations(tx, cutoff, batch);
    for (const user of claimed) {
      const contacts = [user.email?.toLowerCase(), user.phone].filter((v): v is string => Boolean(v));
      await repo.anonymiseUser(tx, user.id, CANCELLED_NICKNAME, now);
      await repo.deletePersonalTraces(tx, user.id, contacts);
    }
    return claimed.length;
  });
}

import {
  CODE_SEND_DAY_MS,
  CODE_SEND_WINDOW_MS,
  CODE_SENDS_PER_ADDRESS,
  CODE_SENDS_PER_PLAYER,
} from "@portal/contracts/account";
import type { DbOrTx } from "../../db/client.ts";
import { countAttempt, minutesUntil } from "../../platform/attempts.ts";
import { spendChallenge } from "../../platform/challenge.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

/** Who asks for a code: the client's address, the signed-in player if any, and a solved challenge. */
export interface CodeSender {
  address: string;
  userId?: number;
  altcha?: string;
}

/**
 * Counts this send against the client address and the signed-in player (inside the send's
 * transaction, so a refused send gives its counts back), refuses over the limits with the time to
 * wait, and past the first CODE_FREE_SENDS from the address in 10 minutes spends a solved challenge.
 */
export async function admitCodeSend(deps: AppDeps, tx: DbOrTx, sender: CodeSender) {
  const now = deps.now();
  const address = await countWindows(tx, `code-send:address:${sender.address}`, now);
  assertWithin(address, CODE_SENDS_PER_ADDRESS, "codeSendAddressLimit", now);
  if (sender.userId !== undefined) {
    const player = await countWindows(tx, `code-send:player:${sender.userId}`, now);
    assertWithin(player, CODE_SENDS_PER_PLAYER, "codeSendPlayerLimit", now);
  }
  if (address.window.tries > deps.config.CODE_FREE_SENDS) await spendChallenge(deps, tx, sender.altcha);
}

async function countWindows(tx: DbOrTx, key: string, now: Date) {
  return {
    window: await countAttempt(tx, `${key}:10m`, CODE_SEND_WINDOW_MS, now),
    day: await countAttempt(tx, `${key}:day`, CODE_SEND_DAY_MS, now),
  };
}

type Counts = Awaited<ReturnType<typeof countWindows>>;

function assertWithin(
  counts: Counts,
  limits: { window: number; day: number },
  error: "codeSendAddressLimit" | "codeSendPlayerLimit",
  now: Date,
) {
  if (counts.day.tries > limits.day)
    throw new AppError(error, { minutes: minutesUntil(counts.day.resetsAt, now) });
  if (counts.window.tries > limits.window)
    throw new AppError(error, { minutes: minutesUntil(counts.window.resetsAt, now) });
}

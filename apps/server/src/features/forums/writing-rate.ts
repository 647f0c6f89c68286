import type { ErrorName } from "@portal/contracts/errors";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { lockPlayer } from "./forums.repository.ts";

const MINUTE = 60_000;

/**
 * At most `limit.count` posts (or comments) per player within the last `limit.windowMinutes`,
 * counted in the database inside the writing transaction. The player's row is locked first, so
 * simultaneous requests of one player are counted one after another (no in-memory counter: any
 * process may serve the next request).
 */
export async function checkWritingRate(
  deps: AppDeps,
  tx: DbOrTx,
  userId: number,
  limit: { count: number; windowMinutes: number },
  countSince: (tx: DbOrTx, userId: number, since: Date) => Promise<number>,
  tooFast: ErrorName,
) {
  await lockPlayer(tx, userId);
  const since = new Date(deps.now().getTime() - limit.windowMinutes * MINUTE);
  if ((await countSince(tx, userId, since)) >= limit.count)
    throw new AppError(tooFast, { count: limit.count, minutes: limit.windowMinutes });
}

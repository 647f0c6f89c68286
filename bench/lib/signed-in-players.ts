// Signed-in players for the benchmarks: a session row per player, as a fresh sign-in leaves it, and
// the `sid` cookie tokens that present them.
import { randomBytes } from "node:crypto";
import { SESSION_DAYS } from "@portal/contracts/account";
import type { Db } from "../../apps/server/src/db/client.ts";
import { sessions } from "../../apps/server/src/db/schema/account.ts";
import { hashSecret } from "../../apps/server/src/platform/session.ts";

/** Signs each of `userIds` in (sessions valid for SESSION_DAYS, so none slides during a run); answers their tokens. */
export async function signInPlayers(db: Db, userIds: number[], appSecret: string): Promise<string[]> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const tokens = userIds.map(() => randomBytes(24).toString("base64url"));
  for (let from = 0; from < userIds.length; from += 500)
    await db.insert(sessions).values(
      userIds.slice(from, from + 500).map((userId, n) => ({
        tokenHash: hashSecret(tokens[from + n] as string, appSecret),
        userId,
        expiresAt,
      })),
    );
  return tokens;
}

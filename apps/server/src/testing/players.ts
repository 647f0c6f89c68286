import { randomBytes } from "node:crypto";
import type { Language } from "@portal/contracts/languages";
import type { DbOrTx } from "../db/client.ts";
import { sessions, users } from "../db/schema/account.ts";
import { hashSecret } from "../platform/session.ts";
import type { TestApp, TestClient } from "./test-app.ts";

let serial = 0;

/** Inserts `count` players straight into the database (no passwords); answers their ids. */
export async function createPlayers(
  t: TestApp,
  count: number,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<number[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        serial++;
        return {
          nickname: `Tester${serial}`,
          email: `tester${serial}-${randomBytes(3).toString("hex")}@example.com`,
          ...values,
        };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * A session row for `userId`, as sign-in would leave it, written straight into the database (also
 * for a server in another process): answers the token its sid cookie carries.
 */
export async function insertSession(db: DbOrTx, appSecret: string, userId: number, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashSecret(token, appSecret),
    userId,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return token;
}

/** A client signed in as `userId`: a session row and its sid cookie, as sign-in would leave them. */
export async function signInAs(t: TestApp, userId: number, language: Language = "en"): Promise<TestClient> {
  const token = await insertSession(t.database.db, t.deps.config.APP_SECRET, userId, t.clock.now);
  const client = t.client(language);
  client.cookies.set("sid", token);
  return client;
}

/** A new player, signed in. */
export async function newSignedInPlayer(
  t: TestApp,
  language: Language = "en",
  values: Partial<typeof users.$inferInsert> = {},
) {
  const [id] = await createPlayers(t, 1, values);
  if (id === undefined) throw new Error("player insert failed");
  return { id, client: await signInAs(t, id, language) };
}

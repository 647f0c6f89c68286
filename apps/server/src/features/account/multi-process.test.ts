import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devOutbox } from "../../db/schema/platform.ts";
import { validPassword } from "../../testing/auth-helpers.ts";
import { type ServerProcess, startServerProcess } from "../../testing/server-process.ts";
import { openTestDatabase } from "../../testing/test-database.ts";

/**
 * Two server processes on one PostgreSQL: nothing about a session lives in a process,
 * so a player signed in through one is signed in on the other.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two server processes share sessions through PostgreSQL",
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      database = await openTestDatabase();
      const env = { DATABASE_URL: database.url ?? "", SEED_DEMO: "false", WEB_DIST: "/nonexistent" };
      [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 150_000);

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.close();
    });

    async function readCode(target: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const [row] = await database.db
          .select()
          .from(devOutbox)
          .where(eq(devOutbox.recipient, target))
          .orderBy(desc(devOutbox.id))
          .limit(1);
        const code = row?.body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("no code delivered by either process's outbox worker");
    }

    const post = (base: string, path: string, body: unknown, cookie = "") =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });

    test("registered on one, signed in on the other; signed out on the other, out on the first", async () => {
      const account = "shared@example.com";
      expect((await post(first.url, "/api/sendCode", { account, purpose: "register" })).status).toBe(200);
      const code = await readCode(account);
      const registered = await post(first.url, "/api/register", {
        account,
        code,
        password: validPassword,
        passwordAgain: validPassword,
        consentPersonalData: true,
      });
      expect(registered.status).toBe(200);
      const cookie = registered.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const uid = ((await registered.json()) as { data: { uid: number } }).data.uid;

      const onSecond = await fetch(`${second.url}/api/token`, { headers: { cookie } });
      expect(((await onSecond.json()) as { data: { uid: number } }).data.uid).toBe(uid);

      expect((await post(second.url, "/api/logout", {}, cookie)).status).toBe(200);
      const onFirst = await fetch(`${first.url}/api/token`, { headers: { cookie } });
      expect(onFirst.status).toBe(401);
    });
  },
);

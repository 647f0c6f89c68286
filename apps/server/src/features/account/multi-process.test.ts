import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sessions, users } from "../../db/schema/account.ts";
import { devOutbox } from "../../db/schema/platform.ts";
import { SESSION_CACHE_CHANNEL } from "../../platform/session-cache.ts";
import { validPassword } from "../../testing/auth-helpers.ts";
import { insertSession } from "../../testing/players.ts";
import { type ServerProcess, startServerProcess } from "../../testing/server-process.ts";
import { openTestDatabase } from "../../testing/test-database.ts";

/**
 * Two server processes on one PostgreSQL: a player signed in through one is signed in on the other,
 * and though each process keeps session lookups for a minute here (SESSION_CACHE_MS), a sign-out or
 * password change on one is refused on the other as soon as its notice arrives.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two server processes share sessions through PostgreSQL",
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      database = await openTestDatabase();
      const env = {
        DATABASE_URL: database.url ?? "",
        SEED_DEMO: "false",
        WEB_DIST: "/nonexistent",
        SESSION_CACHE_MS: "60000",
      };
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

    /** The processes' own APP_SECRET (the development default): a session written straight into the database. */
    const newSession = async (userId: number) =>
      `sid=${await insertSession(database.db, "dev-only-secret-change-me-in-production", userId)}`;
    const tokenStatus = async (base: string, cookie: string) =>
      (await fetch(`${base}/api/token`, { headers: { cookie } })).status;
    /** Asks until the answer is 401 (the notice arrives asynchronously), well within the minute's cache. */
    async function untilRefused(base: string, cookie: string) {
      const deadline = Date.now() + 10_000;
      let status = await tokenStatus(base, cookie);
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await tokenStatus(base, cookie);
      }
      return status;
    }
    /** A player with two sessions, both looked up (so cached) on the second process. */
    async function cachedOnSecond() {
      const [player] = await database.db
        .insert(users)
        .values({ nickname: "Cached", email: `cached-${Date.now()}-${Math.random()}@example.com` })
        .returning({ id: users.id });
      const uid = player?.id ?? 0;
      const [kept, other] = [await newSession(uid), await newSession(uid)];
      expect(await tokenStatus(second.url, kept)).toBe(200);
      expect(await tokenStatus(second.url, other)).toBe(200);
      return { uid, kept, other };
    }

    test("the second process serves a cached session whose row went behind its back (what the notices are for)", async () => {
      const { uid, kept } = await cachedOnSecond();
      await database.db.delete(sessions).where(eq(sessions.userId, uid));
      expect(await tokenStatus(second.url, kept)).toBe(200);
    });

    test("a sign-out on the first is refused on the second, which had the session cached", async () => {
      const { kept } = await cachedOnSecond();
      expect((await post(first.url, "/api/logout", {}, kept)).status).toBe(200);
      expect(await untilRefused(second.url, kept)).toBe(401);
    });

    test("a password change on the first ends the other session on the second", async () => {
      const account = "password-change@example.com";
      expect((await post(first.url, "/api/sendCode", { account, purpose: "register" })).status).toBe(200);
      const registered = await post(first.url, "/api/register", {
        account,
        code: await readCode(account),
        password: validPassword,
        passwordAgain: validPassword,
        consentPersonalData: true,
      });
      const changer = registered.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const uid = ((await registered.json()) as { data: { uid: number } }).data.uid;
      const other = await newSession(uid);
      expect(await tokenStatus(second.url, other)).toBe(200);
      const changed = await post(
        first.url,
        "/api/changePassword",
        { by: "password", oldPassword: validPassword, password: "newpass12", passwordAgain: "newpass12" },
        changer,
      );
      expect(changed.status).toBe(200);
      expect(await untilRefused(second.url, other)).toBe(401);
      expect(await tokenStatus(second.url, changer)).toBe(200);
    });

    test("while the second's listening connection is down, its cache is not used", async () => {
      const { uid, kept } = await cachedOnSecond();
      await database.db.delete(sessions).where(eq(sessions.userId, uid));
      expect(await tokenStatus(second.url, kept)).toBe(200);
      // Both processes lose their LISTEN connection; no notice is sent for the deleted session.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN ${SESSION_CACHE_CHANNEL}`}`,
      );
      expect(await untilRefused(second.url, kept)).toBe(401);
    });
  },
);

import type { FastifyBaseLogger } from "fastify";
import { describe, expect, test } from "vitest";
import { attemptCounters } from "../db/schema/account.ts";
import { useTestApp } from "../testing/use-test-app.ts";
import { ATTEMPT_KEEP_MS, countAttempt, forgetStaleAttempts, peekAttempts } from "./attempts.ts";
import { runChores } from "./housekeeping.ts";

const t = useTestApp();

describe("housekeeping", () => {
  test("stale attempt counters are forgotten; counters still inside a window are kept", async () => {
    const day = 24 * 60 * 60 * 1000;
    await countAttempt(t.database.db, "test:old", day, t.clock.now);
    t.clock.advance(ATTEMPT_KEEP_MS + 1000);
    await countAttempt(t.database.db, "test:fresh", day, t.clock.now);
    await countAttempt(t.database.db, "test:fresh", day, t.clock.now);

    expect(await forgetStaleAttempts(t.database.db, t.clock.now)).toBeGreaterThanOrEqual(1);
    const keys = (await t.database.db.select().from(attemptCounters)).map((row) => row.key);
    expect(keys).not.toContain("test:old");
    expect(await peekAttempts(t.database.db, "test:fresh", day, t.clock.now)).toMatchObject({ tries: 2 });
  });

  test("a failing chore is logged and the others still run", async () => {
    const lines: { level: string; msg: string; count?: number }[] = [];
    const log = {
      info: (fields: { count: number }, msg: string) =>
        lines.push({ level: "info", msg, count: fields.count }),
      error: (_fields: unknown, msg: string) => lines.push({ level: "error", msg }),
    } as unknown as FastifyBaseLogger;
    const ran: string[] = [];
    await runChores(
      {
        broken: () => Promise.reject(new Error("database away")),
        "cleared rows": async () => {
          ran.push("cleared rows");
          return 3;
        },
      },
      log,
    );
    expect(ran).toEqual(["cleared rows"]);
    expect(lines).toEqual([
      { level: "error", msg: "housekeeping: broken" },
      { level: "info", msg: "cleared rows", count: 3 },
    ]);
  });
});

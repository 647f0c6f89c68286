import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";

const t = useTestApp();

describe("health: /livez and /readyz", () => {
  test("/livez answers while the process runs; /readyz while the database answers and the outbox moves", async () => {
    expect((await t.app.inject({ url: "/livez" })).json()).toEqual({
      code: 200,
      msg: "ok",
      data: { live: true },
    });
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });

  test("a due outbox job waiting longer than OUTBOX_STUCK_MINUTES makes the process not ready", async () => {
    const db = t.database.db;
    await db.execute(
      sql`insert into outbox (kind, payload, run_at) values ('mail', '{}'::jsonb, now() - interval '9 minutes')`,
    );
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    await db.execute(sql`update outbox set run_at = now() - interval '11 minutes' where status = 'pending'`);
    const stuck = await t.app.inject({ url: "/readyz" });
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json().code).toBe(5030);
    expect((await t.app.inject({ url: "/api/readyz" })).statusCode).toBe(503);
    expect((await t.app.inject({ url: "/livez" })).statusCode).toBe(200);

    await db.execute(sql`update outbox set status = 'done' where status = 'pending'`);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

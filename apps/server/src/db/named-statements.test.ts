import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../testing/test-database.ts";
import type { Database } from "./client.ts";
import { users } from "./schema/account.ts";

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The statements prepared on the connection this (parameterless, so unnamed) query runs on. */
const preparedHere = async (marker: string) =>
  (
    await database.db.execute<{ name: string }>(
      sql.raw(
        `select name from pg_prepared_statements where statement like '%${marker}%' and name not like '%pg_prepared%'`,
      ),
    )
  ).rows.map((row) => row.name);

describe.skipIf(!process.env.TEST_DATABASE_URL)("statements on PostgreSQL", () => {
  test("a parameterized statement is prepared once under a name and answers each time with its own values", async () => {
    const one = await database.db.execute<{ n: number }>(sql`select ${1}::int + 0 as named_probe`);
    const two = await database.db.execute<{ n: number }>(sql`select ${2}::int + 0 as named_probe`);
    expect([one.rows[0], two.rows[0]]).toEqual([{ named_probe: 1 }, { named_probe: 2 }]);
    // The pool hands the last idle connection out again: the one both ran on.
    expect(await preparedHere("named_probe")).toEqual([expect.stringMatching(/^q\d+$/)]);
  });

  test("a statement without parameters goes unnamed (several commands, DDL)", async () => {
    await database.db.execute(sql.raw("select 1 as unnamed_probe; select 2 as unnamed_probe"));
    expect(await preparedHere("unnamed_probe")).toEqual([]);
  });

  test("reads through the pool see writes made after the statement was prepared", async () => {
    const [player] = await database.db
      .insert(users)
      .values({ nickname: "Before" })
      .returning({ id: users.id });
    if (!player) throw new Error("no player");
    const nickname = async () =>
      (await database.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, player.id)))[0]
        ?.nickname;
    expect(await nickname()).toBe("Before");
    await database.db.update(users).set({ nickname: "After" }).where(eq(users.id, player.id));
    expect(await nickname()).toBe("After");
  });
});

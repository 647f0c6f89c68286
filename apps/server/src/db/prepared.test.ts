import { DrizzleQueryError, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { alias } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTestDatabase } from "../testing/test-database.ts";
import type { Database } from "./client.ts";
import { prepared } from "./prepared.ts";
import { users } from "./schema/account.ts";

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * On node-postgres a prepared read runs through `leanExecute` (prepared.ts), which reads drizzle's
 * internals: these tests hold it to drizzle's own answers, so a drizzle upgrade that moves them fails
 * here, not in a player's request.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared reads on PostgreSQL", () => {
  /** Every kind of value the portal's hot reads select: dates, times, arrays, numbers, null, SQL. */
  const selection = {
    id: users.id,
    nickname: users.nickname,
    birthday: users.birthday,
    roles: users.roles,
    vipLevel: users.vipLevel,
    bannedUntil: users.bannedUntil,
    mutedUntil: users.mutedUntil,
    createdAt: users.createdAt,
    rolesCount: sql<number>`cardinality(${users.roles})`.mapWith(Number),
    tags: sql<{ a: number }>`json_build_object('a', ${users.vipLevel})`,
    since: sql<Date>`${users.createdAt}`.mapWith(users.createdAt),
  };

  test("answer exactly what drizzle's own query answers, row by row", async () => {
    const [player] = await database.db
      .insert(users)
      .values({
        nickname: "Lean",
        birthday: "1999-12-31",
        roles: ["player", "vip"],
        vipLevel: 3,
        bannedUntil: new Date("2030-01-02T03:04:05.678Z"),
      })
      .returning({ id: users.id });
    if (!player) throw new Error("no player");
    const read = prepared(database.db, "lean_probe", (name) =>
      database.db
        .select(selection)
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name),
    );
    const lean = await read.execute({ id: player.id });
    const drizzle = await database.db.select(selection).from(users).where(eq(users.id, player.id));
    expect(lean).toEqual(drizzle);
    expect(lean[0]?.bannedUntil).toEqual(new Date("2030-01-02T03:04:05.678Z"));
    expect(lean[0]?.mutedUntil).toBeNull();
    expect(lean[0]?.birthday).toBe("1999-12-31");
    expect(lean[0]?.tags).toEqual({ a: 3 });
  });

  test("nested selects answer drizzle's objects, with a missing left join as null", async () => {
    const friend = alias(users, "friend");
    const nested = {
      player: users,
      friend: { id: friend.id, nickname: friend.nickname, createdAt: friend.createdAt, roles: friend.roles },
      // drizzle nulls a left-joined object when its first column is null, even if others are not.
      friendBan: { bannedUntil: friend.bannedUntil, nickname: friend.nickname },
      both: { id: users.id, friendId: friend.id },
      extra: {
        tags: sql<{ vip: number }>`json_build_object('vip', ${users.vipLevel})`,
        at: friend.createdAt,
      },
      known: sql<boolean>`${friend.id} is not null`,
    };
    const players = await database.db
      .insert(users)
      .values([
        { nickname: "Nested", roles: ["player"], bannedUntil: new Date("2031-05-06T07:08:09.123Z") },
        { nickname: "Friend", roles: ["player", "gm"], vipLevel: 2 },
      ])
      .returning({ id: users.id });
    const [player, other] = players.map((row) => row.id);
    if (!player || !other) throw new Error("no players");
    const read = prepared(database.db, "lean_nested_probe", (name) =>
      database.db
        .select(nested)
        .from(users)
        .leftJoin(friend, eq(friend.id, sql.placeholder("friendId")))
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name),
    );
    const drizzleRead = (id: number, friendId: number) =>
      database.db
        .select(nested)
        .from(users)
        .leftJoin(friend, eq(friend.id, friendId))
        .where(eq(users.id, id));

    const withFriend = await read.execute({ id: player, friendId: other });
    expect(withFriend).toEqual(await drizzleRead(player, other));
    expect(JSON.stringify(withFriend)).toBe(JSON.stringify(await drizzleRead(player, other)));
    expect(withFriend[0]?.player.bannedUntil).toEqual(new Date("2031-05-06T07:08:09.123Z"));
    expect(withFriend[0]?.friend).toMatchObject({ nickname: "Friend", roles: ["player", "gm"] });
    expect(withFriend[0]?.friend?.createdAt).toBeInstanceOf(Date);
    expect(withFriend[0]?.friendBan).toBeNull();
    expect(withFriend[0]?.extra).toEqual({ tags: { vip: 0 }, at: expect.any(Date) });

    const alone = await read.execute({ id: player, friendId: 0 });
    expect(JSON.stringify(alone)).toBe(JSON.stringify(await drizzleRead(player, 0)));
    expect(alone[0]).toMatchObject({ friend: null, friendBan: null, both: { id: player, friendId: null } });
    // Its only column is the missing friend's: drizzle nulls it, SQL field and all.
    expect(alone[0]?.extra).toBeNull();
    expect(alone[0]?.known).toBe(false);
  });

  test("a failing read throws drizzle's error, with the statement", async () => {
    const read = prepared(database.db, "lean_failing_probe", (name) =>
      database.db
        .select({ n: sql<number>`1 / (${sql.placeholder("zero")}::int)` })
        .from(users)
        .limit(1)
        .prepare(name),
    );
    await database.db.insert(users).values({ nickname: "Zero" });
    const error = await read.execute({ zero: 0 }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(error).toMatchObject({ query: expect.stringContaining("1 / ($1::int)"), params: [0, 1] });
    expect(((error as DrizzleQueryError).cause as Error).message).toBe("division by zero");
  });

  test("a database with a logger keeps drizzle's own execute, so the logger sees every read", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const logged: string[] = [];
    const logging = drizzle(pool, { logger: { logQuery: (query) => logged.push(query) } });
    try {
      const read = prepared(logging as unknown as Database["db"], "lean_logged_probe", (name) =>
        logging
          .select({ n: sql<number>`1 + ${sql.placeholder("n")}::int`.mapWith(Number) })
          .from(users)
          .limit(1)
          .prepare(name),
      );
      expect(await read.execute({ n: 1 })).toEqual([{ n: 2 }]);
      expect(logged).toEqual([expect.stringContaining("1 + $1::int")]);
    } finally {
      await pool.end();
    }
  });
});

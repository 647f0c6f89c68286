import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedDemoContent } from "./seed.ts";

const t = useTestApp();
beforeAll(async () => {
  await seedDemoContent(t.database.db, undefined, { artwork: false });
});

const number = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

describe("demo forum seed", () => {
  test("every game has four boards; the first games' boards have posts in six languages", async () => {
    expect(await number(sql`select count(*)::int as n from forums`)).toBe(
      4 * (await number(sql`select count(*)::int as n from games`)),
    );
    expect(await number(sql`select count(distinct language)::int as n from posts`)).toBe(6);
    expect(
      await number(sql`select count(distinct language)::int as n from post_comments`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await number(sql`select count(*)::int as n from post_comments where parent_id is not null`),
    ).toBeGreaterThan(0);
  });

  test("stored counts match the rows, and each busy board has a pinned official announcement", async () => {
    const wrong = sql`select count(*)::int as n from forums f
      where f.posts_count <> (select count(*) from posts p where p.forum_id = f.id)`;
    expect(await number(wrong)).toBe(0);
    const wrongComments = sql`select count(*)::int as n from posts p
      where p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)
         or p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)`;
    expect(await number(wrongComments)).toBe(0);
    const pinned = sql`select count(*)::int as n from posts p join users u on u.id = p.user_id
      where p.pinned_at is not null and 'gm' = any(u.roles)`;
    expect(await number(pinned)).toBe(
      await number(
        sql`select count(*)::int as n from forums where kind = 'announcements' and posts_count > 0`,
      ),
    );
  });

  test("running it again adds nothing", async () => {
    const before = await number(sql`select count(*)::int as n from posts`);
    await seedDemoContent(t.database.db, undefined, { artwork: false });
    expect(await number(sql`select count(*)::int as n from posts`)).toBe(before);
  });
});

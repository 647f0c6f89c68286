import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedDemoContent, seedGames, seedPlayers } from "./seed.ts";
import { BUSY_GAME_SLUG } from "./seed-reviews.ts";

const t = useTestApp();
beforeAll(async () => {
  await seedGames(t.database.db, { artwork: false });
  await seedPlayers(t.database.db);
  // How long seeding takes is a figure of `npm run bench:start` (its first start seeds), not a test.
  await seedDemoContent(t.database.db, undefined, { artwork: false });
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

describe("demo community seed", () => {
  test("gives one game hundreds of reviews in several languages, and the others a few", async () => {
    const busy = await t
      .client()
      .get<{ items: unknown[]; total: number; hasMore: boolean }>("/api/gameCommentsList", {
        appId: String(await count(sql`select id as n from games where slug = ${BUSY_GAME_SLUG}`)),
      });
    expect(busy.data.total).toBeGreaterThanOrEqual(300);
    expect(busy.data.hasMore).toBe(true);
    expect(await count(sql`select count(distinct language)::int as n from reviews`)).toBeGreaterThanOrEqual(
      5,
    );
    expect(
      await count(sql`select count(*)::int as n from games g where g.status = 'released'
      and not exists (select 1 from reviews r where r.game_id = g.id)`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from review_replies where official`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from review_replies where parent_reply_id is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from reviews r join users u on u.id = r.user_id
      where u.email = 'demo@portal.local'`),
    ).toBe(1);
  });

  test("upcoming games have reservations; one has milestones; home has a notice and banners", async () => {
    expect(
      await count(sql`select count(*)::int as n from games g where g.status = 'upcoming'
      and g.reservations_count = 0`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from reservation_milestones`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from home_notices`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from banners`)).toBe(4);
  });

  test("every count equals the rows it counts", async () => {
    const wrong = await count(sql`select count(*)::int as n from games g where
      g.rating_count <> (select count(*) from reviews r where r.game_id = g.id)
      or g.rating_sum <> (select coalesce(sum(rating), 0) from reviews r where r.game_id = g.id)
      or g.likes_count <> (select count(*) from game_likes l where l.game_id = g.id)
      or g.follows_count <> (select count(*) from game_follows f where f.game_id = g.id)
      or g.reservations_count <> (select count(*) from reservations v where v.game_id = g.id)`);
    expect(wrong).toBe(0);
    const wrongReviews = await count(sql`select count(*)::int as n from reviews r where
      r.likes_count <> (select count(*) from review_likes l where l.review_id = r.id)
      or r.replies_count <> (select count(*) from review_replies p where p.review_id = r.id)`);
    expect(wrongReviews).toBe(0);
  });

  test("the demo player finds replies and likes on their review, a welcome mail and a gift mail", async () => {
    const demo = sql`(select id from users where email = 'demo@portal.local')`;
    expect(
      await count(sql`select count(*) as n from messages where user_id = ${demo} and kind = 'reviewReply'`),
    ).toBe(
      await count(sql`select count(*) as n from review_replies p join reviews r on r.id = p.review_id
        where r.user_id = ${demo} and p.user_id <> ${demo}`),
    );
    expect(await count(sql`select count(*) as n from mails where audience = 'everyone'`)).toBe(1);
    expect(
      await count(sql`select count(*) as n from mails where user_id = ${demo} and gift_pack_id is not null`),
    ).toBe(1);
  });

  test("every seeded player holds a VIP level that exists", async () => {
    expect(
      await count(sql`select count(*)::int as n from users u
        where not exists (select 1 from vip_levels v where v.level = u.vip_level)`),
    ).toBe(0);
  });

  test("the home's topic strip has a pinned topic first, a guide and a running event, in Thai", async () => {
    type Card = { id: number; title: string };
    const { data } = await t.client("th").get<{ events: Card[]; topics: Card[] }>("/api/activity");
    expect(data.topics.map((topic) => topic.title)).toEqual([
      "Star Voyager: ทุกเรื่องก่อนเปิดตัว",
      "มาใหม่? ห้าสิ่งที่ควรทำก่อน",
    ]);
    expect(data.events.map((event) => event.title)).toEqual(["Dragon Realm: เดือนแต้มคูณสอง"]);
    const page = await t.client("zh").get<{ body: string }>("/api/appTopicDetail", {
      topicId: String(data.events[0]?.id),
    });
    expect(page.data.body).toContain("<strong>双倍积分</strong>");
  });

  test("a second start adds nothing", async () => {
    const before = await count(sql`select (select count(*) from reviews) + (select count(*) from review_likes)
      + (select count(*) from banners) + (select count(*) from users)
      + (select count(*) from mails) + (select count(*) from messages) + (select count(*) from topics) as n`);
    await seedDemoContent(t.database.db, undefined, { artwork: false });
    const after = await count(sql`select (select count(*) from reviews) + (select count(*) from review_likes)
      + (select count(*) from banners) + (select count(*) from users)
      + (select count(*) from mails) + (select count(*) from messages) + (select count(*) from topics) as n`);
    expect(after).toBe(before);
  });
});

// The growth bench's data, in set-based statements (INSERT … SELECT generate_series). The "hot"
// rows (game 1, board 1, article 1, player 1 …) carry the deep lists the bench pages through.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.ts";

export const shape = {
  players: 200_000,
  games: 20,
  /** Every game gets a review from each of these players: games × this = reviews. */
  reviewersPerGame: 50_000,
  hotReviewReplies: 100_000,
  otherReviewReplies: 200_000,
  hotArticleComments: 200_000,
  otherNewsComments: 100_000,
  hotBoardPosts: 150_000,
  otherPosts: 150_000,
  hotPostComments: 200_000,
  otherPostComments: 400_000,
  hotPlayerMessages: 200_000,
  otherMessages: 800_000,
  hotPlayerMail: 20_000,
  hotPlayerOrders: 50_000,
  otherOrders: 150_000,
  hotPlayerPoints: 100_000,
  otherPoints: 400_000,
};

/** A spread of times over the past year for row number `n`. */
const ago = (n: string) => sql.raw(`now() - ((${n})::bigint * 7919 % 31536000) * interval '1 second'`);

export async function seedGrowth(db: Db) {
  const s = shape;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`insert into users (nickname, created_at)
    select 'Grower ' || n, now() - interval '2 years' from generate_series(1, ${s.players}) n`);
  await run(sql`insert into games (slug, type, platforms, status, company, version, sync_secret)
    select 'growth-' || n, 'rpg', array['web'], 'released', 'Bench', '1', 'bench' from generate_series(1, ${s.games}) n`);
  await run(sql`insert into forums (game_id, kind) select id, 'discussion' from games`);

  // Reviews: one per player and game; times are distinct per game, likes vary.
  await run(sql`insert into reviews (game_id, user_id, rating, body, language, likes_count, replies_count, created_at, updated_at)
    select g.id, u, 1 + (u * 7 + g.id) % 5, 'Review ' || u, 'en', (u::bigint * u + g.id) % 97, (u * 13) % 11,
      ${ago("u * 31 + g.id")}, now()
    from games g, generate_series(1, ${s.reviewersPerGame}) u`);
  await run(sql`insert into review_replies (review_id, user_id, body, language, official, created_at)
    select (select min(id) from reviews), 1 + n % ${s.players}, 'Reply ' || n, 'en', n % 1000 = 0, ${ago("n")}
    from generate_series(1, ${s.hotReviewReplies}) n
    union all
    select r.id, 1 + (r.id + j) % ${s.players}, 'Reply ' || j, 'en', false, r.created_at + make_interval(mins => j)
    from reviews r, generate_series(1, 10) j where r.id between 2 and ${s.otherReviewReplies / 10 + 1}`);
  await run(sql`update reviews r set replies_count = c.n
    from (select review_id, count(*) as n from review_replies group by review_id) c where r.id = c.review_id`);

  // News: one category, 100 articles; article 1 has the long comment list.
  await run(sql`insert into news_categories (key, names) values ('growth', '{"en":"Growth"}')`);
  await run(sql`insert into news (category_id, texts, published_at)
    select (select min(id) from news_categories), '{"en":{"title":"Article","summary":"","body":""}}', now() - n * interval '1 hour'
    from generate_series(1, 100) n`);
  await run(sql`insert into news_comments (news_id, user_id, body, language, created_at)
    select case when n <= ${s.hotArticleComments} then (select min(id) from news) else (select min(id) from news) + 1 + n % 99 end,
      1 + n % ${s.players}, 'Comment ' || n, 'en', ${ago("n")}
    from generate_series(1, ${s.hotArticleComments + s.otherNewsComments}) n`);
  await run(
    sql`update news a set comments_count = (select count(*) from news_comments c where c.news_id = a.id)`,
  );

  // Forum posts: board 1 is the big one (three pinned posts); the rest spread over the other boards.
  await run(sql`insert into posts (forum_id, user_id, title, body, language, likes_count, comments_count, pinned_at, created_at, last_reply_at)
    select case when n <= ${s.hotBoardPosts} then f0.id else f0.id + 1 + n % ${s.games - 1} end,
      1 + n % ${s.players}, 'Post ' || n, 'Body ' || n, 'en', (n::bigint * n) % 1013, (n * 7) % 89,
      case when n <= 3 then now() - n * interval '1 day' end, ${ago("n")}, ${ago("n * 3")}
    from generate_series(1, ${s.hotBoardPosts + s.otherPosts}) n, (select min(id) as id from forums) f0`);
  await run(sql`update forums f set posts_count = (select count(*) from posts p where p.forum_id = f.id)`);
  await run(sql`insert into post_comments (post_id, user_id, body, language, created_at)
    select case when n <= ${s.hotPostComments} then p0.id else p0.id + 1 + n % 50000 end,
      1 + n % ${s.players}, 'Comment ' || n, 'en', ${ago("n")}
    from generate_series(1, ${s.hotPostComments + s.otherPostComments}) n, (select min(id) as id from posts) p0`);

  // Messages: player 1 has the long "replies" tab (its subjects still exist); the rest spread.
  await run(sql`insert into messages (user_id, type, kind, subject, link, excerpt, created_at)
    select case when n <= ${s.hotPlayerMessages} then 1 else 2 + n % (${s.players} - 1) end,
      case when n <= ${s.hotPlayerMessages} then 'reply' else 'system' end,
      case when n <= ${s.hotPlayerMessages} then 'reviewReply' else 'orderDelivered' end,
      case when n <= ${s.hotPlayerMessages} then 'reviewReply:' || (select min(id) from review_replies) + n % ${s.hotReviewReplies}
        else 'order:' || n end || ':' || n,
      '/', 'A few words', ${ago("n")}
    from generate_series(1, ${s.hotPlayerMessages + s.otherMessages}) n`);
  await run(sql`insert into mails (audience, user_id, title, body, created_at)
    select 'player', case when n <= ${s.hotPlayerMail} then 1 else 2 + n % (${s.players} - 1) end,
      '{"en":"Mail"}', '{"en":"Hello"}', ${ago("n")}
    from generate_series(1, ${s.hotPlayerMail * 10}) n`);

  await run(
    sql`insert into topup_goods (game_id, sku, names, prices) select id, 'gems', '{"en":"Gems"}', '{"USD":499}' from games`,
  );
  await run(sql`insert into topup_orders (order_no, user_id, idempotency_key, game_id, server_id, server_name, role_id,
      role_name, role_level, goods_id, region, method, currency, price_minor, amount_minor, status, expires_at, created_at)
    select 'G' || n, case when n <= ${s.hotPlayerOrders} then 1 else 2 + n % (${s.players} - 1) end, 'k' || n,
      g0.id, 's1', 'S1', 'r1', 'Role', 1, t0.id, 'US', 'card', 'USD', 499, 499, 'expired', ${ago("n")} + interval '30 minutes', ${ago("n")}
    from generate_series(1, ${s.hotPlayerOrders + s.otherOrders}) n,
      (select min(id) as id from games) g0, (select min(id) as id from topup_goods) t0`);
  await run(sql`insert into points_ledger (user_id, delta, reason, reference, created_at)
    select case when n <= ${s.hotPlayerPoints} then 1 else 2 + n % (${s.players} - 1) end, 10, 'signIn', 'd' || n, ${ago("n")}
    from generate_series(1, ${s.hotPlayerPoints + s.otherPoints}) n`);
  await run(sql`analyze`);
}

// Fills a freshly migrated database with the load benchmark's data, in a few set-based statements
// (INSERT … SELECT generate_series), named through the server's own schema so a renamed column
// breaks here too. Game 1 is the big one: it has a review from every player.
import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../apps/server/src/db/client.ts";
import { users } from "../../apps/server/src/db/schema/account.ts";
import {
  gameFollows,
  gameLikes,
  reservationMilestones,
  reservations,
} from "../../apps/server/src/db/schema/game-social.ts";
import { games, gameTexts, gameTypes } from "../../apps/server/src/db/schema/games.ts";
import { banners, homeNotices } from "../../apps/server/src/db/schema/home.ts";
import { messages } from "../../apps/server/src/db/schema/messages.ts";
import { reviewReplies, reviews } from "../../apps/server/src/db/schema/reviews.ts";
import { topupGoods, topupOrders } from "../../apps/server/src/db/schema/topup.ts";

export const seedShape = {
  games: 500,
  players: 20_000,
  /** Game 1 gets one review per player; every other game gets this many. */
  reviewsPerOtherGame: 161,
  bigGame: 1,
  /** Players 1…signedIn are signed in for the signed-in endpoints; each has these messages and orders. */
  signedIn: 2_000,
  messagesPerPlayer: 40,
  ordersPerPlayer: 12,
};

const into = (table: PgTable, ...columns: AnyColumn[]) =>
  sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})`;

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

const phrases = [
  "Great combat and the story kept me playing all weekend.",
  "Gacha rates are harsh, but the events are generous.",
  "Runs smoothly on my old phone. Love the art style!",
  "Too many pop-ups after each battle; please tone it down.",
  "The guild system is the best part, my friends all joined.",
  "Matchmaking takes forever at night in my region.",
  "Solid update, the new map is beautiful and fair.",
  "Servers lagged during the last event, otherwise fine.",
];

export async function seedBenchData(db: Db): Promise<Record<string, number>> {
  const { games: gameCount, players, reviewsPerOtherGame, bigGame } = seedShape;
  const run = (statement: SQL) => db.execute(statement);

  await run(sql`${into(users, users.nickname, users.email, users.roles, users.vipLevel, users.starPoints, users.avatarMediaId)}
    select 'Player ' || u, 'bench' || u || '@portal.local',
      case when u = 1 then array['player','gm'] else array['player'] end,
      u % 8, (u * 37) % 5000, case when u % 3 = 0 then null else 1 + u % 40 end
    from generate_series(1, ${players}) u`);

  await run(sql`${into(
    games,
    games.slug,
    games.type,
    games.platforms,
    games.status,
    games.releaseDate,
    games.company,
    games.version,
    games.iconMediaId,
    games.coverMediaId,
    games.links,
    games.downloads,
    games.hot,
    games.recommended,
    games.reservationsElsewhere,
    games.syncSecret,
    games.sortOrder,
  )}
    select 'bench-game-' || g, (${textArray(gameTypes)})[1 + g % ${gameTypes.length}],
      case g % 3 when 0 then array['ios','android'] when 1 then array['android','web'] else array['ios','android','web'] end,
      case when g % 10 = 0 then 'upcoming' else 'released' end,
      date '2026-01-01' - (g * 3) % 900 + case when g % 10 = 0 then 400 else 0 end,
      'Studio ' || (g % 37), '1.' || (g % 9) || '.0', 1 + g % 40, 1 + (g * 7) % 40,
      '{"official":"https://example.com","community":"https://example.com/c"}'::jsonb,
      '{"android":"https://example.com/a.apk","ios":"https://example.com/ios"}'::jsonb,
      g % 25 = 1, g % 20 = 2, case when g % 10 = 0 then g * 11 else 0 end,
      'sync-secret-' || g, g % 50
    from generate_series(1, ${gameCount}) g`);

  await run(sql`${into(gameTexts, gameTexts.gameId, gameTexts.language, gameTexts.name, gameTexts.summary, gameTexts.intro, gameTexts.updateNotes)}
    select g.id, l.language, l.prefix || ' ' || g.id, l.prefix || ' summary ' || g.id,
      repeat(l.prefix || ' introduction of game ' || g.id || '. ', 12), 'Fixes and balance changes.'
    from ${games} g cross join (values ('en', 'Bench Game'), ('zh', '测试游戏')) as l(language, prefix)
    where l.language = 'en' or g.id % 2 = 1`);

  await run(sql`${into(
    reviews,
    reviews.gameId,
    reviews.userId,
    reviews.rating,
    reviews.body,
    reviews.language,
    reviews.likesCount,
    reviews.createdAt,
    reviews.updatedAt,
  )}
    select game_id, user_id,
      (array[5,5,5,4,4,4,3,2,1,5])[1 + (k * 37 + game_id) % 10],
      (${textArray(phrases)})[1 + (k * 7 + game_id) % ${phrases.length}] || ' #' || k,
      (array['en','en','zh','zh-hant','id','vi','th'])[1 + (k + game_id) % 7],
      (k * k + game_id) % 97,
      now() - make_interval(mins => k * 7 + game_id), now() - make_interval(mins => k * 7 + game_id)
    from (
      select ${bigGame} as game_id, u as user_id, u as k from generate_series(1, ${players}) u
      union all
      select g, ((g * 131 + k) % ${players}) + 1, k
      from generate_series(2, ${gameCount}) g, generate_series(0, ${reviewsPerOtherGame - 1}) k
    ) picks`);

  // Replies under every tenth review of the big game; the staff account (player 1) answers some.
  await run(sql`${into(reviewReplies, reviewReplies.reviewId, reviewReplies.userId, reviewReplies.body, reviewReplies.language, reviewReplies.official, reviewReplies.createdAt)}
    select r.id, case when j = 0 and r.id % 50 = 0 then 1 else 1 + (r.id * 17 + j) % ${players} end,
      'Thanks for the feedback #' || j, 'en', j = 0 and r.id % 50 = 0, r.created_at + make_interval(mins => j + 1)
    from ${reviews} r, generate_series(0, 2) j
    where r.game_id = ${bigGame} and r.id % 10 = 0`);
  await run(sql`update ${reviews} r set replies_count = c.n, official_replied = c.official
    from (select review_id, count(*)::int n, bool_or(official) official from ${reviewReplies} group by review_id) c
    where c.review_id = r.id`);

  await run(sql`${into(gameFollows, gameFollows.userId, gameFollows.gameId)}
    select u, 1 + (u * 7 + j) % ${gameCount} from generate_series(1, ${players}) u, generate_series(0, 4) j`);
  await run(sql`${into(gameLikes, gameLikes.userId, gameLikes.gameId)}
    select u, 1 + (u * 11 + j) % ${gameCount} from generate_series(1, ${players / 2}) u, generate_series(0, 1) j`);
  await run(sql`${into(reservations, reservations.userId, reservations.gameId)}
    select u, 10 * (1 + u % ${gameCount / 10}) from generate_series(1, ${players}) u`);
  await run(sql`${into(reservationMilestones, reservationMilestones.gameId, reservationMilestones.threshold, reservationMilestones.texts)}
    select g.id, t, jsonb_build_object('en', jsonb_build_object('title', t || ' pre-registrations', 'reward', 'Reward ' || t))
    from ${games} g, (values (100), (500), (1000)) as m(t) where g.status = 'upcoming'`);

  await run(sql`update ${games} g set
      likes_count = (select count(*) from ${gameLikes} x where x.game_id = g.id),
      follows_count = (select count(*) from ${gameFollows} x where x.game_id = g.id),
      reservations_count = (select count(*) from ${reservations} x where x.game_id = g.id),
      rating_count = coalesce(r.n, 0), rating_sum = coalesce(r.s, 0),
      rating = coalesce(r.s::real / nullif(r.n, 0), 0)
    from (select ${games.id} as id from ${games}) ids
    left join (select game_id, count(*)::int n, sum(rating)::int s from ${reviews} group by game_id) r
      on r.game_id = ids.id
    where ids.id = g.id`);

  await run(sql`${into(banners, banners.imageMediaId, banners.link, banners.texts, banners.sortOrder)}
    select 1 + b, '/game/' || (b * 25 + 1), jsonb_build_object('en', jsonb_build_object('title', 'Banner ' || b)), b
    from generate_series(1, 5) b`);
  await run(sql`${into(homeNotices, homeNotices.texts, homeNotices.link, homeNotices.startsAt, homeNotices.endsAt)}
    values ('{"en":{"title":"Server maintenance","body":"Tonight 02:00-04:00."}}'::jsonb, '/game/1',
      now() - interval '1 day', now() + interval '30 days')`);

  await seedSignedInPlayersData(db);

  // Statistics and a visibility map, as autovacuum leaves them on a database in service.
  await run(sql`vacuum analyze`);

  const counted = await db.execute<{ name: string; n: number }>(sql`
    select 'games' as name, count(*)::int as n from ${games}
    union all select 'reviews', count(*)::int from ${reviews}
    union all select 'replies', count(*)::int from ${reviewReplies}
    union all select 'players', count(*)::int from ${users}
    union all select 'follows', count(*)::int from ${gameFollows}
    union all select 'reservations', count(*)::int from ${reservations}
    union all select 'messages', count(*)::int from ${messages}
    union all select 'orders', count(*)::int from ${topupOrders}`);
  return Object.fromEntries(counted.rows.map((row) => [row.name, Number(row.n)]));
}

/**
 * What the signed-in endpoints read for players 1…signedIn: messages of every tab (every other one
 * unread; replies and likes from other players) and delivered top-up orders of one goods item.
 */
async function seedSignedInPlayersData(db: Db) {
  const { signedIn, messagesPerPlayer, ordersPerPlayer, players, games: gameCount } = seedShape;
  const run = (statement: SQL) => db.execute(statement);
  const kinds = sql.raw(
    "(values (0, 'system', 'orderDelivered'), (1, 'reply', 'reviewReply'), (2, 'like', 'reviewLike'), (3, 'follow', 'newFollower')) as k(n, type, kind)",
  );
  await run(sql`${into(messages, messages.userId, messages.type, messages.kind, messages.subject, messages.link, messages.actorId, messages.excerpt, messages.createdAt, messages.readAt)}
    select u, k.type, k.kind, 'bench:' || j, '/game/1',
      case when k.type = 'system' then null else 1 + (u * 13 + j) % ${players} end,
      'A few words #' || j, now() - make_interval(mins => j * 11 + u % 7),
      case when j % 2 = 0 then now() else null end
    from generate_series(1, ${signedIn}) u, generate_series(0, ${messagesPerPlayer - 1}) j, ${kinds}
    where k.n = j % 4`);

  const [goods] = await db
    .insert(topupGoods)
    .values({ gameId: 1, sku: "gems-60", names: { en: "60 gems" }, prices: { USD: 99 }, points: 10 })
    .returning({ id: topupGoods.id });
  await run(sql`${into(
    topupOrders,
    topupOrders.orderNo,
    topupOrders.userId,
    topupOrders.idempotencyKey,
    topupOrders.gameId,
    topupOrders.serverId,
    topupOrders.serverName,
    topupOrders.roleId,
    topupOrders.roleName,
    topupOrders.roleLevel,
    topupOrders.goodsId,
    topupOrders.region,
    topupOrders.method,
    topupOrders.currency,
    topupOrders.priceMinor,
    topupOrders.amountMinor,
    topupOrders.points,
    topupOrders.status,
    topupOrders.expiresAt,
    topupOrders.createdAt,
    topupOrders.paidAt,
    topupOrders.deliveredAt,
  )}
    select 'B' || u || '-' || j, u, 'bench-' || j, 1 + (u + j) % ${gameCount}, 's1', 'Server 1', 'r' || u,
      'Role ' || u, 10 + j, ${goods?.id ?? 0}, 'US', 'card', 'USD', 99, 99, 10, 'delivered',
      now() - make_interval(days => j) + interval '30 minutes', now() - make_interval(days => j),
      now() - make_interval(days => j), now() - make_interval(days => j)
    from generate_series(1, ${signedIn}) u, generate_series(0, ${ordersPerPlayer - 1}) j`);
}

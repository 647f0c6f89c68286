// See bench/search.mjs.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import { type Database, type DbOrTx, openDatabase } from "../../apps/server/src/db/client.ts";
import { posts } from "../../apps/server/src/db/schema/forums.ts";
import { news } from "../../apps/server/src/db/schema/news.ts";
import {
  matches,
  newsColumns,
  newsHits,
  pageQuery,
  postColumns,
  postHits,
  type SearchPage,
  searchNews,
  searchPosts,
  wordPrefixes,
} from "../../apps/server/src/features/search/search.repository.ts";
import { shown } from "../../apps/server/src/platform/comments/moderation.ts";
import { hasTextAlongChain } from "../../apps/server/src/platform/localized.ts";
import { benchAdminUrl, keptDatabase } from "../lib/kept-database.ts";

const BUDGET_P99_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
const NEWS = Number(process.env.BENCH_NEWS ?? 20_000);
const check = process.argv.includes("--check");
const adminUrl = benchAdminUrl("search");

/** Title and body pieces per language; rows pick them by their number, so the texts vary. */
const words = {
  en: [
    "Dragon",
    "raid",
    "guide",
    "season",
    "guild",
    "patch",
    "arena",
    "tips",
    "boss",
    "lighthouse",
    "rewards",
    "build",
  ],
  zh: ["龙之国度", "攻略", "副本", "公会", "赛季", "传说", "活动", "新手", "装备", "竞技场", "奖励", "更新"],
  th: [
    "มังกร",
    "คู่มือ",
    "กิลด์",
    "ซีซัน",
    "บอส",
    "อาวุธ",
    "รางวัล",
    "อัปเดต",
    "สนามประลอง",
    "ผู้เล่นใหม่",
    "เควสต์",
    "ตำนาน",
  ],
};
const pick = (language: keyof typeof words, seed: string) =>
  sql.raw(`(array['${words[language].join("','")}'])[1 + (${seed}) % ${words[language].length}]`);

async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into users (nickname) select 'Bench' || n from generate_series(1, 1000) n`);
  await db.execute(sql`insert into games (slug, type, platforms, status, company, version, sync_secret)
    values ('bench-game', 'rpg', array['web'], 'released', 'Bench', '1', 'bench')`);
  await db.execute(
    sql`insert into game_texts (game_id, language, name) select id, 'en', 'Bench Game' from games`,
  );
  await db.execute(sql`insert into forums (game_id, kind) select id, 'discussion' from games`);
  await db.execute(sql`insert into news_categories (key, names) values ('bench', '{"en":"Bench"}')`);
  const started = performance.now();
  for (let from = 0; from < POSTS; from += 20_000) {
    const to = Math.min(POSTS, from + 20_000);
    await db.execute(sql`insert into posts (forum_id, user_id, title, body, language)
      select (select id from forums limit 1), 1 + n % 1000,
        case n % 3 when 0 then ${pick("en", "n")} || ' ' || ${pick("en", "n / 7")} || ' #' || n
                   when 1 then ${pick("zh", "n")} || ${pick("zh", "n / 7")} || '第' || n || '期'
                   else ${pick("th", "n")} || ${pick("th", "n / 7")} || ' ' || n end,
        case n % 3 when 0 then 'Posted by a player: ' || ${pick("en", "n / 3")} || ' and ' || ${pick("en", "n / 11")} || ', some thoughts on the ' || ${pick("en", "n / 13")} || ' after the last update. Anyone else?'
                   when 1 then '玩家分享：' || ${pick("zh", "n / 3")} || '和' || ${pick("zh", "n / 11")} || '的心得，上次更新后' || ${pick("zh", "n / 13")} || '变化很大，大家怎么看？'
                   else 'ผู้เล่นแชร์: ' || ${pick("th", "n / 3")} || ' กับ ' || ${pick("th", "n / 11")} || ' หลังอัปเดตล่าสุด ' || ${pick("th", "n / 13")} || ' เปลี่ยนไปมาก' end,
        case n % 3 when 0 then 'en' when 1 then 'zh' else 'th' end
      from generate_series(${from + 1}::int, ${to}::int) n`);
  }
  await db.execute(sql`insert into news (category_id, texts, published_at)
    select (select id from news_categories limit 1), jsonb_build_object(
      'en', jsonb_build_object('title', ${pick("en", "n")} || ' news ' || n, 'summary', 'About the ' || ${pick("en", "n / 5")}, 'body', '<p>' || ${pick("en", "n / 9")} || ' and more.</p>'),
      'zh', jsonb_build_object('title', ${pick("zh", "n")} || '资讯' || n, 'summary', '关于' || ${pick("zh", "n / 5")}, 'body', '<p>' || ${pick("zh", "n / 9")} || '等内容。</p>'),
      'th', jsonb_build_object('title', ${pick("th", "n")} || ' ข่าว ' || n, 'summary', 'เกี่ยวกับ' || ${pick("th", "n / 5")}, 'body', '<p>' || ${pick("th", "n / 9")} || '</p>')),
      now() - n * interval '1 minute'
    from generate_series(1, ${NEWS}::int) n`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

/**
 * The baseline, timed in the same run: the same searches ranked as migration 0026 did, recomputing
 * each hit's folded title and text and its tsvector from the row (0028 stores them). Matching and
 * filters are the repository's, so the difference is the ranking's cost.
 */
function recomputedRank(q: string, title: SQL, document: SQL) {
  const folded = sql`public.search_folded(${q}::text)`;
  const words = sql`to_tsquery('simple'::regconfig, ${wordPrefixes(q)}::text)`;
  return sql`(400 * (public.search_folded(${title}) = ${folded})::int
    + 200 * starts_with(public.search_folded(${title}), ${folded})::int
    + 100 * (strpos(public.search_folded(${title}), ${folded}) > 0)::int
    + 40 * (strpos(public.search_folded(${document}), ${folded}) > 0)::int
    + 10 * (to_tsvector('simple'::regconfig, ${document}) @@ ${words})::int)`;
}

const recomputedPostHits = (page: SearchPage) =>
  sql`select ${posts.id} as id,
      ${recomputedRank(page.q, sql`${posts.title}`, sql`(${posts.title} || ' ' || ${posts.body})`)} as rank
    from ${posts} where ${shown(posts)} and ${matches(postColumns, page.q)}`;

const recomputedNewsHits = (now: Date) => (page: SearchPage) =>
  sql`select ${news.id} as id, ${recomputedRank(
    page.q,
    sql`(select string_agg(value->>'title', ' ') from jsonb_each(${news.texts}))`,
    sql`public.search_news_text(${news.texts})`,
  )} as rank
    from ${news} where ${news.publishedAt} <= ${now.toISOString()}::timestamptz
      and ${hasTextAlongChain(news.texts, "th")} and ${matches(newsColumns, page.q)}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The index scans the plan uses (or "Seq Scan on …" when it reads the whole table). */
function accessMethods(plan: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    const type = String(node["Node Type"]);
    if (/Index (Only )?Scan|Seq Scan/.test(type))
      found.add(`${type} ${node["Index Name"] ?? `on ${node["Relation Name"]}`}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
  return [...found];
}

type Hits = (page: SearchPage) => SQL;
type Search = (db: DbOrTx, page: SearchPage) => Promise<{ id: number; rank: number }[]>;

/** `db` that notes every statement it runs (to explain the ones a search ran). */
function recording(db: DbOrTx) {
  const statements: SQL[] = [];
  const noted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "execute") return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        statements.push(query);
        return target.execute(query);
      };
    },
  });
  return { db: noted, statements };
}

async function planOf(db: DbOrTx, statement: SQL) {
  const [explained] = (await db.execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${statement}`))
    .rows;
  return accessMethods(explained?.["QUERY PLAN"]).join(", ");
}

/**
 * The first page and the page after its cursor, alternately, through the repository (`search`);
 * `everyHit` (0028: every hit ranked) and `baseline` (0026: recomputed) run interleaved with it.
 */
async function measure(
  database: Database,
  name: string,
  q: string,
  search: Search,
  everyHit: Hits,
  baseline: Hits,
) {
  const { db } = database;
  const first: SearchPage = { q, limit: 11 };
  const [last] = (await search(db, first)).slice(-1);
  const next: SearchPage = { q, limit: 11, after: last ? { rank: last.rank, id: last.id } : undefined };
  const pages = [first, next];
  const times: number[] = [];
  const everyHitTimes: number[] = [];
  const baselineTimes: number[] = [];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const at = performance.now();
    await run();
    into.push(performance.now() - at);
  };
  for (let run = 0; run < RUNS; run++) {
    const page = pages[run % 2] ?? first;
    await time(() => search(db, page), times);
    await time(() => db.execute(pageQuery(everyHit(page), page)), everyHitTimes);
    await time(() => db.execute(pageQuery(baseline(page), page)), baselineTimes);
  }
  const [matched] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from (${everyHit(first)}) h`)
  ).rows;
  const figures = (list: number[]) => {
    list.sort((a, b) => a - b);
    return [percentile(list, 50), percentile(list, 99)] as const;
  };
  const [p50, p99] = figures(times);
  const ms = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `  ${name.padEnd(30)} ${String(matched?.n ?? 0).padStart(6)} hits  p50 ${ms(p50)} ms  p99 ${ms(p99)} ms  (budget p99 ≤ ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? "ok" : "OVER"})`,
  );
  for (const [label, list] of [
    ["every hit ranked (0028)", everyHitTimes],
    ["baseline (0026: recomputed)", baselineTimes],
  ] as const) {
    const [base50, base99] = figures(list);
    console.log(`    ${label.padEnd(35)}  p50 ${ms(base50)} ms  p99 ${ms(base99)} ms`);
  }
  for (const [index, page] of pages.entries()) {
    const noted = recording(db);
    await search(noted.db, page);
    // Phrases with keys: titles' pairs, then texts' pairs, then every hit; other searches: scope, then every hit.
    const pass = ["first pass", "second pass", "third pass"][noted.statements.length - 2];
    const plans = await Promise.all(noted.statements.map((statement) => planOf(db, statement)));
    console.log(`    ${index === 0 ? "page 1" : "page 2"} (${pass}): ${plans.join(" | ")}`);
  }
  return p99 <= BUDGET_P99_MS;
}

const target = await keptDatabase(adminUrl, "bench_search");
const database = await openDatabase({ url: target.url, dataDir: "" });
try {
  const filled = await database.db.execute<{ posts: number; news: number }>(
    sql`select (select count(*)::int from posts) as posts, (select count(*)::int from news) as news`,
  );
  const kept = Number(filled.rows[0]?.posts) > 0;
  const seconds = kept ? 0 : await seed(database);
  const counts = kept ? filled.rows[0] : { posts: POSTS, news: NEWS };
  console.log(
    `search benchmark on PostgreSQL: ${counts?.posts} forum posts, ${counts?.news} news (${kept ? "kept from the last run (BENCH_KEEP=1)" : `seeded in ${seconds.toFixed(0)} s`}), ${RUNS} runs per search (first page and the page after it)`,
  );
  const now = new Date();
  const results = [
    await measure(database, 'posts "lighthouse"', "lighthouse", searchPosts, postHits, recomputedPostHits),
    await measure(
      database,
      'posts "lighthouse tips"',
      "lighthouse tips",
      searchPosts,
      postHits,
      recomputedPostHits,
    ),
    await measure(
      database,
      'posts "the lighthouse tips"',
      "the lighthouse tips",
      searchPosts,
      postHits,
      recomputedPostHits,
    ),
    await measure(
      database,
      'posts "on the lighthouse"',
      "on the lighthouse",
      searchPosts,
      postHits,
      recomputedPostHits,
    ),
    await measure(database, 'posts "传说" (Chinese)', "传说", searchPosts, postHits, recomputedPostHits),
    await measure(
      database,
      'news "สนามประลอง" (Thai)',
      "สนามประลอง",
      (db, page) => searchNews(db, { ...page, now, language: "th" }),
      (page) => newsHits({ ...page, now, language: "th" }),
      recomputedNewsHits(now),
    ),
  ];
  console.log(`  load average ${loadavg()[0]?.toFixed(1)}`);
  if (check && results.includes(false)) process.exitCode = 1;
} finally {
  await database.close();
  await target.dropUnlessKept();
}

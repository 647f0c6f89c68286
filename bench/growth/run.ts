// See bench/growth.mjs.

import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, openDatabase } from "../../apps/server/src/db/client.ts";
import * as forumComments from "../../apps/server/src/features/forums/comments.repository.ts";
import { listPostViews } from "../../apps/server/src/features/forums/posts.repository.ts";
import { findReader, listMail } from "../../apps/server/src/features/messages/mail.repository.ts";
import { listMessages } from "../../apps/server/src/features/messages/messages.repository.ts";
import * as newsComments from "../../apps/server/src/features/news/news-comments.repository.ts";
import { pointsLog } from "../../apps/server/src/features/points/ledger.repository.ts";
import { reviewReplyTables } from "../../apps/server/src/features/reviews/replies.repository.ts";
import { listReviewViews } from "../../apps/server/src/features/reviews/reviews.repository.ts";
import { pageOfOrders } from "../../apps/server/src/features/topup/topup.repository.ts";
import { listThreadReplyViews } from "../../apps/server/src/platform/comments/threads.repository.ts";
import { benchAdminUrl, keptDatabase } from "../lib/kept-database.ts";
import { seedGrowth, shape } from "./seed.ts";

const BUDGET_P99_MS = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
/** The OFFSET baseline of a deep page is slow by nature: fewer rounds. */
const BASELINE_ROUNDS = 5;
const LIMIT = 20;
const BIG_TABLES = new Set([
  "reviews",
  "review_replies",
  "news_comments",
  "posts",
  "post_comments",
  "messages",
  "mails",
  "topup_orders",
  "points_ledger",
  "users",
]);
const check = process.argv.includes("--check");
const adminUrl = benchAdminUrl("growth");

interface Window {
  limit: number;
  offset: number;
  after?: number | string;
}

/** One list: how to read a page through the server's repository, and each row's cursor key. */
interface ListCase {
  name: string;
  depth: number;
  page: (db: Db, window: Window) => Promise<unknown[]>;
  key: (row: never) => number | string;
}

const num = (after: Window["after"]) => (after === undefined ? undefined : Number(after));
const hot = { game: 0, board: 0, review: 0, article: 0, post: 0 };

const cases: ListCase[] = [
  ...(["newest", "hottest", "highest", "lowest"] as const).map(
    (sort): ListCase => ({
      name: `reviews of a game (${sort})`,
      depth: shape.reviewersPerGame - 100,
      page: (db, w) =>
        listReviewViews(db, { gameId: hot.game, sort, filter: "0", viewerId: 2, ...w, after: num(w.after) }),
      key: (row: { review: { id: number } }) => row.review.id,
    }),
  ),
  {
    name: "review replies",
    depth: shape.hotReviewReplies - 100,
    page: async (db, w) =>
      (
        await listThreadReplyViews(db, reviewReplyTables, {
          subjectId: hot.review,
          viewerId: 2,
          ...w,
          after: num(w.after),
        })
      ).rows,
    key: (row: { reply: { id: number } }) => row.reply.id,
  },
  {
    name: "news comments",
    depth: shape.hotArticleComments - 100,
    page: async (db, w) =>
      (
        await newsComments.listCommentViews(db, {
          newsId: hot.article,
          viewerId: 2,
          ...w,
          after: num(w.after),
        })
      ).rows,
    key: (row: { comment: { id: number } }) => row.comment.id,
  },
  ...(["reply", "newest", "hottest"] as const).flatMap((sort): ListCase[] => [
    {
      name: `forum board posts (${sort})`,
      depth: shape.hotBoardPosts - 100,
      page: async (db, w) =>
        (await listPostViews(db, { forumId: hot.board, sort, viewerId: 2, ...w, after: num(w.after) })).rows,
      key: (row: { post: { id: number } }) => row.post.id,
    },
    {
      name: `all-boards feed (${sort})`,
      depth: shape.hotBoardPosts + shape.otherPosts - 100,
      page: async (db, w) => (await listPostViews(db, { sort, viewerId: 2, ...w, after: num(w.after) })).rows,
      key: (row: { post: { id: number } }) => row.post.id,
    },
  ]),
  {
    name: "forum comments",
    depth: shape.hotPostComments - 100,
    page: async (db, w) =>
      (await forumComments.listCommentViews(db, { postId: hot.post, viewerId: 2, ...w, after: num(w.after) }))
        .rows,
    key: (row: { comment: { id: number } }) => row.comment.id,
  },
  {
    name: "messages (replies tab)",
    depth: shape.hotPlayerMessages - 100,
    page: async (db, w) => (await listMessages(db, 1, "reply", { ...w, after: num(w.after) })).rows,
    key: (row: { message: { id: number } }) => row.message.id,
  },
  {
    name: "mail",
    depth: shape.hotPlayerMail - 100,
    page: async (db, w) => (await listMail(db, await findReader(db, 1), { ...w, after: num(w.after) })).rows,
    key: (row: { mail: { id: number } }) => row.mail.id,
  },
  {
    name: "orders / recharge history",
    depth: shape.hotPlayerOrders - 100,
    page: (db, w) =>
      pageOfOrders(db, 1, { ...w, after: w.after === undefined ? undefined : String(w.after) }),
    key: (row: { orderNo: string }) => row.orderNo,
  },
  {
    name: "points history",
    depth: shape.hotPlayerPoints - 100,
    // The ledger has always paged by id (`before`); its OFFSET baseline skips from the start.
    page: async (db, w) =>
      w.offset > 0
        ? (await pointsLog(db, 1, { limit: w.offset + w.limit })).slice(w.offset)
        : pointsLog(db, 1, { limit: w.limit, before: num(w.after) }),
    key: (row: { id: number }) => row.id,
  },
];

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function timed(run: () => Promise<unknown>, rounds: number) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: at(times, 0.5), p99: at(times, 0.99) };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** How each big table is read in the plans of the statements one page sends. */
async function accessMethods(pool: pg.Pool, statements: { query: string; params: unknown[] }[]) {
  const found = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node["Relation Name"] && BIG_TABLES.has(node["Relation Name"]))
      found.add(`${node["Relation Name"]}: ${node["Node Type"]}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const { query, params } of statements) {
    const result = await pool.query(`explain (format json) ${query}`, params);
    const plan = (result.rows[0] as { "QUERY PLAN": { Plan: PlanNode }[] })["QUERY PLAN"][0]?.Plan;
    if (plan) walk(plan);
  }
  return [...found];
}

const target = await keptDatabase(adminUrl, process.env.BENCH_GROWTH_DATABASE ?? "bench_growth");
const database = await openDatabase({ url: target.url, dataDir: "" });
const pool = new pg.Pool({ connectionString: target.url, max: 2 });
let capturing: { query: string; params: unknown[] }[] | undefined;
const db = drizzle(pool, {
  logger: { logQuery: (query, params) => capturing?.push({ query, params }) },
}) as unknown as Db;
let failed = false;
try {
  const filled = await database.db.execute<{ n: string }>(sql`select count(*) as n from reviews`);
  const seedStart = performance.now();
  if (Number(filled.rows[0]?.n) === 0) await seedGrowth(database.db);
  const seeded = (performance.now() - seedStart) / 1000;
  const ids = await database.db.execute<Record<keyof typeof hot, number>>(sql`select
    (select min(id) from games) as game, (select min(id) from forums) as board,
    (select min(id) from reviews) as review, (select min(id) from news) as article,
    (select min(id) from posts) as post`);
  Object.assign(hot, ids.rows[0]);
  const counts = await database.db.execute<Record<string, string>>(sql`select
    (select count(*) from reviews) as reviews, (select count(*) from review_replies) as replies,
    (select count(*) from posts) as posts, (select count(*) from post_comments) as comments,
    (select count(*) from messages) as messages, (select count(*) from topup_orders) as orders`);
  console.log(
    `growth bench on PostgreSQL: ${Object.entries(counts.rows[0] ?? {})
      .map(([k, v]) => `${Number(v).toLocaleString("en")} ${k}`)
      .join(", ")} (seeded in ${seeded.toFixed(0)} s); ${ROUNDS} reads per figure, ${LIMIT} rows a page`,
  );
  console.log(
    `  budget: p99 ≤ ${BUDGET_P99_MS} ms and no sequential scan of a big table; baseline: the same query with OFFSET`,
  );
  for (const list of cases) {
    const measure = async (label: string, window: Window, baselineOffset: number) => {
      const run = () => list.page(db, window);
      capturing = [];
      const rows = await run();
      const statements = capturing;
      capturing = undefined;
      const figure = await timed(run, ROUNDS);
      const baseline = await timed(
        () => list.page(db, { limit: LIMIT, offset: baselineOffset }),
        baselineOffset ? BASELINE_ROUNDS : ROUNDS,
      );
      const access = await accessMethods(pool, statements);
      const seqScan = access.some((a) => a.endsWith("Seq Scan"));
      const pass = figure.p99 <= BUDGET_P99_MS && !seqScan && rows.length > 0;
      failed ||= !pass;
      console.log(
        `  ${`${list.name} ${label}`.padEnd(44)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p99 ${figure.p99.toFixed(1).padStart(6)} ms  |  OFFSET ${String(baselineOffset).padStart(6)}: p50 ${baseline.p50.toFixed(1).padStart(7)} ms  p99 ${baseline.p99.toFixed(1).padStart(7)} ms  |  ${access.join(", ")}  ${pass ? "PASS" : "FAIL"}`,
      );
      return rows;
    };
    await measure("page 1", { limit: LIMIT, offset: 0 }, 0);
    // The deep page by cursor, after the item the OFFSET form shows first at that depth.
    const [anchor] = (await list.page(db, { limit: LIMIT, offset: list.depth })) as never[];
    if (anchor === undefined) throw new Error(`${list.name}: nothing at depth ${list.depth}`);
    await measure(
      `deep (cursor, row ${list.depth})`,
      { limit: LIMIT, offset: 0, after: list.key(anchor) },
      list.depth,
    );
  }
  console.log(`  load average ${loadavg()[0]?.toFixed(1)} (2 cores, shared)`);
} finally {
  await pool.end();
  await database.close();
  await target.dropUnlessKept();
}
if (check && failed) process.exitCode = 1;

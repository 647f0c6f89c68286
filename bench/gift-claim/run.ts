// See bench/gift-claim.mjs. Seeds a fresh database, starts the real server on it (production
// settings) and the bare floor (bare-server.mjs), and loads doleGift on each in alternating rounds.
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openDatabase } from "../../apps/server/src/db/client.ts";
import { users } from "../../apps/server/src/db/schema/account.ts";
import { giftCodes, giftPacks } from "../../apps/server/src/db/schema/gifts.ts";
import { insertGame } from "../../apps/server/src/testing/games.ts";
import { startBareServer, startProductionServer } from "../lib/production-server.ts";

const BUDGET = { p99Ms: 250 };
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const connections = Number(option("connections", "100"));
const codeCount = Number(option("codes", "1000"));
const playerCount = Number(option("players", "3000"));
/** Rounds of portal then bare; the figure is each server's median round (by p99). */
const rounds = Number(option("rounds", "3"));
/** --cpu-prof DIR: the portal writes a V8 CPU profile there when it stops. */
const cpuProfileDir = option("cpu-prof", "");
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log("BENCH_DATABASE_URL is not set: the claim benchmark runs on PostgreSQL only.");
  process.exit(0);
}

async function createDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("drop database if exists bench_gifts with (force)");
  await client.query("create database bench_gifts");
  await client.end();
  const target = new URL(url);
  target.pathname = "/bench_gifts";
  return target.toString();
}

/** One game (its id) and `playerCount` players. */
async function seedPlayers(db: Db) {
  const gameId = await insertGame(db, { slug: "bench-game", names: { en: "Bench" } });
  const players: number[] = [];
  for (let from = 0; from < playerCount; from += 500) {
    const size = Math.min(500, playerCount - from);
    const ids = await db
      .insert(users)
      .values(Array.from({ length: size }, (_, n) => ({ nickname: `Bench${from + n}` })))
      .returning({ id: users.id });
    players.push(...ids.map(({ id }) => id));
  }
  return { gameId, players };
}

/** A free pack with `codes` codes (each run claims a pack of its own). */
async function seedPack(db: Db, gameId: number, codes: number) {
  const [pack] = await db
    .insert(giftPacks)
    .values({
      gameId,
      texts: { en: { name: "Bench pack", contents: "", instructions: "" } },
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: giftPacks.id });
  const packId = pack?.id ?? 0;
  await db
    .insert(giftCodes)
    .values(Array.from({ length: codes }, (_, n) => ({ packId, code: `B${packId}-${n}` })));
  return packId;
}

const startBare = (url: string, appSecret: string) =>
  startBareServer("bench/gift-claim/bare-server.mjs", (port) => [url, String(port)], {
    ...process.env,
    APP_SECRET: appSecret,
  });

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per claim (ms): what other work on the machine does not change. */
  cpuMs: number;
  errors: number;
  answers: Record<string, number>;
  handed: number;
  owners: number;
  most: number;
  correct: boolean;
}

/** Every player claims a fresh pack once, `connections` at a time; answers and database counts. */
async function claimRun(
  db: Db,
  target: { url: string; cpuMs(): number },
  cookies: string[],
  codes: number,
): Promise<Run> {
  const { url } = target;
  const packId = await seedPack(db, gameId, codes);
  const answers = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const cpuBefore = target.cpuMs();
  const result = await autocannon({
    url,
    connections,
    amount: cookies.length,
    requests: [
      {
        method: "POST",
        path: "/api/doleGift",
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ giftId: packId }),
          headers: { "content-type": "application/json", origin: url, cookie: cookies[next++] as string },
        }),
        onResponse: (status, body) => {
          const code = status === 200 ? 200 : (JSON.parse(body) as { code: number }).code;
          const key =
            { 200: "claimed", 4704: "soldOut", 4705: "alreadyClaimed" }[code] ?? `other ${status}/${code}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (target.cpuMs() - cpuBefore) / cookies.length;
  const [counts] = (
    await db.execute<{ handed: number; owners: number; most: number }>(sql`
      select count(user_id)::int as handed, count(distinct user_id)::int as owners,
        coalesce((select max(n) from (select count(*)::int as n from gift_codes where pack_id = ${packId} and user_id is not null group by user_id) per), 0) as most
      from gift_codes where pack_id = ${packId}`)
  ).rows;
  const claimed = answers.get("claimed") ?? 0;
  const handed = counts?.handed ?? -1;
  return {
    perSecond: Math.round(cookies.length / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs,
    errors: result.errors + result.timeouts,
    answers: Object.fromEntries(answers),
    handed,
    owners: counts?.owners ?? -1,
    most: counts?.most ?? -1,
    correct:
      claimed === handed &&
      handed === counts?.owners &&
      (counts?.most ?? 0) <= 1 &&
      claimed === Math.min(codes, cookies.length) &&
      (answers.get("soldOut") ?? 0) === cookies.length - claimed &&
      result.errors + result.timeouts === 0,
  };
}

const describe = (label: string, run: Run) =>
  `  ${label.padEnd(12)} ${String(run.perSecond).padStart(5)} claims/s  p50 ${String(run.p50).padStart(4)} ms  p99 ${String(run.p99).padStart(4)} ms  CPU ${run.cpuMs.toFixed(2)} ms/claim  ${JSON.stringify(run.answers)}; codes handed ${run.handed} to ${run.owners} owners, at most ${run.most} each: ${run.correct ? "exact" : "WRONG"}`;

const median = (runs: Run[]) =>
  [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor((runs.length - 1) / 2)] as Run;

const url = await createDatabase(adminUrl);
const database = await openDatabase({ url, dataDir: "" });
const { gameId, players } = await seedPlayers(database.db);
const server = await startProductionServer(database, url, { cpuProfileDir: cpuProfileDir || undefined });
const bare = await startBare(url, server.appSecret);
const cookies = await server.signIn(players);
console.log(
  `claim benchmark: ${connections} connections; each run, ${playerCount} players claim a fresh pack of ${codeCount} codes once; ${rounds} rounds of portal then bare; ${cpus().length} cores`,
);
try {
  // Warm-up (not counted): a server in production has run its code before the rush.
  for (const target of [server, bare]) await claimRun(database.db, target, cookies.slice(0, 1000), 300);
  const portalRuns: Run[] = [];
  const bareRuns: Run[] = [];
  for (let round = 1; round <= rounds; round++) {
    portalRuns.push(await claimRun(database.db, server, cookies, codeCount));
    console.log(describe(`portal #${round}`, portalRuns.at(-1) as Run));
    bareRuns.push(await claimRun(database.db, bare, cookies, codeCount));
    console.log(describe(`bare #${round}`, bareRuns.at(-1) as Run));
  }
  const [portal, floor] = [median(portalRuns), median(bareRuns)];
  const correct = [...portalRuns, ...bareRuns].every((run) => run.correct);
  const fast = portal.p99 <= BUDGET.p99Ms;
  console.log(
    `median round: portal p99 ${portal.p99} ms, ${portal.perSecond} claims/s, CPU ${portal.cpuMs.toFixed(2)} ms/claim beside bare p99 ${floor.p99} ms, ${floor.perSecond} claims/s, CPU ${floor.cpuMs.toFixed(2)} ms/claim; budget p99 ≤ ${BUDGET.p99Ms} ms: ${fast ? "PASS" : "FAIL"}; counts ${correct ? "exact" : "WRONG"}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  process.exitCode = correct && (fast || !args.includes("--check")) ? 0 : 1;
} finally {
  await bare.stop();
  await server.stop();
  await database.close();
}

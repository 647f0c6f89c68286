// See bench/gift-claim.mjs. Seeds a fresh database, starts the real server on it, loads doleGift.
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { users } from "../../apps/server/src/db/schema/account.ts";
import { games } from "../../apps/server/src/db/schema/games.ts";
import { giftCodes, giftPacks } from "../../apps/server/src/db/schema/gifts.ts";
import { freePort, startServerProcess } from "../../apps/server/src/testing/server-process.ts";
import { productionEnv } from "../lib/portal-env.ts";
import { signInPlayers } from "../lib/signed-in-players.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return Number(at >= 0 && args[at + 1] ? args[at + 1] : fallback);
};
const connections = option("connections", "100");
const codeCount = option("codes", "1000");
const playerCount = option("players", "3000");
/** Every player claims once: exactly `codeCount` successes and the rest sold out. */
const requestCount = option("requests", String(playerCount));
const SECRET = "bench-secret-bench-secret";
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

/** One game, one pack with `codeCount` codes, and `playerCount` signed-in players (their sid tokens). */
async function seed(url: string) {
  const database = await openDatabase({ url, dataDir: "" });
  const { db } = database;
  const [game] = await db
    .insert(games)
    .values({
      slug: "bench-game",
      type: "rpg",
      platforms: ["web"],
      status: "released",
      company: "Bench",
      version: "1",
      syncSecret: "bench",
    })
    .returning({ id: games.id });
  const [pack] = await db
    .insert(giftPacks)
    .values({
      gameId: game?.id ?? 0,
      texts: { en: { name: "Bench pack", contents: "", instructions: "" } },
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: giftPacks.id });
  const packId = pack?.id ?? 0;
  await db
    .insert(giftCodes)
    .values(Array.from({ length: codeCount }, (_, n) => ({ packId, code: `BENCH-${n}` })));
  const tokens: string[] = [];
  for (let from = 0; from < playerCount; from += 500) {
    const size = Math.min(500, playerCount - from);
    const ids = await db
      .insert(users)
      .values(Array.from({ length: size }, (_, n) => ({ nickname: `Bench${from + n}` })))
      .returning({ id: users.id });
    tokens.push(
      ...(await signInPlayers(
        db,
        ids.map(({ id }) => id),
        SECRET,
      )),
    );
  }
  return { database, packId, tokens };
}

const url = await createDatabase(adminUrl);
const { database, packId, tokens } = await seed(url);
// Production mode with every setting it requires (made-up outside services: none is contacted).
const port = await freePort();
const server = await startServerProcess(productionEnv(url, SECRET, port), {
  startTimeoutMs: 60_000,
  compiled: true,
  port,
});
console.log(
  `claim benchmark: ${connections} connections, ${requestCount} claims of ${codeCount} codes by ${playerCount} players; ${cpus().length} cores`,
);

const answers = new Map<string, number>();
let next = 0;
try {
  const result = await autocannon({
    url: server.url,
    connections,
    amount: requestCount,
    requests: [
      {
        method: "POST",
        path: "/api/doleGift",
        setupRequest: (request) => {
          const token = tokens[next++ % tokens.length];
          return {
            ...request,
            body: JSON.stringify({ giftId: packId }),
            headers: { "content-type": "application/json", origin: server.url, cookie: `sid=${token}` },
          };
        },
        onResponse: (status, body) => {
          const code = status === 200 ? 200 : (JSON.parse(body) as { code: number }).code;
          const key =
            { 200: "claimed", 4704: "soldOut", 4705: "alreadyClaimed" }[code] ?? `other ${status}/${code}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  const [counts] = (
    await database.db.execute<{ handed: number; owners: number; most: number }>(sql`
      select count(user_id)::int as handed, count(distinct user_id)::int as owners,
        coalesce((select max(n) from (select count(*)::int as n from gift_codes where pack_id = ${packId} and user_id is not null group by user_id) per), 0) as most
      from gift_codes where pack_id = ${packId}`)
  ).rows;
  const claimed = answers.get("claimed") ?? 0;
  console.log(
    `  throughput ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.timeouts}`,
  );
  console.log(`  answers    ${JSON.stringify(Object.fromEntries(answers))}`);
  console.log(
    `  database   codes handed ${counts?.handed}, distinct owners ${counts?.owners}, most codes per player ${counts?.most}`,
  );
  const correct =
    claimed === counts?.handed &&
    counts?.handed === counts?.owners &&
    (counts?.most ?? 0) <= 1 &&
    claimed === Math.min(codeCount, requestCount) &&
    [...answers.keys()].every((key) => !key.startsWith("other"));
  console.log(`  correctness ${correct ? "PASS" : "FAIL"} (load average ${loadavg()[0]?.toFixed(1)})`);
  process.exitCode = correct ? 0 : 1;
} finally {
  await server.stop();
  await database.close();
}

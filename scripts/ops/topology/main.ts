// See ../topology.mjs. Order: database and fakes → portal 1 and Caddy → load through one process →
// portals 2 and 3 → the same load through three → checks across processes → load with a kill -9.
import { loadavg } from "node:os";
import { type Database, openDatabase } from "../../../apps/server/src/db/client.ts";
import {
  type OutsideWorld,
  productionSettings,
  startOutsideWorld,
} from "../../../apps/server/src/testing/production-portal.ts";
import {
  type Check,
  lockoutIsShared,
  newPostShowsEverywhere,
  rateLimitIsShared,
  signOutReachesEveryProcess,
} from "./checks.ts";
import { PlayerClient } from "./client.ts";
import { nothingLostOrDoubled, outboxDrained, outboxRanOnce } from "./ledger.ts";
import { type Journal, type LoadContext, newJournal, runLoad, signIn } from "./load.ts";
import { type Catalogue, type Player, seedCatalogue } from "./seed.ts";
import {
  caddyVersion,
  freePorts,
  freshDatabase,
  type Portal,
  type RunningProxy,
  startCaddy,
  startPortals,
} from "./stack.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return Number(at >= 0 && args[at + 1] ? args[at + 1] : fallback);
};
const JOURNEYS = option("journeys", 30);
const CONCURRENCY = option("concurrency", 12);
/** Visitors' lists are cached this long; invalidation must beat it by far. */
const CACHE_WINDOW_MS = 30_000;
const OUTBOX_LEASE_SECONDS = 5;
/** A sign-out's notice reaches the other processes in milliseconds; their session lookups live 5 s. */
const SIGN_OUT_NOTICE_LIMIT_MS = 1000;

const serverUrl = process.env.TEST_DATABASE_URL;
const caddy = caddyVersion();
if (!serverUrl || !caddy) {
  console.error(
    !serverUrl
      ? "TEST_DATABASE_URL must name a PostgreSQL server"
      : "caddy is missing: apt-get install caddy",
  );
  process.exit(1);
}
console.log(`topology: ${caddy}; ${JOURNEYS} journeys per phase, ${CONCURRENCY} at a time`);

const url = (port: number) => `http://127.0.0.1:${port}`;
const checks: Check[] = [];
const figures: { processes: string; journeys: number; seconds: number; journal: Journal }[] = [];
const cleanup: (() => Promise<unknown>)[] = [];
const timer = performance.now();
const log = (what: string) => console.log(`[${((performance.now() - timer) / 1000).toFixed(1)} s] ${what}`);

try {
  await run(serverUrl);
} catch (error) {
  checks.push({ name: "the run itself", ok: false, detail: String(error) });
} finally {
  for (const close of cleanup.reverse()) await close().catch(() => {});
}
report();

async function run(server: string) {
  const fresh = await freshDatabase(server);
  cleanup.push(fresh.drop);
  const database = await openDatabase({ url: fresh.url, dataDir: "" });
  cleanup.push(() => database.close());
  const [one, three, ...portalPorts] = (await freePorts(5)) as [number, number, number, number, number];
  const world = await startOutsideWorld(database, `${url(three)}/api/topup/webhook/stripe`);
  cleanup.push(() => world.close());
  const catalogue = await seedCatalogue(database, world.gameServer, JOURNEYS * 3 + 4);
  log(`database ${fresh.url.split("/").pop()} migrated and seeded; outside world started`);
  const settings = productionSettings({
    databaseUrl: fresh.url,
    publicUrl: url(three),
    world,
    extra: { PUBLIC_CACHE_MS: String(CACHE_WINDOW_MS), OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_SECONDS) },
  });
  const portals: Portal[] = [];
  cleanup.push(() => Promise.all(portals.map((p) => p.stop())));
  portals.push(...(await startPortals(portalPorts.slice(0, 1), settings)));
  const proxy: RunningProxy = await startCaddy([
    { port: one, upstreams: portalPorts.slice(0, 1) },
    { port: three, upstreams: portalPorts },
  ]);
  cleanup.push(() => proxy.stop());
  log(`portal 1 and Caddy up (site :${one} → portal 1, site :${three} → portals 1–3)`);
  await phases({ database, world, catalogue, portals, settings, portalPorts, one, three });
}

interface Stack {
  database: Database;
  world: OutsideWorld;
  catalogue: Catalogue;
  portals: Portal[];
  settings: Record<string, string>;
  portalPorts: number[];
  one: number;
  three: number;
}

async function phases(stack: Stack) {
  const { database, world, catalogue, portals } = stack;
  const players = (phase: number) => catalogue.players.slice(phase * JOURNEYS, (phase + 1) * JOURNEYS);
  const [signOut, lockout, rate, author] = catalogue.players.slice(JOURNEYS * 3) as Player[];
  const context = await loadContext(stack, author as Player);

  world.stripe.webhookUrl = `${url(stack.one)}/api/topup/webhook/stripe`;
  await measure("1", { ...context, proxyUrl: url(stack.one) }, players(0));
  portals.push(...(await startPortals(stack.portalPorts.slice(1), stack.settings)));
  log("portals 2 and 3 up");
  world.stripe.webhookUrl = `${url(stack.three)}/api/topup/webhook/stripe`;
  const both = await measure("3", context, players(1));
  await outboxDrained(database.db, 60_000);
  checks.push(await outboxRanOnce(database.db, 0));
  const seen = mergeJournals(figures[0]?.journal ?? newJournal(), both);
  const ids = [...players(0), ...players(1)].map((p) => p.id);
  checks.push(await nothingLostOrDoubled(database.db, ids, seen, catalogue, context.postId));

  const origin = context.origin;
  checks.push(await signOutReachesEveryProcess(portals, origin, signOut as Player, SIGN_OUT_NOTICE_LIMIT_MS));
  checks.push(await lockoutIsShared(portals, origin, lockout as Player));
  checks.push(await rateLimitIsShared(portals, origin, rate as Player, catalogue.forumId));
  checks.push(
    await newPostShowsEverywhere(portals, origin, author as Player, catalogue.forumId, CACHE_WINDOW_MS),
  );
  log("checks across processes done");

  await killMidLoad(stack, context, players(2));
}

/** The forum post the load comments on, written by the author through the proxy. */
async function loadContext(stack: Stack, author: Player): Promise<LoadContext> {
  const origin = url(stack.three);
  const client = new PlayerClient(origin, url(stack.three));
  await signIn(client, author);
  const forumId = stack.catalogue.forumId;
  const post = await client.post("/api/addPost", {
    forumId,
    title: "Launch day",
    content: "Tell us!",
    imageIds: [],
  });
  if (post.code !== 200) throw new Error(`the launch post was refused: ${post.code}`);
  return {
    origin,
    proxyUrl: url(stack.three),
    catalogue: stack.catalogue,
    postId: Number(post.data.id),
    stripe: stack.world.stripe,
  };
}

async function measure(
  processes: string,
  context: LoadContext,
  players: Player[],
  onStarted?: (n: number) => void,
) {
  const journal = newJournal();
  const seconds = await runLoad(context, players, journal, CONCURRENCY, onStarted);
  figures.push({ processes, journeys: players.length, seconds, journal });
  log(`load through ${processes} process(es): ${players.length} journeys in ${seconds.toFixed(1)} s`);
  return journal;
}

/** Portal 2 gets kill -9 once a third of the journeys have started; the load goes on through Caddy. */
async function killMidLoad(stack: Stack, context: LoadContext, players: Player[]) {
  const victim = stack.portals[1] as Portal;
  let killed: Promise<void> | undefined;
  const journal = await measure("3, kill -9 of one", context, players, (started) => {
    if (started >= players.length / 3) killed ??= victim.kill().then(() => log("portal 2 killed (SIGKILL)"));
  });
  await killed;
  const drained = await outboxDrained(stack.database.db, 60_000);
  log(`outbox ${drained ? "drained" : "NOT drained"} after the kill`);
  checks.push(await outboxRanOnce(stack.database.db, 1));
  const ids = players.map((p) => p.id);
  checks.push(await nothingLostOrDoubled(stack.database.db, ids, journal, stack.catalogue, context.postId));
}

function mergeJournals(a: Journal, b: Journal): Journal {
  const failed = { ...a.failed };
  for (const [step, n] of Object.entries(b.failed)) failed[step as keyof typeof failed] += n;
  return {
    latenciesMs: [...a.latenciesMs, ...b.latenciesMs],
    failed,
    claimedBy: [...a.claimedBy, ...b.claimedBy],
    ordered: [...a.ordered, ...b.ordered],
    paid: [...a.paid, ...b.paid],
    commented: a.commented + b.commented,
  };
}

function report() {
  console.log("\nprocesses          journeys  requests  seconds  req/s  p50 ms  p99 ms  failed (in flight)");
  for (const { processes, journeys, seconds, journal } of figures) {
    const sorted = [...journal.latenciesMs].sort((x, y) => x - y);
    const pick = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    const failed = Object.entries(journal.failed).filter(([, n]) => n > 0);
    console.log(
      [
        processes.padEnd(17),
        String(journeys).padStart(8),
        String(sorted.length).padStart(8),
        seconds.toFixed(1).padStart(7),
        (sorted.length / seconds).toFixed(0).padStart(5),
        String(pick(0.5)).padStart(6),
        String(pick(0.99)).padStart(6),
        failed.map(([step, n]) => `${step} ${n}`).join(", ") || "none",
      ].join("  "),
    );
  }
  console.log(`load average ${loadavg()[0]?.toFixed(1)} (the machine is shared; figures move with it)\n`);
  for (const check of checks)
    console.log(`${check.ok ? "PASS" : "FAIL"} ${check.name}\n     ${check.detail}`);
  const failedChecks = checks.filter((check) => !check.ok).length;
  console.log(`\n${checks.length - failedChecks} checks passed, ${failedChecks} failed`);
  process.exit(failedChecks > 0 || checks.length === 0 ? 1 : 0);
}

import { messages } from "../../apps/server/src/db/schema/messages.ts";
import { newSignedInPlayer } from "../../apps/server/src/testing/players.ts";
import { createTestApp, type TestClient } from "../../apps/server/src/testing/test-app.ts";

/** Budgets for the busy player (ms, p99). */
const BUDGET_P99_MS = { counts: 50, firstPage: 50, deepPage: 80 };
const MESSAGES = 10_000;
const ROUNDS = 200;

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const t = await createTestApp();
const kinds = [
  { type: "reply", kind: "reviewReply" },
  { type: "like", kind: "reviewLike" },
  { type: "follow", kind: "newFollower" },
  { type: "system", kind: "orderDelivered" },
] as const;

async function playerWith(count: number) {
  const player = await newSignedInPlayer(t);
  const actor = await newSignedInPlayer(t);
  for (let start = 0; start < count; start += 1000) {
    await t.database.db.insert(messages).values(
      Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
        const n = start + i;
        const { type, kind } = kinds[n % kinds.length] ?? kinds[0];
        return {
          userId: player.id,
          type,
          kind,
          subject: `bench:${n}`,
          link: "/",
          actorId: type === "system" ? null : actor.id,
          excerpt: "A few words",
          createdAt: new Date(Date.now() - n * 1000),
          readAt: n % 2 === 0 ? new Date() : null,
        };
      }),
    );
  }
  return player.client;
}

async function timings(client: TestClient, url: string) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const answer = await client.get(url);
    times.push(performance.now() - started);
    if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const busy = await playerWith(MESSAGES);
const quiet = await playerWith(10);
const counts = (await busy.get<{ total: number }>("/api/personalMessageNotice")).data;
const calls = {
  counts: "/api/personalMessageNotice",
  firstPage: "/api/personalMessageReply?page=1&pageSize=20",
  deepPage: "/api/personalMessageReply?page=100&pageSize=20",
} as const;

const database = process.env.BENCH_DATABASE_URL ? "postgres" : "pglite";
console.log(
  `messages bench on ${database}: ${MESSAGES} messages, ${counts.total} unread; ${ROUNDS} calls each`,
);
let over = false;
for (const [name, url] of Object.entries(calls) as [keyof typeof calls, string][]) {
  const heavy = await timings(busy, url);
  const light = await timings(quiet, url);
  const budget = BUDGET_P99_MS[name];
  const pass = heavy.p99 <= budget;
  over ||= !pass;
  console.log(
    `  ${name.padEnd(10)} 10,000: p50 ${heavy.p50.toFixed(1)} ms, p99 ${heavy.p99.toFixed(1)} ms  |  10 (baseline): p50 ${light.p50.toFixed(1)} ms, p99 ${light.p99.toFixed(1)} ms  |  budget p99 ${budget} ms ${pass ? "PASS" : "FAIL"}`,
  );
}
await t.close();
if (over && process.argv.includes("--check")) process.exit(1);

// Checks across processes: each talks to the portal processes directly (not through the proxy), so
// it is known which process answered what.
import { randomBytes } from "node:crypto";
import { PlayerClient } from "./client.ts";
import { signIn } from "./load.ts";
import type { Player } from "./seed.ts";
import type { Portal } from "./stack.ts";

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const ACCOUNT_LOCKED = 4293;
const POSTING_TOO_FAST = 4607;
const NOT_SIGNED_IN = 401;
/** POST_LIMIT: five posts in ten minutes, the sixth is refused. */
const POSTS_ALLOWED = 5;
/** LOGIN_MAX_FAILURES: five wrong passwords, then the account is locked. */
const FAILURES_ALLOWED = 5;

const on = (portals: Portal[], index: number) => portals[index % portals.length] as Portal;

/**
 * Signed in on process 1, signed out on process 2: the session is refused on 2 at once, and on 1 and
 * 3 as soon as their notice arrives (each process keeps session lookups for SESSION_CACHE_MS, far
 * longer than `limitMs`, so a pass shows the notice, not the expiry, ended it).
 */
export async function signOutReachesEveryProcess(
  portals: Portal[],
  origin: string,
  player: Player,
  limitMs: number,
) {
  const client = new PlayerClient(origin, on(portals, 0).url);
  const signedIn = await signIn(client, player);
  const before = await Promise.all(portals.map((p) => client.at(p.url).get("/api/token")));
  const out = await client.at(on(portals, 1).url).post("/api/logout", {});
  const atOnce = await client.at(on(portals, 1).url).get("/api/token");
  const refusedAfter = await Promise.all(
    portals.map((p) =>
      msUntil(limitMs, async () => (await client.at(p.url).get("/api/token")).code === NOT_SIGNED_IN),
    ),
  );
  const ok =
    signedIn.code === 200 &&
    before.every((a) => a.code === 200) &&
    out.code === 200 &&
    atOnce.code === NOT_SIGNED_IN &&
    refusedAfter.every((ms) => ms !== undefined);
  const refused = refusedAfter.map((ms) => (ms === undefined ? "never" : `${Math.round(ms)} ms`)).join(", ");
  const detail = `signed in on 1; /api/token before ${codes(before)}; signed out on 2, which then answered ${atOnce.code}; refused by 1, 2, 3 after ${refused} (limit ${limitMs} ms)`;
  return { name: "a session signed out on one process is refused on the others", ok, detail };
}

/** Five wrong passwords spread over the processes lock the account on every one of them. */
export async function lockoutIsShared(portals: Portal[], origin: string, player: Player) {
  const wrong = await sequential(FAILURES_ALLOWED, (n) =>
    signIn(new PlayerClient(origin, on(portals, n).url), player, "wrong-password-1"),
  );
  const right = await Promise.all(portals.map((p) => signIn(new PlayerClient(origin, p.url), player)));
  const ok = wrong.every((a) => a.code !== 200) && right.every((a) => a.code === ACCOUNT_LOCKED);
  const detail = `wrong passwords on 1,2,3,1,2: ${codes(wrong)}; the right one on each: ${codes(right)}`;
  return { name: "sign-in failures are counted across processes (lockout)", ok, detail };
}

/** Five posts spread over the processes use up the player's posting rate on every one of them. */
export async function rateLimitIsShared(portals: Portal[], origin: string, player: Player, forumId: number) {
  const client = new PlayerClient(origin, on(portals, 0).url);
  await signIn(client, player);
  const post = (n: number) =>
    client.at(on(portals, n).url).post("/api/addPost", {
      forumId,
      title: `Rate ${n}`,
      content: "Counting posts across processes",
      imageIds: [],
    });
  const allowed = await sequential(POSTS_ALLOWED, post);
  const refused = await post(POSTS_ALLOWED);
  const ok = allowed.every((a) => a.code === 200) && refused.code === POSTING_TOO_FAST;
  const detail = `posts on 1,2,3,1,2: ${codes(allowed)}; the sixth on 3: ${refused.code}`;
  return { name: "rate limits are counted across processes (posting rate)", ok, detail };
}

/**
 * Visitors' post lists are cached per process for `windowMs`; a new post on process 1 must show on
 * every process well inside it (LISTEN/NOTIFY invalidation), not only once the window ends.
 */
export async function newPostShowsEverywhere(
  portals: Portal[],
  origin: string,
  player: Player,
  forumId: number,
  windowMs: number,
) {
  const visitor = (p: Portal) => new PlayerClient(origin, p.url);
  const list = `/api/post?forumId=${forumId}`;
  for (const p of portals) await visitor(p).get(list);
  const author = new PlayerClient(origin, on(portals, 0).url);
  await signIn(author, player);
  const title = `Patch notes ${randomBytes(3).toString("hex")}`;
  const posted = await author.post("/api/addPost", {
    forumId,
    title,
    content: "Patch 1.1 is out",
    imageIds: [],
  });
  const started = performance.now();
  const limitMs = Math.min(5000, windowMs / 4);
  const seenAfter = await Promise.all(
    portals.map((p) =>
      msUntil(limitMs, async () => JSON.stringify((await visitor(p).get(list)).data).includes(title)),
    ),
  );
  const ok = posted.code === 200 && seenAfter.every((ms) => ms !== undefined);
  const shown = seenAfter.map((ms) => (ms === undefined ? "never" : `${Math.round(ms)} ms`)).join(", ");
  const detail = `cache window ${windowMs} ms; the post (made on 1) shown to visitors of 1, 2, 3 after ${shown} (limit ${limitMs} ms, from ${Math.round(performance.now() - started)} ms of polling)`;
  return { name: "a content change is visible on every process inside the public cache window", ok, detail };
}

async function msUntil(limitMs: number, seen: () => Promise<boolean>): Promise<number | undefined> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await seen()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

async function sequential<T>(count: number, work: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let n = 0; n < count; n++) results.push(await work(n));
  return results;
}

const codes = (answers: { code: number }[]) => answers.map((a) => a.code).join("/");

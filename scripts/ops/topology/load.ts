// The bounded mixed load: each journey is one player browsing, signing in, claiming the gift,
// ordering, paying through the Stripe fake's signed webhook, and commenting, all through the proxy.
import { randomBytes } from "node:crypto";
import type { StripeFake } from "../../../apps/server/src/testing/fakes/stripe-fake.ts";
import { type Answer, PlayerClient } from "./client.ts";
import { type Catalogue, PASSWORD, type Player } from "./seed.ts";

export const STEPS = ["browse", "signIn", "claim", "order", "pay", "comment"] as const;
export type Step = (typeof STEPS)[number];

/** What the load saw: every answer's time, and per step what succeeded and what failed. */
export interface Journal {
  latenciesMs: number[];
  failed: Record<Step, number>;
  claimedBy: number[];
  /** Orders the portal answered (their numbers); paid ones had a webhook answered 200. */
  ordered: string[];
  paid: string[];
  commented: number;
}

export interface LoadContext {
  origin: string;
  proxyUrl: string;
  catalogue: Catalogue;
  postId: number;
  stripe: StripeFake;
}

export function newJournal(): Journal {
  const failed = Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>;
  return { latenciesMs: [], failed, claimedBy: [], ordered: [], paid: [], commented: 0 };
}

/**
 * Runs one journey per player with `concurrency` at a time; `onStarted(n)` after each start (the
 * kill -9 phase uses it). Answers the wall-clock seconds.
 */
export async function runLoad(
  context: LoadContext,
  players: Player[],
  journal: Journal,
  concurrency: number,
  onStarted: (started: number) => void = () => {},
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < players.length) {
        const player = players[next++] as Player;
        onStarted(next);
        await journey(context, player, journal);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

async function timed(journal: Journal, work: () => Promise<Answer>): Promise<Answer> {
  const t0 = performance.now();
  const answer = await work();
  journal.latenciesMs.push(performance.now() - t0);
  return answer;
}

/** One step; a failed step is counted and ends the journey (the next steps need it). */
async function step(journal: Journal, name: Step, work: () => Promise<Answer>): Promise<Answer | undefined> {
  const answer = await timed(journal, work);
  if (answer.code === 200) return answer;
  journal.failed[name]++;
  return undefined;
}

async function journey(context: LoadContext, player: Player, journal: Journal) {
  const { catalogue } = context;
  const client = new PlayerClient(context.origin, context.proxyUrl);
  const browsed = await step(journal, "browse", async () => {
    const posts = await client.get(`/api/post?forumId=${catalogue.forumId}`);
    return posts.code === 200 ? client.get(`/api/getGoodsList?appId=${catalogue.gameId}&region=US`) : posts;
  });
  if (!browsed) return;
  if (!(await step(journal, "signIn", () => signIn(client, player)))) return;
  if (!(await step(journal, "claim", () => client.post("/api/doleGift", { giftId: catalogue.packId }))))
    return;
  journal.claimedBy.push(player.id);
  const order = await step(journal, "order", () => placeOrder(client, context, player));
  if (!order) return;
  const orderNo = String(order.data.orderNo);
  journal.ordered.push(orderNo);
  const sessionId = String((order.data.next as { url: string }).url.split("/").pop());
  if (!(await step(journal, "pay", () => payByWebhook(context.stripe, sessionId)))) return;
  journal.paid.push(orderNo);
  const comment = { postId: context.postId, content: `Gems arrived for ${player.email}` };
  if (await step(journal, "comment", () => client.post("/api/addComment", comment))) journal.commented++;
}

export function signIn(client: PlayerClient, player: Player, password = PASSWORD) {
  return client.post("/api/login", { by: "password", account: player.email, password });
}

function placeOrder(client: PlayerClient, context: LoadContext, player: Player) {
  return client.post("/api/pay", {
    appId: context.catalogue.gameId,
    serverId: "s1",
    roleId: `r${player.id}a`,
    goodsId: context.catalogue.goodsId,
    region: "US",
    method: "card",
    idempotencyKey: randomBytes(8).toString("hex"),
  });
}

/**
 * The player pays on the provider's page; its signed webhook goes through the proxy. A webhook that
 * got no 200 (its process was killed) is sent again with the same event id, as Stripe retries.
 */
async function payByWebhook(stripe: StripeFake, sessionId: string): Promise<Answer> {
  const session = () => stripe.sessions.get(sessionId) ?? {};
  const completed = "checkout.session.completed";
  let delivery = await stripe.pay(sessionId).catch(() => undefined);
  const eventId = delivery?.eventId ?? `evt_retry_${sessionId}`;
  for (let retry = 0; delivery?.status !== 200 && retry < 5; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    delivery = await stripe.sendEvent(completed, session(), { id: eventId }).catch(() => undefined);
  }
  const status = delivery?.status ?? 0;
  return { status, code: status, data: {} };
}

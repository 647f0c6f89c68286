// What the database holds after the load, against what the load saw succeed: nothing lost beyond
// the requests in flight on a killed process, nothing doubled, every outbox job run once.
import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import type { Check } from "./checks.ts";
import type { Journal } from "./load.ts";
import type { Catalogue } from "./seed.ts";

/** Waits until no outbox job is pending (a job leased by a killed process waits out its lease). */
export async function outboxDrained(db: Db, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox where status = 'pending'`,
    );
    if (left.rows[0]?.n === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Every job ran once: done on its first attempt, none failed, and the game server asked once per
 * order. After a kill -9, a job the dead process had leased runs again (`rerunsAllowed`), and the
 * game server answers that repeat with the first receipt instead of giving the goods twice.
 */
export async function outboxRanOnce(db: Db, rerunsAllowed: number): Promise<Check> {
  const jobs = await db.execute<{ done: number; failed: number; pending: number; again: number }>(sql`
    select count(*) filter (where status = 'done')::int as done, count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'pending')::int as pending, count(*) filter (where attempts > 1)::int as again from outbox`);
  const asks = await db.execute<{ orders: number; repeated: number }>(sql`
    select count(*)::int as orders, count(*) filter (where requests > 1)::int as repeated from sandbox_game_deliveries`);
  const j = jobs.rows[0] ?? { done: 0, failed: 0, pending: 0, again: 0 };
  const a = asks.rows[0] ?? { orders: 0, repeated: 0 };
  const ok = j.failed === 0 && j.pending === 0 && j.again <= rerunsAllowed && a.repeated <= j.again;
  const detail = `jobs done ${j.done}, failed ${j.failed}, pending ${j.pending}, run more than once ${j.again} (allowed ${rerunsAllowed}); game server: ${a.orders} orders delivered, ${a.repeated} asked again`;
  return { name: "each outbox job runs once", ok, detail };
}

type Held = {
  orders: number;
  delivered: number;
  seenMissing: number;
  paidNotDelivered: number;
  claims: number;
  mostClaims: number;
  comments: number;
  mostOrders: number;
};

async function held(db: Db, playerIds: number[], journal: Journal, catalogue: Catalogue, postId: number) {
  const ids = sql.raw(playerIds.join(",") || "0");
  const seen = sql.raw(journal.ordered.map((o) => `'${o.replace(/\W/g, "")}'`).join(",") || "''");
  const paid = sql.raw(journal.paid.map((o) => `'${o.replace(/\W/g, "")}'`).join(",") || "''");
  const rows = await db.execute<Held>(sql`select
    (select count(*)::int from topup_orders where user_id in (${ids})) as orders,
    (select count(*)::int from sandbox_game_deliveries d join topup_orders o on o.order_no = d.idempotency_key where o.user_id in (${ids})) as delivered,
    (select ${journal.ordered.length}::int - count(*)::int from topup_orders where order_no in (${seen})) as "seenMissing",
    (select count(*)::int from topup_orders where order_no in (${paid}) and status <> 'delivered') as "paidNotDelivered",
    (select count(*)::int from gift_codes where pack_id = ${catalogue.packId} and user_id in (${ids})) as claims,
    (select coalesce(max(n), 0)::int from (select count(*) as n from gift_codes where pack_id = ${catalogue.packId} and user_id in (${ids}) group by user_id) c) as "mostClaims",
    (select coalesce(max(n), 0)::int from (select count(*) as n from topup_orders where user_id in (${ids}) group by user_id) c) as "mostOrders",
    (select count(*)::int from post_comments where post_id = ${postId} and user_id in (${ids})) as comments`);
  return rows.rows[0] as Held;
}

/** What the load saw succeed is all there; beyond it only what was in flight; nothing twice. */
export async function nothingLostOrDoubled(
  db: Db,
  playerIds: number[],
  journal: Journal,
  catalogue: Catalogue,
  postId: number,
): Promise<Check> {
  const h = await held(db, playerIds, journal, catalogue, postId);
  const f = journal.failed;
  const within = (count: number, seen: number, inFlight: number) => count >= seen && count <= seen + inFlight;
  const ok =
    h.seenMissing === 0 &&
    h.paidNotDelivered === 0 &&
    within(h.orders, journal.ordered.length, f.order) &&
    within(h.delivered, journal.paid.length, f.pay) &&
    within(h.claims, journal.claimedBy.length, f.claim) &&
    within(h.comments, journal.commented, f.comment) &&
    h.mostClaims <= 1 &&
    h.mostOrders <= 1;
  const detail = [
    `orders ${h.orders} (seen ${journal.ordered.length}, in flight ${f.order}, missing ${h.seenMissing}, most per player ${h.mostOrders})`,
    `delivered ${h.delivered} (paid ${journal.paid.length}, paid but not delivered ${h.paidNotDelivered})`,
    `gift codes ${h.claims} (claims seen ${journal.claimedBy.length}, in flight ${f.claim}, most per player ${h.mostClaims})`,
    `comments ${h.comments} (seen ${journal.commented}, in flight ${f.comment})`,
  ].join("; ");
  return { name: "nothing lost beyond in-flight requests, nothing doubled", ok, detail };
}

import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { dashboardDaily, dashboardDays } from "../../db/schema/dashboards.ts";

/** One figure of one reporting day: what `dashboard_daily` stores and the live day computes. */
export interface DailyFigure {
  metric: Metric;
  day: string;
  key: string;
  currency: string;
  value: number;
}

/** A day range in the reporting time zone, both ends included (`YYYY-MM-DD`). */
export interface DayRange {
  timeZone: string;
  from: string;
  to: string;
}

/** Statuses of orders whose payment arrived; a refund later does not undo that it was paid. */
const paidStatuses = sql.raw(`('paid', 'delivered', 'review', 'refunded')`);

const dayOf = (column: SQL, r: DayRange) => sql`(${column} at time zone ${r.timeZone}::text)::date`;
/** `column` within the range: from the first day's midnight to the midnight after the last day. */
const within = (column: SQL, r: DayRange) =>
  sql`${column} >= (${r.from}::date)::timestamp at time zone ${r.timeZone}::text
    and ${column} < (${r.to}::date + 1)::timestamp at time zone ${r.timeZone}::text`;
/** Each order counted once per breakdown: its game, its region and its payment method. */
const orderDimensions = sql`cross join lateral (values ('game:' || o.game_id), ('region:' || o.region), ('method:' || o.method)) as d(key)`;

/**
 * Each metric as one SELECT of (metric, day, key, currency, value) over a day range. Days are cut
 * in the reporting time zone; keys and currencies are '' where the metric has none.
 */
const metricQueries = {
  registrations: (r: DayRange) => sql`
    select ${dayOf(sql`u.created_at`, r)} as day, '' as key, '' as currency, count(*) as value
    from users u where ${within(sql`u.created_at`, r)} group by 1`,
  /** Players with at least one page view (signed in) that day. */
  activePlayers: (r: DayRange) => sql`
    select ${dayOf(sql`v.at`, r)}, '', '', count(distinct v.user_id)
    from page_views v where v.user_id is not null and ${within(sql`v.at`, r)} group by 1`,
  reservations: (r: DayRange) => sql`
    select ${dayOf(sql`x.created_at`, r)}, x.game_id::text, '', count(*)
    from reservations x where ${within(sql`x.created_at`, r)} group by 1, 2`,
  claims: (r: DayRange) => sql`
    select ${dayOf(sql`c.claimed_at`, r)}, c.pack_id::text, '', count(*)
    from gift_codes c where c.claimed_at is not null and ${within(sql`c.claimed_at`, r)} group by 1, 2`,
  /**
   * Revenue per breakdown and currency: what was paid, on the day of payment, minus what went back,
   * on the day the refund succeeded (a refund counts under its order's game, region and method).
   */
  revenue: (r: DayRange) => sql`
    select day, key, currency, sum(amount) from (
      select ${dayOf(sql`o.paid_at`, r)} as day, d.key, o.currency, o.amount_minor as amount
      from topup_orders o ${orderDimensions}
      where o.status in ${paidStatuses} and o.paid_at is not null and ${within(sql`o.paid_at`, r)}
      union all
      select ${dayOf(sql`f.completed_at`, r)}, d.key, f.currency, -f.amount_minor
      from order_refunds f join topup_orders o on o.order_no = f.order_no ${orderDimensions}
      where f.status = 'succeeded' and ${within(sql`f.completed_at`, r)}
    ) as moves group by 1, 2, 3`,
  paidOrders: (r: DayRange) => sql`
    select ${dayOf(sql`o.paid_at`, r)}, '', '', count(*)
    from topup_orders o
    where o.status in ${paidStatuses} and o.paid_at is not null and ${within(sql`o.paid_at`, r)}
    group by 1`,
  /** Orders with a refund that succeeded that day (an order refunded in two parts the same day: once). */
  refundedOrders: (r: DayRange) => sql`
    select ${dayOf(sql`f.completed_at`, r)}, '', '', count(distinct f.order_no)
    from order_refunds f where f.status = 'succeeded' and ${within(sql`f.completed_at`, r)}
    group by 1`,
  /** Orders created that day that are no longer waiting for the payment (paid, failed, expired…). */
  settledOrders: (r: DayRange) => sql`
    select ${dayOf(sql`o.created_at`, r)}, '', '', count(*)
    from topup_orders o where o.status <> 'pending' and ${within(sql`o.created_at`, r)}
    group by 1`,
  /** …and of those, the ones whose payment arrived. */
  settledPaid: (r: DayRange) => sql`
    select ${dayOf(sql`o.created_at`, r)}, '', '', count(*)
    from topup_orders o
    where o.status <> 'pending' and o.paid_at is not null and ${within(sql`o.created_at`, r)}
    group by 1`,
  delivered: (r: DayRange) => sql`
    select ${dayOf(sql`o.delivered_at`, r)}, '', '', count(*)
    from topup_orders o
    where o.delivered_at is not null and o.paid_at is not null and ${within(sql`o.delivered_at`, r)}
    group by 1`,
  deliveryP50: (r: DayRange) => deliveryPercentile(r, 0.5),
  deliveryP90: (r: DayRange) => deliveryPercentile(r, 0.9),
} satisfies Record<string, (r: DayRange) => SQL>;

export type Metric = keyof typeof metricQueries;
export const metrics = Object.keys(metricQueries) as Metric[];

/** Paid → delivered in milliseconds, the given percentile over the orders delivered that day. */
function deliveryPercentile(r: DayRange, fraction: number) {
  return sql`
    select ${dayOf(sql`o.delivered_at`, r)}, '', '',
      round(percentile_cont(${fraction}::float8) within group
        (order by extract(epoch from o.delivered_at - o.paid_at) * 1000))
    from topup_orders o
    where o.delivered_at is not null and o.paid_at is not null and ${within(sql`o.delivered_at`, r)}
    group by 1`;
}

/** One SELECT of every figure of `wanted` over the range, as (metric, day, key, currency, value). */
function figuresQuery(wanted: readonly Metric[], range: DayRange) {
  return sql.join(
    wanted.map(
      (metric) =>
        sql`select ${metric}::text as metric, day::date as day, key::text as key,
          currency::text as currency, value::bigint as value
        from (${metricQueries[metric](range)}) as m(day, key, currency, value)`,
    ),
    sql` union all `,
  );
}

type FigureRow = { metric: Metric; day: string; key: string; currency: string; value: string | number };
const toFigure = (row: FigureRow): DailyFigure => ({ ...row, value: Number(row.value) });

const keyStarts = (keyPrefix: string) => sql`starts_with(key, ${keyPrefix}::text)`;

/** The figures computed from the source tables now (the live day, and what the rebuild stores). */
export async function computeFigures(db: DbOrTx, wanted: readonly Metric[], range: DayRange, keyPrefix = "") {
  const result = await db.execute<FigureRow>(sql`
    select metric, day::text as day, key, currency, value from (${figuresQuery(wanted, range)}) as f
    where ${keyStarts(keyPrefix)}
    order by day, metric, key, currency`);
  return result.rows.map(toFigure);
}

/** The stored figures of `wanted` over the range. */
export async function storedFigures(
  db: DbOrTx,
  wanted: readonly Metric[],
  from: string,
  to: string,
  keyPrefix = "",
) {
  const result = await db.execute<FigureRow>(sql`
    select metric, day::text as day, key, currency, value from ${dashboardDaily}
    where metric in (${sql.join(
      wanted.map((metric) => sql`${metric}`),
      sql`, `,
    )}) and day between ${from}::date and ${to}::date and ${keyStarts(keyPrefix)}
    order by day, metric, key, currency`);
  return result.rows.map(toFigure);
}

/** Days of the range without stored figures, or with figures cut in another time zone. */
export async function daysToBuild(db: DbOrTx, range: DayRange): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    select d::date::text as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    where not exists (
      select 1 from ${dashboardDays} x where x.day = d::date and x.time_zone = ${range.timeZone}::text)
    order by 1`);
  return result.rows.map((row) => row.day);
}

/** Rebuilding takes this lock for its transaction: two processes rebuild one after the other. */
const REBUILD_LOCK = 0x64617368;

export async function lockRebuild(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
}

/** Replaces the stored figures of the range's days with the ones computed from the source tables. */
export async function replaceDays(db: DbOrTx, range: DayRange, at: Date) {
  await db.execute(
    sql`delete from ${dashboardDaily} where day between ${range.from}::date and ${range.to}::date`,
  );
  await db.execute(sql`
    insert into ${dashboardDaily} (metric, day, key, currency, value) ${figuresQuery(metrics, range)}`);
  await db.execute(sql`
    insert into ${dashboardDays} (day, time_zone, computed_at)
    select d::date, ${range.timeZone}::text, ${at.toISOString()}::timestamptz
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    on conflict (day) do update set time_zone = excluded.time_zone, computed_at = excluded.computed_at`);
}

/** Gift packs' names in the language, falling back on English. */
export async function packNames(db: DbOrTx, packIds: number[], language: string) {
  if (packIds.length === 0) return new Map<number, string>();
  const result = await db.execute<{ id: number; name: string | null }>(sql`
    select id, coalesce(nullif(texts -> ${language} ->> 'name', ''), texts -> 'en' ->> 'name') as name
    from gift_packs where id in (${sql.join(
      packIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [Number(row.id), row.name ?? ""]));
}

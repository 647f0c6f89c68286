import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";
import { auditEntries, staffMembers } from "../../db/schema/staff.ts";
import { topupOrders } from "../../db/schema/topup.ts";

export interface OrderFilter {
  orderNo?: string;
  player?: string;
  gameId?: number;
  status?: (typeof topupOrders.$inferSelect)["status"];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  providerRef?: string;
  /** Keyset: the last row of the previous page (newest first). */
  after?: { createdAt: Date; orderNo: string };
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A player by id (digits), e-mail (with @, exactly) or part of the nickname. */
function playerMatch(q: string): SQL | undefined {
  if (/^\d{1,9}$/.test(q)) return eq(topupOrders.userId, Number(q));
  if (q.includes("@")) return sql`lower(${users.email}) = lower(${q})`;
  return ilike(users.nickname, likeText(q));
}

export function searchOrders(db: DbOrTx, filter: OrderFilter, limit: number) {
  const { after } = filter;
  return db
    .select({ order: topupOrders, nickname: users.nickname })
    .from(topupOrders)
    .innerJoin(users, eq(users.id, topupOrders.userId))
    .where(
      and(
        filter.orderNo ? eq(topupOrders.orderNo, filter.orderNo) : undefined,
        filter.player ? playerMatch(filter.player) : undefined,
        filter.gameId ? eq(topupOrders.gameId, filter.gameId) : undefined,
        filter.status ? eq(topupOrders.status, filter.status) : undefined,
        filter.from ? gte(topupOrders.createdAt, filter.from) : undefined,
        filter.to ? lt(topupOrders.createdAt, filter.to) : undefined,
        filter.providerRef ? eq(topupOrders.gatewayRef, filter.providerRef) : undefined,
        after
          ? or(
              lt(topupOrders.createdAt, after.createdAt),
              and(eq(topupOrders.createdAt, after.createdAt), lt(topupOrders.orderNo, after.orderNo)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(topupOrders.createdAt), desc(topupOrders.orderNo))
    .limit(limit);
}

export async function nicknameOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.nickname ?? "";
}

/** Staff actions on the order, oldest first, with who did them. */
export function orderAudit(db: DbOrTx, orderNo: string) {
  return db
    .select({ entry: auditEntries, staffName: staffMembers.name })
    .from(auditEntries)
    .leftJoin(staffMembers, eq(staffMembers.id, auditEntries.staffId))
    .where(and(eq(auditEntries.subjectType, "order"), eq(auditEntries.subjectId, orderNo)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
}

export async function staffNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Statuses of an order the provider was paid for. */
export const PAID_STATUSES = ["paid", "delivered", "review", "refunded"] as const;

/** Orders paid in [from, to) that went through the provider (wallet and portal-card orders did not). */
export function paidProviderOrders(db: DbOrTx, from: Date, to: Date) {
  return db
    .select()
    .from(topupOrders)
    .where(
      and(
        inArray(topupOrders.status, [...PAID_STATUSES]),
        isNotNull(topupOrders.gatewayRef),
        gte(topupOrders.paidAt, from),
        lt(topupOrders.paidAt, to),
      ),
    )
    .orderBy(asc(topupOrders.paidAt));
}

export function ordersByNumber(db: DbOrTx, orderNos: string[]) {
  if (orderNos.length === 0) return Promise.resolve([]);
  return db
    .select({ orderNo: topupOrders.orderNo, status: topupOrders.status })
    .from(topupOrders)
    .where(inArray(topupOrders.orderNo, orderNos));
}

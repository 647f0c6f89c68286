import { contentFallback, type Language } from "@portal/contracts/languages";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { listCardsByIds } from "../games/games.service.ts";
import type { CouponRow } from "./topup.repository.ts";
import * as repo from "./topup.repository.ts";

interface Purchase {
  gameId: number;
  currency: string;
  priceMinor: number;
  now: Date;
}

/** What a coupon takes off a price: a percentage (rounded down) or an amount, always leaving ≥ 1. */
export function discountOf(coupon: Pick<CouponRow, "kind" | "value">, priceMinor: number) {
  const off = coupon.kind === "percent" ? Math.floor((priceMinor * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, priceMinor - 1));
}

/** Whether the coupon may pay part of this purchase; why not when it may not. */
export function couponFits(coupon: CouponRow, purchase: Purchase): boolean {
  if (coupon.usedOrderNo) return false;
  if (coupon.startsAt > purchase.now || coupon.endsAt <= purchase.now) return false;
  if (coupon.gameIds !== null && !coupon.gameIds.includes(purchase.gameId)) return false;
  if (coupon.currency !== null && coupon.currency !== purchase.currency) return false;
  return purchase.priceMinor >= coupon.minSpendMinor && discountOf(coupon, purchase.priceMinor) > 0;
}

/** The player's own coupon that fits the purchase, and its discount; otherwise couponInvalid. */
export async function couponDiscount(db: Db, userId: number, couponId: number, purchase: Purchase) {
  await db.transaction((tx) => repo.expireDueOrders(tx, userId, purchase.now));
  const coupon = await repo.findCoupon(db, couponId);
  if (!coupon || coupon.userId !== userId || !couponFits(coupon, purchase))
    throw new AppError("couponInvalid");
  return { id: coupon.id, discountMinor: discountOf(coupon, purchase.priceMinor) };
}

function couponState(coupon: CouponRow, now: Date) {
  if (coupon.usedOrderNo) return "used" as const;
  if (coupon.endsAt <= now) return "expired" as const;
  if (coupon.startsAt > now) return "upcoming" as const;
  return "usable" as const;
}

export async function myCoupons(deps: AppDeps, userId: number, language: Language) {
  const db = deps.database.db;
  // A coupon held by an order that expired unpaid is usable again.
  await db.transaction((tx) => repo.expireDueOrders(tx, userId, deps.now()));
  const rows = await repo.couponsOf(db, userId);
  const gameIds = [...new Set(rows.flatMap((r) => r.gameIds ?? []))];
  const names = new Map(
    (await listCardsByIds(db, contentFallback(language), gameIds)).map((c) => [c.id, c.name]),
  );
  const now = deps.now();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    value: row.value,
    currency: row.currency,
    minSpendMinor: row.minSpendMinor,
    appIds: row.gameIds,
    gameNames: (row.gameIds ?? []).flatMap((id) => names.get(id) ?? []),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: couponState(row, now),
  }));
}

import type { Coupon, Goods } from "../api";

/** The player's usable coupons that fit the item: its game (or any), its currency (or any), its minimum spend. */
export function fittingCoupons(coupons: Coupon[], item: Goods | undefined, appId: number | undefined) {
  if (!item) return [];
  return coupons.filter(
    (c) =>
      c.state === "usable" &&
      (c.appIds === null || (appId !== undefined && c.appIds.includes(appId))) &&
      (c.currency === null || c.currency === item.currency) &&
      item.priceMinor >= c.minSpendMinor,
  );
}

/** What a coupon takes off the price (display only: the server decides); at least 1 minor unit is paid. */
export function discountOf(item: Goods | undefined, coupon: Coupon | undefined) {
  if (!item || !coupon) return 0;
  const off = coupon.kind === "percent" ? Math.floor((item.priceMinor * coupon.value) / 100) : coupon.value;
  return Math.min(off, item.priceMinor - 1);
}

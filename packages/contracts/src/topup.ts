import { z } from "zod";
import { appId } from "./games.ts";
import { cursorPaged, cursorPageQuery, entityId } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { prepaidCardPin, prepaidCardSerial } from "./validation.ts";

/**
 * In-game top-up. Every amount is an integer in the currency's minor unit (IDR and VND have none).
 * The server decides the amount from the goods price, the currency and the coupon; whatever the
 * client shows is display only.
 */

/** Digits after the decimal point per currency (ISO 4217). */
export const currencyDigits = { IDR: 0, VND: 0, THB: 2, TWD: 2, USD: 2 } as const;
export type Currency = keyof typeof currencyDigits;
export const currencies = Object.keys(currencyDigits) as Currency[];

/**
 * How the player pays: a hosted page (card or wallet), a bank-app QR code, a payment order sent by
 * e-mail, a prepaid card checked by the gateway, or the portal's own stored-value balance.
 */
export const paymentVariants = ["redirect", "qr", "email", "prepaidCard", "wallet"] as const;
export type PaymentVariant = (typeof paymentVariants)[number];

export interface PaymentMethod {
  id: string;
  variant: PaymentVariant;
  /** The method's pages cannot work inside a game webview: open them in the phone's browser. */
  external: boolean;
  /** How long an unpaid order stays payable. */
  validityMinutes: number;
}

const method = (
  id: string,
  variant: PaymentVariant,
  validityMinutes: number,
  external = variant === "redirect" || variant === "qr",
): PaymentMethod => ({ id, variant, external, validityMinutes });

/** The portal's stored-value balance; offered when it covers the price. */
export const WALLET_METHOD = method("wallet", "wallet", 10, false);

/** Methods offered in more than one region. */
const card = method("card", "redirect", 30);
const emailOrder = method("emailOrder", "email", 24 * 60);
const prepaidCard = method("ppCard", "prepaidCard", 10);

/** Payment regions, their currency and their methods (methods differ per region). */
export const paymentRegions = {
  ID: {
    currency: "IDR",
    methods: [card, method("dana", "redirect", 30), method("qris", "qr", 30), emailOrder, prepaidCard],
  },
  VN: {
    currency: "VND",
    methods: [card, method("momo", "redirect", 30), method("vietqr", "qr", 10), prepaidCard],
  },
  TH: {
    currency: "THB",
    methods: [card, method("truemoney", "redirect", 30), method("promptpay", "qr", 10), emailOrder],
  },
  TW: { currency: "TWD", methods: [card, emailOrder] },
  US: { currency: "USD", methods: [card, method("paypal", "redirect", 30), emailOrder] },
} as const satisfies Record<string, { currency: Currency; methods: PaymentMethod[] }>;
export type PaymentRegion = keyof typeof paymentRegions;
export const regionIds = Object.keys(paymentRegions) as PaymentRegion[];

export function regionMethod(region: PaymentRegion, methodId: string): PaymentMethod | undefined {
  if (methodId === WALLET_METHOD.id) return WALLET_METHOD;
  return (paymentRegions[region].methods as readonly PaymentMethod[]).find((m) => m.id === methodId);
}

/** "12345" minor units of THB → "123.45"; of IDR → "12,345" (grouping by the locale). */
export function formatMinor(amountMinor: number, currency: string, locale = "en"): string {
  const digits = currencyDigits[currency as Currency] ?? 2;
  return moneyFormat(locale, currency, digits).format(amountMinor / 10 ** digits);
}

/** One formatter per language and currency: making an Intl.NumberFormat costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** `refunded`: the whole payment went back to the player; a partial refund leaves the status as it was. */
export const orderStatuses = [
  "pending",
  "paid",
  "delivered",
  "failed",
  "expired",
  "review",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** What the result page shows for a status. */
export type OrderResult = "success" | "pending" | "fail";
export function orderResult(status: OrderStatus): OrderResult {
  if (status === "delivered") return "success";
  if (status === "failed" || status === "expired" || status === "refunded") return "fail";
  return "pending";
}

const region = z.enum(regionIds as [PaymentRegion, ...PaymentRegion[]], { error: "validation:invalid" });
const gameServerId = z.string({ error: "topup:chooseServer" }).trim().min(1, "topup:chooseServer").max(64);
const roleId = z.string({ error: "topup:chooseRole" }).trim().min(1, "topup:chooseRole").max(64);
const orderNo = z.string({ error: "validation:invalid" }).trim().min(1, "validation:invalid").max(40);

export const topupGame = z.object({
  appId: z.number(),
  name: z.string(),
  icon: z.string(),
  recent: z.boolean(),
});
export const topupGames = defineRoute({
  method: "GET",
  path: "/topupGames",
  data: z.array(topupGame),
});

export const gameServer = z.object({ serverId: z.string(), name: z.string(), last: z.boolean() });
export const getServerList = defineRoute({
  method: "GET",
  path: "/getServerList",
  query: z.object({ appId }),
  data: z.array(gameServer),
  signedIn: true,
});

export const gameRole = z.object({
  roleId: z.string(),
  name: z.string(),
  level: z.number(),
  /** Used for the last top-up of this game (offered first). */
  last: z.boolean(),
});
export const getRolelist = defineRoute({
  method: "GET",
  path: "/getRolelist",
  query: z.object({ appId, serverId: gameServerId }),
  data: z.array(gameRole),
  signedIn: true,
});

export const getRoleInfo = defineRoute({
  method: "GET",
  path: "/v1/pay/getRoleInfo",
  query: z.object({ appId, serverId: gameServerId, roleId }),
  data: gameRole.omit({ last: true }).extend({ serverName: z.string() }),
  signedIn: true,
});

export const getRegion = defineRoute({
  method: "GET",
  path: "/getRegion",
  data: z.object({
    regions: z.array(z.object({ id: z.string(), currency: z.string() })),
    /** Suggested from the player's account region. */
    suggested: z.string(),
    /** The prepaid card's serial digits and PIN length, for the card fields (checked with the contract's schemas). */
    prepaidCard: z.object({ serialDigits: z.number(), pinMinLength: z.number(), pinMaxLength: z.number() }),
  }),
});

export const goods = z.object({
  goodsId: z.number(),
  name: z.string(),
  priceMinor: z.number(),
  currency: z.string(),
  points: z.number(),
});
export const getGoodsList = defineRoute({
  method: "GET",
  path: "/getGoodsList",
  query: z.object({ appId, region }),
  data: z.array(goods),
});

export const paymentMethod = z.object({
  id: z.string(),
  variant: z.enum(paymentVariants),
  external: z.boolean(),
  validityMinutes: z.number(),
});
export const getThirdPaymentList = defineRoute({
  method: "GET",
  path: "/v1/pay/getThirdPaymentList",
  query: z.object({ region, appId: appId.optional(), goodsId: entityId.optional() }),
  data: z.object({
    methods: z.array(paymentMethod),
    /** The player's balance in the region's currency (0 for visitors). */
    walletMinor: z.number(),
    /** Whether the player has a bound e-mail (the e-mail order needs one). */
    boundMail: z.boolean(),
  }),
});

export const coupon = z.object({
  id: z.number(),
  kind: z.enum(["percent", "amount"]),
  value: z.number(),
  currency: z.string().nullable(),
  minSpendMinor: z.number(),
  /** The games it pays for, or null for every game. */
  appIds: z.array(z.number()).nullable(),
  /** Their names in the player's language (empty for every game). */
  gameNames: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(["usable", "used", "expired", "upcoming"]),
});
export const discountCoupons = defineRoute({
  method: "GET",
  path: "/discountCoupons",
  data: z.array(coupon),
  signedIn: true,
});

/** What the client does next after placing an order. */
export const payNext = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("redirect"), url: z.string() }),
  z.object({
    kind: z.literal("qr"),
    qrText: z.string(),
    /** The QR code as a data: URL image. */
    qrImage: z.string(),
    bankUrl: z.string(),
    expiresAt: z.string(),
    validityMinutes: z.number(),
  }),
  z.object({ kind: z.literal("email"), email: z.string() }),
  z.object({ kind: z.literal("result") }),
]);

export const pay = defineRoute({
  method: "POST",
  path: "/pay",
  body: z.object({
    appId,
    serverId: gameServerId,
    roleId,
    goodsId: entityId,
    region,
    method: z.string().trim().min(1, "topup:chooseMethod").max(32),
    couponId: entityId.optional(),
    cardSerial: prepaidCardSerial.optional(),
    /** Required with a prepaid card: the PIN printed under the card's scratch panel. */
    cardPin: prepaidCardPin.optional(),
    /** Display only: the server ignores it and charges the goods price less the coupon. */
    clientAmount: z.number().optional(),
    /** One per tap of Pay; a double tap sends the same key and gets the same order. */
    idempotencyKey: z.string().trim().min(8, "validation:invalid").max(64, "validation:invalid"),
  }),
  data: z.object({
    orderNo: z.string(),
    amountMinor: z.number(),
    currency: z.string(),
    status: z.enum(orderStatuses),
    next: payNext,
  }),
  signedIn: true,
});

export const order = z.object({
  orderNo: z.string(),
  appId: z.number(),
  gameName: z.string(),
  serverId: z.string(),
  serverName: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  roleLevel: z.number(),
  goodsName: z.string(),
  region: z.string(),
  method: z.string(),
  currency: z.string(),
  priceMinor: z.number(),
  discountMinor: z.number(),
  amountMinor: z.number(),
  status: z.enum(orderStatuses),
  result: z.enum(["success", "pending", "fail"]),
  email: z.string().nullable(),
  cardSerialLast4: z.string().nullable(),
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const getOrderInfo = defineRoute({
  method: "GET",
  path: "/getOrderInfo",
  query: z.object({ orderNo }),
  data: order,
  signedIn: true,
});

export const getOrderStatus = defineRoute({
  method: "GET",
  path: "/getOrderStatus",
  query: z.object({ orderNo }),
  data: z.object({
    orderNo: z.string(),
    status: z.enum(orderStatuses),
    result: z.enum(["success", "pending", "fail"]),
  }),
  signedIn: true,
});

export const rechargeHistory = defineRoute({
  method: "GET",
  path: "/rechargeHistory",
  query: z.object(cursorPageQuery),
  data: cursorPaged(order),
  signedIn: true,
});

export const getWalletInfo = defineRoute({
  method: "GET",
  path: "/getWalletInfo",
  data: z.object({ balances: z.array(z.object({ currency: z.string(), balanceMinor: z.number() })) }),
  signedIn: true,
});

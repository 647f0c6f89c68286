// Generated from ../topup.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../topup.ts";
import { routeRef } from "../route.ts";

export type * from "../topup.ts";

export const currencies: typeof contract.currencies = ["IDR","VND","THB","TWD","USD"] as const;
export const currencyDigits: typeof contract.currencyDigits = {"IDR":0,"VND":0,"THB":2,"TWD":2,"USD":2} as const;
export const discountCoupons = routeRef<typeof contract.discountCoupons>("GET", "/discountCoupons", true);
export const getGoodsList = routeRef<typeof contract.getGoodsList>("GET", "/getGoodsList");
export const getOrderInfo = routeRef<typeof contract.getOrderInfo>("GET", "/getOrderInfo", true);
export const getOrderStatus = routeRef<typeof contract.getOrderStatus>("GET", "/getOrderStatus", true);
export const getRegion = routeRef<typeof contract.getRegion>("GET", "/getRegion");
export const getRoleInfo = routeRef<typeof contract.getRoleInfo>("GET", "/v1/pay/getRoleInfo", true);
export const getRolelist = routeRef<typeof contract.getRolelist>("GET", "/getRolelist", true);
export const getServerList = routeRef<typeof contract.getServerList>("GET", "/getServerList", true);
export const getThirdPaymentList = routeRef<typeof contract.getThirdPaymentList>("GET", "/v1/pay/getThirdPaymentList");
export const getWalletInfo = routeRef<typeof contract.getWalletInfo>("GET", "/getWalletInfo", true);
export const orderStatuses: typeof contract.orderStatuses = ["pending","paid","delivered","failed","expired","review","refunded"] as const;
export const pay = routeRef<typeof contract.pay>("POST", "/pay", true);
export const paymentRegions: typeof contract.paymentRegions = {"ID":{"currency":"IDR","methods":[{"id":"card","variant":"redirect","external":true,"validityMinutes":30},{"id":"dana","variant":"redirect","external":true,"validityMinutes":30},{"id":"qris","variant":"qr","external":true,"validityMinutes":30},{"id":"emailOrder","variant":"email","external":false,"validityMinutes":1440},{"id":"ppCard","variant":"prepaidCard","external":false,"validityMinutes":10}]},"VN":{"currency":"VND","methods":[{"id":"card","variant":"redirect","external":true,"validityMinutes":30},{"id":"momo","variant":"redirect","external":true,"validityMinutes":30},{"id":"vietqr","variant":"qr","external":true,"validityMinutes":10},{"id":"ppCard","variant":"prepaidCard","external":false,"validityMinutes":10}]},"TH":{"currency":"THB","methods":[{"id":"card","variant":"redirect","external":true,"validityMinutes":30},{"id":"truemoney","variant":"redirect","external":true,"validityMinutes":30},{"id":"promptpay","variant":"qr","external":true,"validityMinutes":10},{"id":"emailOrder","variant":"email","external":false,"validityMinutes":1440}]},"TW":{"currency":"TWD","methods":[{"id":"card","variant":"redirect","external":true,"validityMinutes":30},{"id":"emailOrder","variant":"email","external":false,"validityMinutes":1440}]},"US":{"currency":"USD","methods":[{"id":"card","variant":"redirect","external":true,"validityMinutes":30},{"id":"paypal","variant":"redirect","external":true,"validityMinutes":30},{"id":"emailOrder","variant":"email","external":false,"validityMinutes":1440}]}} as const;
export const paymentVariants: typeof contract.paymentVariants = ["redirect","qr","email","prepaidCard","wallet"] as const;
export const rechargeHistory = routeRef<typeof contract.rechargeHistory>("GET", "/rechargeHistory", true);
export const regionIds: typeof contract.regionIds = ["ID","VN","TH","TW","US"] as const;
export const topupGames = routeRef<typeof contract.topupGames>("GET", "/topupGames");
export const WALLET_METHOD: typeof contract.WALLET_METHOD = {"id":"wallet","variant":"wallet","external":false,"validityMinutes":10} as const;

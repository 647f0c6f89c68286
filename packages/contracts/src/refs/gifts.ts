// Generated from ../gifts.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../gifts.ts";
import { routeRef } from "../route.ts";

export type * from "../gifts.ts";

export const bonusDoleProduct = routeRef<typeof contract.bonusDoleProduct>("POST", "/bonusDoleProduct", true);
export const bonusExchangeRecord = routeRef<typeof contract.bonusExchangeRecord>("GET", "/bonusExchangeRecord", true);
export const bonusGetBirthProduct = routeRef<typeof contract.bonusGetBirthProduct>("GET", "/bonusGetBirthProduct");
export const bonusGetLastAddr = routeRef<typeof contract.bonusGetLastAddr>("GET", "/bonusGetLastAddr", true);
export const bonusGetOtherProduct = routeRef<typeof contract.bonusGetOtherProduct>("GET", "/bonusGetOtherProduct");
export const bonusGetProductDetail = routeRef<typeof contract.bonusGetProductDetail>("GET", "/bonusGetProductDetail");
export const bonusGetVipProduct = routeRef<typeof contract.bonusGetVipProduct>("GET", "/bonusGetVipProduct");
export const bonusIndex = routeRef<typeof contract.bonusIndex>("GET", "/bonusIndex");
export const claimRechargeGift = routeRef<typeof contract.claimRechargeGift>("POST", "/gift/rechargeAmt/dole", true);
export const doleGift = routeRef<typeof contract.doleGift>("POST", "/doleGift", true);
export const getUserScore = routeRef<typeof contract.getUserScore>("GET", "/getUserScore", true);
export const giftDetail = routeRef<typeof contract.giftDetail>("GET", "/giftDetail");
export const giftGameList = routeRef<typeof contract.giftGameList>("GET", "/giftGameList");
export const giftList = routeRef<typeof contract.giftList>("GET", "/giftList");
export const isSign = routeRef<typeof contract.isSign>("GET", "/isSign", true);
export const mallSections: typeof contract.mallSections = ["general","vip","birthday"] as const;
export const MAX_EXCHANGE_QUANTITY: typeof contract.MAX_EXCHANGE_QUANTITY = 10 as const;
export const myGiftCodes = routeRef<typeof contract.myGiftCodes>("GET", "/myGiftCodes", true);
export const packConditions: typeof contract.packConditions = ["vip","reservation","dailySignIn","email","task"] as const;
export const packKinds: typeof contract.packKinds = ["code","points","mission","all"] as const;
export const packStates: typeof contract.packStates = ["claimable","claimed","soldOut","pointsInsufficient","locked","expired"] as const;
export const rechargeGifts = routeRef<typeof contract.rechargeGifts>("GET", "/gift/rechargeAmt", true);
export const scoreLog = routeRef<typeof contract.scoreLog>("GET", "/scoreLog", true);
export const sign = routeRef<typeof contract.sign>("POST", "/sign", true);
export const treasureBox = routeRef<typeof contract.treasureBox>("POST", "/treasureBox", true);
export const treasurePrizeKinds: typeof contract.treasurePrizeKinds = ["thanks","small","medium","large","jackpot"] as const;

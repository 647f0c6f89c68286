import type { GiftPack } from "./api";

/** A claimable Dragon Realm pack by code as the server lists it; tests change what they are about. */
export function giftPack(overrides: Partial<GiftPack> = {}): GiftPack {
  return {
    giftId: 7,
    appId: 1,
    gameName: "Dragon Realm",
    gameIcon: "/icon.png",
    name: "Starter pack",
    contents: "100 gems",
    instructions: "Redeem in settings",
    validUntil: "2030-01-31T00:00:00.000Z",
    pointsCost: 0,
    minVipLevel: 0,
    needsDailySignIn: false,
    needsReservation: false,
    needsEmail: false,
    total: 50,
    remaining: 3,
    state: "claimable",
    missing: null,
    task: null,
    progress: null,
    code: null,
    ...overrides,
  };
}

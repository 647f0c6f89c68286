import {
  batchCodeTaken,
  type CardBatchFile,
  importCardBatch,
} from "../../features/topup/prepaid-cards.service.ts";
import type { Db } from "../client.ts";

const YEAR = 365 * 24 * 60 * 60 * 1000;

/** The demo's prepaid cards (listed in the README): 60 Diamonds in Indonesia and in Vietnam. */
export function demoCardBatches(now: Date): CardBatchFile[] {
  const cards = (prefix: string, pin: string) =>
    [1, 2, 3, 4, 5].map((n) => ({ serial: `${prefix}${String(n).padStart(23, "0")}`, pin: `${pin}${n}` }));
  const expiresAt = new Date(now.getTime() + 5 * YEAR);
  return [
    {
      code: "DEMO-ID-15000",
      faceValueMinor: 15000,
      currency: "IDR",
      region: "ID",
      expiresAt,
      cards: cards("91", "DEMO100"),
    },
    {
      code: "DEMO-VN-25000",
      faceValueMinor: 25000,
      currency: "VND",
      region: "VN",
      expiresAt,
      cards: cards("92", "DEMO200"),
    },
  ];
}

/** Imports the demo batches once; later starts find them and add nothing. */
export async function seedPrepaidCards(db: Db, appSecret: string, now = new Date()): Promise<number> {
  let added = 0;
  for (const batch of demoCardBatches(now)) {
    if (await batchCodeTaken(db, batch.code)) continue;
    added += (await importCardBatch(db, appSecret, batch)).cards;
  }
  return added;
}

import {
  currencyDigits,
  type PaymentRegion,
  paymentRegions,
  regionIds,
  regionMethod,
} from "@portal/contracts/topup";
import type { prepaidCardBatches } from "../../db/schema/prepaid-cards.ts";
import type { topupGoods } from "../../db/schema/topup.ts";
import type { ActivityRow, CampaignRow, MethodRow } from "./catalogue-editing.repository.ts";

/** The payment regions with their currency and its digits, as the console's price fields need them. */
export const regionCurrencies = () =>
  regionIds.map((id) => {
    const currency = paymentRegions[id].currency;
    return { id, currency, digits: currencyDigits[currency] };
  });

/** Goods as the console edits them: prices by payment region (stored by the region's currency). */
export function presentGoods(row: typeof topupGoods.$inferSelect) {
  return {
    id: row.id,
    gameId: row.gameId,
    sku: row.sku,
    names: row.names,
    points: row.points,
    prices: Object.fromEntries(
      regionIds.flatMap((id) => {
        const price = row.prices[paymentRegions[id].currency];
        return price === undefined ? [] : [[id, price]];
      }),
    ),
    active: row.active,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

export function presentMethod(row: MethodRow) {
  const method = regionMethod(row.region as PaymentRegion, row.methodId);
  return {
    id: row.methodId,
    variant: method?.variant ?? "redirect",
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

export function presentCampaign({
  campaign,
  issued,
  used,
}: {
  campaign: CampaignRow;
  issued: number;
  used: number;
}) {
  return {
    id: campaign.id,
    name: campaign.name,
    kind: campaign.kind,
    value: campaign.value,
    currency: campaign.currency,
    minSpendMinor: campaign.minSpendMinor,
    gameIds: campaign.gameIds,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    issued,
    used,
  };
}

/** A batch and how many of its cards exist and paid; never a serial or PIN. */
export function presentBatch({
  batch,
  cards,
  used,
}: {
  batch: typeof prepaidCardBatches.$inferSelect;
  cards: number;
  used: number;
}) {
  return {
    id: batch.id,
    code: batch.code,
    region: batch.region,
    currency: batch.currency,
    faceValueMinor: batch.faceValueMinor,
    expiresAt: batch.expiresAt.toISOString(),
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    cards,
    used,
  };
}

/** An activity as the console edits it: texts split into titles and descriptions per language. */
export function presentActivity(row: ActivityRow) {
  const texts = Object.entries(row.texts);
  return {
    id: row.id,
    titles: Object.fromEntries(texts.map(([language, text]) => [language, text.title])),
    descriptions: Object.fromEntries(texts.map(([language, text]) => [language, text.description])),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    gameId: row.appId,
    currency: row.currency,
    tiers:
      row.tiers.length > 0
        ? row.tiers
        : [{ minAmountMinor: row.minAmountMinor, bonusPoints: row.bonusPoints }],
    version: row.version,
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "@portal/contracts/languages";
import { formatMinor } from "@portal/contracts/topup";
import type { DbOrTx } from "../../db/client.ts";
import { type AttemptCount, countAttempt, minutesUntil, refundAttempt } from "../../platform/attempts.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { markPaid } from "./delivery.ts";
import * as repo from "./prepaid-cards.repository.ts";
import type { OrderRow } from "./topup.repository.ts";

/** Wrong card tries allowed per player, and per card, within one window. */
export const CARD_MAX_TRIES = 5;
export const CARD_TRY_WINDOW_MS = 30 * 60 * 1000;

/**
 * PINs are stored as HMAC-SHA256 keyed with a key derived from APP_SECRET, over serial and PIN.
 * A leaked table without the secret gives nothing to brute-force offline; the serial in the input
 * makes equal PINs hash differently; importing 100 000 cards takes seconds (argon2 would take
 * hours and buys nothing once the key is secret). Rotating APP_SECRET therefore re-keys every card.
 */
export function hashCardPin(appSecret: string, serial: string, pin: string): string {
  const key = createHmac("sha256", appSecret).update("prepaid-card-pin:v1").digest();
  return `h1$${createHmac("sha256", key).update(`${serial}:${pin.toUpperCase()}`).digest("hex")}`;
}

function pinMatches(appSecret: string, serial: string, pin: string, stored: string | undefined) {
  const given = Buffer.from(hashCardPin(appSecret, serial, pin));
  // An unknown serial costs the same work and compares against a hash of the same length.
  const expected = Buffer.from(stored ?? hashCardPin(appSecret, "", ""));
  return given.length === expected.length && timingSafeEqual(given, expected) && stored !== undefined;
}

export interface CardRequest {
  serial: string;
  pin: string;
  region: string;
  currency: string;
  /** What the order will charge: the card's face value must be exactly this. */
  amountMinor: number;
  language: Language;
}

/** A card whose PIN was right and which can pay the order about to be placed. */
export interface PayableCard {
  cardId: number;
}

/** The shared attempt counters (platform/attempts.ts) that hold card tries. */
const tryKeys = (userId: number, serial: string) => ({
  player: `prepaid-card:player:${userId}`,
  card: `prepaid-card:card:${serial}`,
});

function refuseWhenOverLimit(count: AttemptCount, now: Date) {
  if (count.tries > CARD_MAX_TRIES)
    throw new AppError("prepaidCardTooManyTries", { minutes: minutesUntil(count.resetsAt, now) });
}

/**
 * Checks a card before its order is placed. Each try is counted (per player and per card) with one
 * statement before the PIN is compared, so concurrent guesses past the limit are never compared.
 * Every refusal changes no card and places no order. Answers null only with the sandbox provider
 * for a serial that is not ours: the sandbox gateway's demo rule decides then.
 */
export async function checkPrepaidCard(
  deps: AppDeps,
  userId: number,
  request: CardRequest,
): Promise<PayableCard | null> {
  const db = deps.database.db;
  const card = await repo.findCard(db, request.serial);
  if (deps.config.PAYMENT_PROVIDER === "sandbox" && !card) return null;
  const now = deps.now();
  const keys = tryKeys(userId, request.serial);
  refuseWhenOverLimit(await countAttempt(db, keys.player, CARD_TRY_WINDOW_MS, now), now);
  // An unknown serial counts against the player only: no counter row per made-up serial.
  if (card) refuseWhenOverLimit(await countAttempt(db, keys.card, CARD_TRY_WINDOW_MS, now), now);
  if (!card || !pinMatches(deps.config.APP_SECRET, request.serial, request.pin, card.pinHash))
    throw new AppError("prepaidCardWrong");
  // A try with the right PIN is not a guess: it is given back to the player and the card.
  await refundAttempt(db, keys.player);
  await refundAttempt(db, keys.card);
  if (card.status === "used") throw new AppError("prepaidCardUsed");
  const batch = await repo.findBatch(db, card.batchId);
  if (!batch) throw new Error(`card ${card.id} has no batch`);
  assertBatchPays(batch, request, now);
  return { cardId: card.id };
}

function assertBatchPays(batch: repo.CardBatchRow, request: CardRequest, now: Date) {
  if (batch.status !== "active") throw new AppError("prepaidCardWithdrawn");
  if (batch.expiresAt.getTime() <= now.getTime()) throw new AppError("prepaidCardExpired");
  if (batch.currency !== request.currency || batch.region !== request.region)
    throw new AppError("prepaidCardOtherRegion");
  if (batch.faceValueMinor !== request.amountMinor) {
    const money = (minor: number) => formatMinor(minor, batch.currency, request.language);
    throw new AppError("prepaidCardValueMismatch", {
      value: money(batch.faceValueMinor),
      amount: money(request.amountMinor),
    });
  }
}

/**
 * Redeems the checked card for the order in the order's own transaction: the card is taken with a
 * conditional update (one order, once) and the order is paid like any other payment.
 */
export async function redeemPrepaidCard(tx: DbOrTx, deps: AppDeps, card: PayableCard, order: OrderRow) {
  const now = deps.now();
  if (!(await repo.takeCard(tx, card.cardId, { orderNo: order.orderNo, userId: order.userId, now })))
    throw new AppError("prepaidCardUsed");
  if (!(await markPaid(tx, order, now, deps))) throw new Error(`order ${order.orderNo} was not payable`);
}

/** Whether a batch with this code was already imported (imports and the seed skip it). */
export function batchCodeTaken(db: DbOrTx, code: string) {
  return repo.batchCodeTaken(db, code);
}

export { type CardBatchFile, importCardBatch } from "./prepaid-cards-import.ts";

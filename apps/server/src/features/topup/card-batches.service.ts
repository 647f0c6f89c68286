import { randomInt } from "node:crypto";
import type { cardBatchForm } from "@portal/contracts/console/catalogue";
import { type Currency, currencyDigits, paymentRegions } from "@portal/contracts/topup";
import type { z } from "zod";
import type { Tx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { presentBatch } from "./catalogue.presenter.ts";
import { changeCatalogue } from "./catalogue-change.ts";
import * as repo from "./catalogue-editing.repository.ts";
import {
  CARD_CSV_COLUMNS,
  type CardBatchFile,
  CardImportError,
  importCardBatch,
  parseCardFile,
} from "./prepaid-cards-import.ts";

export async function listBatches(deps: AppDeps) {
  return (await repo.listBatches(deps.database.db)).map(presentBatch);
}

async function batchWithCounts(tx: Tx, batchId: number) {
  const [row] = await repo.listBatches(tx, batchId);
  if (!row) throw new AppError("cardBatchNotFound");
  return presentBatch(row);
}

const batchSubject = (id: number) => ({ type: "cardBatch", id });

/** Stores a checked card file with its audit entry, all or nothing; problems refuse it by line. */
async function storeBatch(deps: AppDeps, by: ConsoleStaff, file: CardBatchFile, action: string) {
  try {
    return await changeCatalogue(deps, by, async (tx) => {
      const summary = await importCardBatch(tx, deps.config.APP_SECRET, file);
      const after = await batchWithCounts(tx, summary.batchId);
      return { result: after, audit: { action, subject: batchSubject(after.id), before: null, after } };
    });
  } catch (error) {
    if (error instanceof CardImportError) throw cardFileRefused(error);
    throw error;
  }
}

function cardFileRefused(error: CardImportError) {
  if (error.problems.some((problem) => problem.endsWith("was imported before")))
    return new AppError("cardBatchCodeTaken");
  return new AppError("cardFileRefused", { problems: error.problems.slice(0, 20).join("; ") });
}

/** Imports a publisher's card file (the `cards:import` format) sent as text. */
export function importBatch(deps: AppDeps, by: ConsoleStaff, csv: string) {
  let file: CardBatchFile;
  try {
    file = parseCardFile(csv, deps.now());
  } catch (error) {
    if (error instanceof CardImportError) throw cardFileRefused(error);
    throw error;
  }
  return storeBatch(deps, by, file, "cardBatch.import");
}

const digits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join("");
const PIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const pin = () => Array.from({ length: 12 }, () => PIN_ALPHABET[randomInt(0, PIN_ALPHABET.length)]).join("");

function amountText(minor: number, currency: Currency) {
  const places = currencyDigits[currency];
  return places === 0 ? String(minor) : (minor / 10 ** places).toFixed(places);
}

/**
 * A new batch of random serials and PINs. The answer carries the cards as CSV in the import
 * format, PINs included, once: the server keeps only their keyed hashes.
 */
export async function generateBatch(deps: AppDeps, by: ConsoleStaff, input: z.output<typeof cardBatchForm>) {
  const region = paymentRegions[input.region];
  if (!region.methods.some((method) => method.variant === "prepaidCard"))
    throw new AppError("cardRegionUnsupported");
  const serials = new Set<string>();
  while (serials.size < input.count) serials.add(digits(25));
  const file: CardBatchFile = {
    code: input.batchCode,
    faceValueMinor: input.faceValueMinor,
    currency: region.currency,
    region: input.region,
    expiresAt: new Date(input.expiresAt),
    cards: [...serials].map((serial) => ({ serial, pin: pin() })),
  };
  const batch = await storeBatch(deps, by, file, "cardBatch.generate");
  const same = [
    amountText(file.faceValueMinor, file.currency),
    file.currency,
    file.region,
    file.expiresAt.toISOString(),
  ];
  const lines = file.cards.map((card) => [file.code, card.serial, card.pin, ...same].join(","));
  return { batch, csv: `${[CARD_CSV_COLUMNS.join(","), ...lines].join("\n")}\n` };
}

/** Withdraws a batch: its unused cards pay nothing from now on. */
export function withdrawBatch(deps: AppDeps, by: ConsoleStaff, batchId: number) {
  return changeCatalogue(deps, by, async (tx) => {
    const row = await repo.lockBatch(tx, batchId);
    if (!row) throw new AppError("cardBatchNotFound");
    if (row.status === "withdrawn") throw new AppError("cardBatchWithdrawn");
    const before = await batchWithCounts(tx, batchId);
    await repo.withdrawBatch(tx, batchId);
    const after = await batchWithCounts(tx, batchId);
    return {
      result: after,
      audit: { action: "cardBatch.withdraw", subject: batchSubject(batchId), before, after },
    };
  });
}

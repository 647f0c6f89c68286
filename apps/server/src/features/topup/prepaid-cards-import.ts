import { type Currency, currencyDigits, type PaymentRegion, paymentRegions } from "@portal/contracts/topup";
import { type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import * as repo from "./prepaid-cards.repository.ts";
import { hashCardPin } from "./prepaid-cards.service.ts";

/**
 * A batch of prepaid cards from a CSV file (format in docs/operations.md): UTF-8, one header line
 * `batch,serial,pin,face_value,currency,region,expires_at`, one card per line, one batch per file.
 */
export const CARD_CSV_COLUMNS = ["batch", "serial", "pin", "face_value", "currency", "region", "expires_at"];

export interface CardBatchFile {
  code: string;
  faceValueMinor: number;
  currency: Currency;
  region: PaymentRegion;
  expiresAt: Date;
  cards: { serial: string; pin: string }[];
}

export interface ImportSummary {
  batchId: number;
  batch: string;
  cards: number;
  faceValueMinor: number;
  currency: string;
  region: string;
  expiresAt: string;
}

/** Refused files: every bad line by its number (1 is the header); the values themselves are never echoed. */
export class CardImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`card file refused:\n${problems.join("\n")}`);
  }
}

type Line = Record<(typeof CARD_CSV_COLUMNS)[number], string>;

function lineProblems(line: Line, now: Date): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(line.batch)) problems.push("batch must be 1-40 letters, digits, - or _");
  if (!/^\d{25}$/.test(line.serial)) problems.push("serial must be exactly 25 digits");
  if (!/^[0-9A-Za-z]{4,20}$/.test(line.pin)) problems.push("pin must be 4-20 letters or digits");
  const currency = line.currency as Currency;
  if (!(currency in currencyDigits)) problems.push(`currency must be one of ${Object.keys(currencyDigits)}`);
  else if (faceValueMinor(line.face_value, currency) === null)
    problems.push(`face_value must be a positive amount with at most ${currencyDigits[currency]} decimals`);
  const region = paymentRegions[line.region as PaymentRegion];
  if (!region?.methods.some((m) => m.variant === "prepaidCard"))
    problems.push("region must be a payment region that takes prepaid cards");
  else if (region.currency !== line.currency)
    problems.push(`region ${line.region} pays in ${region.currency}`);
  const expiresAt = expiryOf(line.expires_at);
  if (!expiresAt) problems.push("expires_at must be YYYY-MM-DD or an ISO 8601 time with its offset");
  else if (expiresAt.getTime() <= now.getTime()) problems.push("expires_at is in the past");
  return problems;
}

function faceValueMinor(text: string, currency: Currency): number | null {
  const digits = currencyDigits[currency];
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
  return minor > 0 ? minor : null;
}

/** A date means "valid through that day" (UTC); a full time must carry its offset. */
function expiryOf(text: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : new Date(day.getTime() + 24 * 60 * 60 * 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Reads and checks the whole file; any bad line refuses all of it. */
export function parseCardFile(content: string, now: Date): CardBatchFile {
  const lines = content.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === "") lines.pop();
  const header = (lines[0] ?? "").split(",").map((h) => h.trim().toLowerCase());
  if (header.join(",") !== CARD_CSV_COLUMNS.join(","))
    throw new CardImportError([`line 1: the header must be ${CARD_CSV_COLUMNS.join(",")}`]);
  if (lines.length < 2) throw new CardImportError(["the file has no cards"]);
  const problems: string[] = [];
  const parsed: Line[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((text, index) => {
    const number = index + 2;
    const cells = text.split(",").map((cell) => cell.trim());
    if (cells.length !== CARD_CSV_COLUMNS.length) {
      problems.push(`line ${number}: ${CARD_CSV_COLUMNS.length} columns expected, found ${cells.length}`);
      return;
    }
    const line = Object.fromEntries(CARD_CSV_COLUMNS.map((c, i) => [c, cells[i] ?? ""])) as Line;
    const first = parsed[0];
    const own = lineProblems(line, now);
    if (first && own.length === 0)
      for (const c of ["batch", "face_value", "currency", "region", "expires_at"] as const)
        if (line[c] !== first[c]) own.push(`${c} differs from the first card's (one batch per file)`);
    const twin = seen.get(line.serial);
    if (twin) own.push(`serial repeats line ${twin}`);
    else seen.set(line.serial, number);
    for (const problem of own) problems.push(`line ${number}: ${problem}`);
    if (own.length === 0) parsed.push(line);
  });
  const first = parsed[0];
  if (problems.length > 0 || !first) throw new CardImportError(problems);
  const currency = first.currency as Currency;
  return {
    code: first.batch,
    faceValueMinor: faceValueMinor(first.face_value, currency) ?? 0,
    currency,
    region: first.region as PaymentRegion,
    expiresAt: expiryOf(first.expires_at) ?? now,
    cards: parsed.map((line) => ({ serial: line.serial, pin: line.pin })),
  };
}

/** Stores a checked batch in one transaction: all its cards, or nothing. */
export async function importCardBatch(
  db: DbOrTx,
  appSecret: string,
  file: CardBatchFile,
): Promise<ImportSummary> {
  if (await repo.batchCodeTaken(db, file.code))
    throw new CardImportError([`batch ${file.code} was imported before`]);
  const taken = await repo.takenSerials(
    db,
    file.cards.map((c) => c.serial),
  );
  if (taken.length > 0)
    throw new CardImportError([`${taken.length} serial(s) already belong to cards of earlier batches`]);
  const batchId = await storeCards(db, appSecret, file);
  return {
    batchId,
    batch: file.code,
    cards: file.cards.length,
    faceValueMinor: file.faceValueMinor,
    currency: file.currency,
    region: file.region,
    expiresAt: file.expiresAt.toISOString(),
  };
}

/**
 * The batch and its cards in one transaction. An import of the same code (or of the same serials)
 * committed meanwhile, after the checks above, is refused like one seen by them: nothing is stored.
 */
async function storeCards(db: DbOrTx, appSecret: string, file: CardBatchFile) {
  let batchStored = false;
  try {
    return await db.transaction(async (tx) => {
      const batch = await repo.insertBatch(tx, {
        code: file.code,
        faceValueMinor: file.faceValueMinor,
        currency: file.currency,
        region: file.region,
        expiresAt: file.expiresAt,
      });
      batchStored = true;
      await repo.insertCards(
        tx,
        file.cards.map((card) => ({
          batchId: batch.id,
          serial: card.serial,
          pinHash: hashCardPin(appSecret, card.serial, card.pin),
        })),
      );
      return batch.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new CardImportError([
      batchStored
        ? "serials already belong to cards of earlier batches"
        : `batch ${file.code} was imported before`,
    ]);
  }
}

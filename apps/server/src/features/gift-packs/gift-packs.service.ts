import { randomInt } from "node:crypto";
import { Readable } from "node:stream";
import {
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTH,
  type GiftPackFields,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  IMPORT_PROBLEMS_SHOWN,
} from "@portal/contracts/console/gift-packs";
import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import { isUniqueViolation, type Tx } from "../../db/client.ts";
import { auditedChange } from "../../platform/audit.ts";
import type { ConsoleDownload } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError, fail } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { assertGameExists, gameNamesIn } from "../games/games.service.ts";
import { codeLines, ProblemList, TooManyLines } from "./code-file.ts";
import { packValues, presentPack, presentPackRow } from "./gift-packs.presenter.ts";
import * as repo from "./gift-packs.repository.ts";

const subject = (packId: number) => ({ type: "giftPack", id: packId });

export async function listPacks(
  deps: AppDeps,
  language: Language,
  query: { page: number; pageSize: number; gameId?: number },
) {
  const { db } = deps.database;
  const { rows, total } = await repo.listPacks(db, query.gameId, {
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  const ids = rows.map((row) => row.id);
  const [stock, names] = await Promise.all([
    repo.stockOf(db, ids),
    gameNamesIn(
      db,
      rows.map((row) => row.gameId),
      language,
    ),
  ]);
  const now = deps.now();
  const items = rows.map((row) =>
    presentPackRow(row, stock.get(row.id), names.get(row.gameId) ?? "", language, now),
  );
  return toPage(items, total, query);
}

export async function packGames(deps: AppDeps, language: Language) {
  const { db } = deps.database;
  const names = await gameNamesIn(db, await repo.gameIds(db), language);
  return [...names].map(([id, name]) => ({ id, name }));
}

export async function packDetail(deps: AppDeps, packId: number) {
  const { db } = deps.database;
  const row = (await repo.findPack(db, packId)) ?? fail("giftPackNotFound");
  return presentPack(row, (await repo.stockOf(db, [packId])).get(packId));
}

export async function createPack(deps: AppDeps, by: ConsoleStaff, form: GiftPackFields) {
  await assertGameExists(deps.database.db, form.gameId);
  return auditedChange(deps, by, async (tx, audit) => {
    const row = await repo.insertPack(tx, packValues(form));
    const after = presentPack(row);
    await audit({ action: "giftPack.create", subject: subject(row.id), before: null, after });
    return after;
  });
}

/** Saves an edit made from `rowVersion`; someone else's save in between refuses it (staleEdit). */
export async function updatePack(
  deps: AppDeps,
  by: ConsoleStaff,
  form: GiftPackFields & { packId: number; rowVersion: number },
) {
  await assertGameExists(deps.database.db, form.gameId);
  return auditedChange(deps, by, async (tx, audit) => {
    const current = (await repo.findPack(tx, form.packId, true)) ?? fail("giftPackNotFound");
    const stock = (await repo.stockOf(tx, [form.packId])).get(form.packId);
    const row =
      (await repo.updatePackAtVersion(tx, form.packId, form.rowVersion, packValues(form))) ??
      fail("staleEdit");
    const after = presentPack(row, stock);
    await audit({
      action: "giftPack.update",
      subject: subject(row.id),
      before: presentPack(current, stock),
      after,
    });
    return after;
  });
}

/** A code of the unambiguous alphabet, each character drawn by the CSPRNG. */
export function randomCode(): string {
  let code = "";
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++)
    code += GENERATED_CODE_ALPHABET[randomInt(GENERATED_CODE_ALPHABET.length)];
  return code;
}

const GENERATE_BATCH = 10_000;

/** Adds `count` new random codes to the pack (a code it already has is drawn again). */
export async function generateCodes(
  deps: AppDeps,
  by: ConsoleStaff,
  input: { packId: number; count: number },
) {
  return auditedChange(deps, by, async (tx, audit) => {
    (await repo.findPack(tx, input.packId, true)) ?? fail("giftPackNotFound");
    let added = 0;
    while (added < input.count) {
      const size = Math.min(GENERATE_BATCH, input.count - added);
      added += await repo.addCodes(tx, input.packId, Array.from({ length: size }, randomCode));
    }
    const stock = await stockIn(tx, input.packId);
    await audit({
      action: "giftPack.generateCodes",
      subject: subject(input.packId),
      before: null,
      after: { added, stock },
    });
    return { added, stock };
  });
}

async function stockIn(db: Parameters<typeof repo.stockOf>[0], packId: number): Promise<repo.Stock> {
  return (await repo.stockOf(db, [packId])).get(packId) ?? { total: 0, claimed: 0, unclaimed: 0 };
}

/** Moves every staged code into the pack; null (and nothing moved) when any is a duplicate. */
async function insertAll(tx: Tx, packId: number): Promise<number | null> {
  try {
    return await tx.transaction((savepoint) => repo.insertStaged(savepoint, packId));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Imports a CSV file of codes into the pack as it streams in: all of it in one transaction, or
 * nothing when any line is bad or a duplicate (in the file or already in the pack). A refusal
 * lists the first bad lines by number and counts them all.
 */
export async function importCodes(deps: AppDeps, by: ConsoleStaff, packId: number, file: Readable) {
  const { kind } = deps.database;
  try {
    return await auditedChange(deps, by, async (tx, audit) => {
      (await repo.findPack(tx, packId, true)) ?? fail("giftPackNotFound");
      await repo.createStaging(tx);
      const problems = new ProblemList();
      const staged = await repo.stageCodes(tx, kind, codeLines(file, problems));
      if (staged + problems.count === 0) fail("codeImportMissing");
      const added = problems.count === 0 ? await insertAll(tx, packId) : 0;
      if (added === null || problems.count > 0) return refuse(tx, packId, problems);
      const stock = await stockIn(tx, packId);
      await audit({
        action: "giftPack.importCodes",
        subject: subject(packId),
        before: null,
        after: { added, stock },
      });
      return { added, stock };
    });
  } catch (error) {
    if (error instanceof TooManyLines || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw tooLarge();
    throw error;
  }
}

export const tooLarge = () =>
  new AppError("codeImportTooLarge", { maxMb: IMPORT_MAX_BYTES / 1024 / 1024, maxLines: IMPORT_MAX_LINES });

/** Adds the duplicate lines to the file's problems and refuses the whole file with them. */
async function refuse(tx: Tx, packId: number, problems: ProblemList): Promise<never> {
  const duplicates = await repo.stagedDuplicates(tx, packId, IMPORT_PROBLEMS_SHOWN);
  const shown = [
    ...problems.shown,
    ...duplicates.inFile.lines.map((line) => ({ line, problem: "duplicateInFile" as const })),
    ...duplicates.inPack.lines.map((line) => ({ line, problem: "duplicateInPack" as const })),
  ]
    .sort((a, b) => a.line - b.line)
    .slice(0, IMPORT_PROBLEMS_SHOWN);
  const problemCount = problems.count + duplicates.inFile.count + duplicates.inPack.count;
  throw new AppError("codeImportRefused", { count: problemCount }, undefined, {
    problems: shown,
    problemCount,
  });
}

/** The pack's codes as CSV (code, claimed_at), streamed; the audit notes the selection and count. */
export async function exportCodes(
  deps: AppDeps,
  by: ConsoleStaff,
  query: { packId: number; which: repo.CodeSelection },
): Promise<ConsoleDownload> {
  const { db } = deps.database;
  (await repo.findPack(db, query.packId)) ?? fail("giftPackNotFound");
  const rows = await repo.countCodes(db, query.packId, query.which);
  await auditedChange(deps, by, (_tx, audit) =>
    audit({
      action: "giftPack.exportCodes",
      subject: subject(query.packId),
      before: null,
      after: { which: query.which, rows },
    }),
  );
  async function* csv() {
    yield "code,claimed_at\n";
    for await (const page of repo.codePages(db, query.packId, query.which))
      yield page.map((row) => `${row.code},${row.claimedAt?.toISOString() ?? ""}\n`).join("");
  }
  return {
    fileName: `gift-pack-${query.packId}-${query.which}.csv`,
    contentType: "text/csv; charset=utf-8",
    body: Readable.from(csv()),
  };
}

import type { Readable } from "node:stream";
import {
  GIFT_CODE_MAX,
  GIFT_CODE_PATTERN,
  IMPORT_MAX_LINES,
  IMPORT_PROBLEMS_SHOWN,
  type ImportProblem,
  type ImportProblemKind,
} from "@portal/contracts/console/gift-packs";
import { parse } from "csv-parse";
import type { StagedBatch } from "./gift-packs.repository.ts";

/** Lines staged per batch (one COPY chunk or one insert on PGlite). */
const BATCH = 10_000;
/** A record longer than this is not a code line at all: the parser stops instead of buffering it. */
const RECORD_MAX_CHARS = 4096;

/** Thrown when the file has more lines than an import takes. */
export class TooManyLines extends Error {}

/** The bad lines of a file: the first few by number, and how many in all. */
export class ProblemList {
  readonly shown: ImportProblem[] = [];
  count = 0;
  add(line: number, problem: ImportProblemKind) {
    this.count += 1;
    if (this.shown.length < IMPORT_PROBLEMS_SHOWN) this.shown.push({ line, problem });
  }
}

/** What is wrong with one record of the file, if anything. */
function problemOf(record: string[]): ImportProblemKind | null {
  if (record.length !== 1) return record.every((field) => field.trim() === "") ? "empty" : "columns";
  const code = (record[0] ?? "").trim();
  if (code === "") return "empty";
  // Invalid UTF-8 decodes to U+FFFD; UTF-16 files show their zero bytes.
  if (code.includes("\uFFFD") || code.includes("\0")) return "encoding";
  if (code.length > GIFT_CODE_MAX) return "tooLong";
  return GIFT_CODE_PATTERN.test(code) ? null : "characters";
}

/**
 * Reads a CSV file of codes as it streams in (one code per line, an optional header `code`),
 * yielding the good lines in batches with their line numbers and noting each bad one in `problems`.
 * A line the parser cannot read (an open quote, a huge record) ends the file there.
 */
export async function* codeLines(
  file: Readable,
  problems: ProblemList,
  maxLines = IMPORT_MAX_LINES,
): AsyncGenerator<StagedBatch> {
  const parser = file.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      max_record_size: RECORD_MAX_CHARS,
    }),
  );
  file.on("error", (error) => parser.destroy(error));
  let batch: StagedBatch = { lines: [], codes: [] };
  let line = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      line = info.lines;
      if (line > maxLines) throw new TooManyLines();
      if (line === 1 && record.length === 1 && record[0]?.trim().toLowerCase() === "code") continue;
      const problem = problemOf(record);
      if (problem) {
        problems.add(line, problem);
        continue;
      }
      batch.lines.push(line);
      batch.codes.push((record[0] as string).trim());
      if (batch.codes.length === BATCH) {
        yield batch;
        batch = { lines: [], codes: [] };
      }
    }
  } catch (error) {
    const csvError = error as { code?: string; lines?: number };
    if (!csvError.code?.startsWith("CSV_")) throw error;
    problems.add(csvError.lines ?? line + 1, "unreadable");
  }
  if (batch.codes.length > 0) yield batch;
}

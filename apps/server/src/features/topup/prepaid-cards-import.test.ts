import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { prepaidCardBatches, prepaidCards } from "../../db/schema/prepaid-cards.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { takenSerials } from "./prepaid-cards.repository.ts";
import { CardImportError, importCardBatch, parseCardFile } from "./prepaid-cards-import.ts";

const run = promisify(execFile);
const SECRET = "test-secret-0123456789";
const now = new Date("2026-11-25T12:00:00Z");
const HEADER = "batch,serial,pin,face_value,currency,region,expires_at";
const serial = (n: number) => `77${String(n).padStart(23, "0")}`;
const line = (n: number, values: Partial<Record<string, string>> = {}) => {
  const v = {
    batch: "B1",
    serial: serial(n),
    pin: `PIN${n}ABC`,
    face: "15000",
    cur: "IDR",
    reg: "ID",
    exp: "2027-12-31",
    ...values,
  };
  return [v.batch, v.serial, v.pin, v.face, v.cur, v.reg, v.exp].join(",");
};
const file = (...lines: string[]) => `${[HEADER, ...lines].join("\n")}\n`;

function problemsOf(content: string): string[] {
  try {
    parseCardFile(content, now);
  } catch (error) {
    if (error instanceof CardImportError) return error.problems;
    throw error;
  }
  return [];
}

describe("reading a card file", () => {
  it("reads a good file: one batch, face value in the currency's minor unit, valid through the given day", () => {
    const batch = parseCardFile(`\uFEFF${file(line(1), line(2)).replaceAll("\n", "\r\n")}`, now);
    expect(batch).toMatchObject({ code: "B1", faceValueMinor: 15000, currency: "IDR", region: "ID" });
    expect(batch.expiresAt.toISOString()).toBe("2028-01-01T00:00:00.000Z");
    expect(batch.cards).toEqual([
      { serial: serial(1), pin: "PIN1ABC" },
      { serial: serial(2), pin: "PIN2ABC" },
    ]);
    const timed = parseCardFile(file(line(3, { exp: "2027-01-01T00:00:00+07:00" })), now);
    expect(timed.expiresAt.toISOString()).toBe("2026-12-31T17:00:00.000Z");
  });

  it("names every bad line by number and never echoes a PIN", () => {
    const problems = problemsOf(
      file(
        line(1),
        line(2, { serial: "123" }),
        line(3, { pin: "SECRETPIN!" }),
        line(4, { face: "150.5" }),
        line(5, { cur: "EUR" }),
        line(6, { reg: "TW" }),
        line(7, { exp: "2020-01-01" }),
        line(8, { face: "25000" }),
        line(1),
        "only,three,columns",
        line(11, { cur: "VND", reg: "ID", face: "25000" }),
      ),
    );
    expect(problems).toEqual([
      "line 3: serial must be exactly 25 digits",
      "line 4: pin must be 4-20 letters or digits",
      "line 5: face_value must be a positive amount with at most 0 decimals",
      "line 6: currency must be one of IDR,VND,THB,TWD,USD",
      "line 6: region ID pays in IDR",
      "line 7: region must be a payment region that takes prepaid cards",
      "line 8: expires_at is in the past",
      "line 9: face_value differs from the first card's (one batch per file)",
      "line 10: serial repeats line 2",
      "line 11: 7 columns expected, found 3",
      "line 12: region ID pays in IDR",
    ]);
    expect(problems.join("\n")).not.toContain("SECRETPIN");
    expect(problems.join("\n")).not.toContain("PIN1ABC");
  });

  it("refuses a wrong header and a file without cards", () => {
    expect(problemsOf("serial,pin\n1,2\n")).toEqual([`line 1: the header must be ${HEADER}`]);
    expect(problemsOf(`${HEADER}\n\n`)).toEqual(["the file has no cards"]);
  });
});

describe("importing a batch", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("checks a batch of more serials than one statement may carry (65,535) for ones already taken", async () => {
    const serials = Array.from({ length: 70_000 }, (_, i) => `9${String(i).padStart(24, "0")}`);
    await expect(takenSerials(database.db, serials)).resolves.toEqual([]);
  });

  it("stores the batch and its cards with hashed PINs; the same batch or a known serial again imports nothing", async () => {
    const summary = await importCardBatch(database.db, SECRET, parseCardFile(file(line(1), line(2)), now));
    expect(summary).toMatchObject({
      batch: "B1",
      cards: 2,
      faceValueMinor: 15000,
      currency: "IDR",
      region: "ID",
    });
    const cards = await database.db.select().from(prepaidCards);
    expect(cards.map((c) => c.serial).sort()).toEqual([serial(1), serial(2)]);
    expect(JSON.stringify(cards)).not.toContain("PIN1ABC");

    await expect(importCardBatch(database.db, SECRET, parseCardFile(file(line(3)), now))).rejects.toThrow(
      /imported before/,
    );
    const again = parseCardFile(file(line(2, { batch: "B2" }), line(4, { batch: "B2" })), now);
    await expect(importCardBatch(database.db, SECRET, again)).rejects.toThrow(/already belong/);
    expect(await database.db.select().from(prepaidCardBatches)).toHaveLength(1);
    expect(await database.db.select().from(prepaidCards)).toHaveLength(2);
  });
});

describe("npm run cards:import", () => {
  const dir = mkdtempSync(join(tmpdir(), "cards-import-"));
  let database: (Database & { url?: string }) | undefined;
  const env = () => ({
    ...process.env,
    NODE_ENV: "development",
    APP_SECRET: SECRET,
    DATA_DIR: join(dir, "data"),
    DATABASE_URL: database?.url ?? "",
  });
  const cli = (path: string) =>
    run("npm", ["run", "--silent", "cards:import", "--", path], { cwd: repoRoot(), env: env() }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("imports a good file with a summary, refuses a bad one by line, and prints no PIN", async () => {
    const good = join(dir, "good.csv");
    writeFileSync(good, file(line(1, { batch: "CLI1" }), line(2, { batch: "CLI1" })));
    const bad = join(dir, "bad.csv");
    writeFileSync(bad, file(line(5, { batch: "CLI2" }), line(6, { batch: "CLI2", serial: "12" })));

    const imported = await cli(good);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("imported batch CLI1: 2 cards of IDR");
    const refused = await cli(bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 3: serial must be exactly 25 digits");
    for (const output of [imported, refused]) expect(output.stdout + output.stderr).not.toMatch(/PIN\dABC/);

    const db = database ?? (await openDatabase({ dataDir: join(dir, "data", "pglite") }));
    try {
      const batches = await db.db.select().from(prepaidCardBatches);
      expect(batches.map((b) => b.code)).toEqual(["CLI1"]);
      const [batch] = batches;
      expect(
        await db.db
          .select()
          .from(prepaidCards)
          .where(eq(prepaidCards.batchId, batch?.id ?? 0)),
      ).toHaveLength(2);
    } finally {
      if (!database) await db.close();
    }
  }, 240_000);
});

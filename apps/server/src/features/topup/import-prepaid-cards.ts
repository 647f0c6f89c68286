/**
 * `npm run cards:import -- FILE.csv`: imports one batch of publisher-issued prepaid cards into the
 * database the server uses (DATABASE_URL, or the embedded database under DATA_DIR while the server
 * is stopped). Prints a summary or every bad line by number; never prints a PIN.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { formatMinor } from "@portal/contracts/topup";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { CardImportError, importCardBatch, parseCardFile } from "./prepaid-cards-import.ts";

async function main(argv: string[]): Promise<number> {
  const [file] = argv;
  if (!file || argv.length !== 1) {
    console.error("usage: npm run cards:import -- FILE.csv");
    return 2;
  }
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const content = readFileSync(path, "utf8");
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    const batch = parseCardFile(content, new Date());
    const summary = await importCardBatch(database.db, config.APP_SECRET, batch);
    const value = formatMinor(summary.faceValueMinor, summary.currency);
    console.log(
      `imported batch ${summary.batch}: ${summary.cards} cards of ${value} (${summary.currency}, region ${summary.region}), valid until ${summary.expiresAt}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CardImportError)) throw error;
    console.error(`nothing imported from ${file}:`);
    for (const problem of error.problems) console.error(`  ${problem}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

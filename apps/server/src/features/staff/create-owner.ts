import { randomBytes } from "node:crypto";
import { email as emailRule } from "@portal/contracts/validation";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { addStaffMember } from "./staff.service.ts";

/**
 * `npm run console:owner -- EMAIL`: creates a console owner with a one-time password printed once
 * (the owner sets up the authenticator app at the first sign-in). The production seed never makes
 * staff; this command does, against DATABASE_URL or the PGlite data under DATA_DIR (stop the server
 * first when it runs on PGlite: one process per data directory).
 */
async function main() {
  const parsed = emailRule.safeParse(process.argv[2] ?? "");
  if (!parsed.success) {
    console.error("usage: npm run console:owner -- owner@example.com");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    const password = randomBytes(12).toString("base64url");
    const owner = await addStaffMember(database.db, new Date(), null, {
      email: parsed.data,
      name: parsed.data.split("@")[0] ?? "Owner",
      role: "owner",
      password,
    });
    console.log(`Console owner ${owner.email} created (staff id ${owner.id}).`);
    console.log(`One-time password (shown only now): ${password}`);
    console.log("Sign in at /console/ and set up the authenticator app.");
  } catch (error) {
    if (error instanceof AppError && error.errorName === "staffEmailTaken") {
      console.error(`A staff member with the e-mail ${parsed.data} exists already; nothing was changed.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

await main();

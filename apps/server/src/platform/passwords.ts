import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "./errors.ts";

/**
 * The 10,000 most common passwords of 8–64 characters, most common first, from SecLists'
 * "10 million password list" (MIT licence, see common-passwords.LICENSE). Loaded once, compared
 * case-insensitively.
 */
let commonPasswords: Set<string> | undefined;

function isCommon(password: string) {
  commonPasswords ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password on the common-password list, naming `field` (badInput). */
export function assertUncommonPassword(password: string, field = "password") {
  if (isCommon(password)) throw new AppError("badInput", { field }, "validation:passwordCommon");
}

/**
 * argon2id's cost: the library's defaults, except inside Vitest (never in production), where the
 * suite's hundreds of sign-ups and staff sign-ins use the lowest cost. Verifying reads the cost from
 * the stored hash, so a hash of either cost checks everywhere.
 */
const hashCost =
  process.env.VITEST && process.env.NODE_ENV !== "production" ? { memoryCost: 1024, timeCost: 1 } : {};

/** argon2id (see hashCost). */
export const hashPassword = (password: string) => hash(password, hashCost);

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. With no hash (no such account, or no password) it
 * checks against a dummy hash and answers false, so both cost the same argon2 work and time.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (passwordHash) return verify(passwordHash, password);
  dummyHash ??= hashPassword("no account has this password");
  await verify(await dummyHash, password);
  return false;
}

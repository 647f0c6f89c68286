import { ADDRESS_MAX_FAILURES, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from "@portal/contracts/account";
import {
  countAttempt,
  forgetAttempts,
  minutesUntil,
  peekAttempts,
  refundAttempt,
} from "../../platform/attempts.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

export const signInKeys = (account: string, address: string) => ({
  account: `sign-in:account:${account}`,
  address: `sign-in:address:${address}`,
});

/**
 * Counts a password sign-in before the password is checked: the 6th try within 15 minutes of an
 * account's first is refused until the window ends, and so is the 31st from one address.
 */
export async function countSignInAttempt(deps: AppDeps, account: string, address: string) {
  assertWithin(await triesOf(deps, account, address, countAttempt, 0));
}

/** The same refusals for sign-in by code, without counting (the code counts its own tries). */
export async function assertNotLocked(deps: AppDeps, account: string, address: string) {
  assertWithin(await triesOf(deps, account, address, peekAttempts, 1));
}

/** The account's and the address's tries in the window, as `read` finds them, plus `ahead` each. */
async function triesOf(
  deps: AppDeps,
  account: string,
  address: string,
  read: typeof peekAttempts,
  ahead: number,
) {
  const keys = signInKeys(account, address);
  const now = deps.now();
  const db = deps.database.db;
  const perAccount = await read(db, keys.account, LOGIN_LOCK_MS, now);
  const perAddress = await read(db, keys.address, LOGIN_LOCK_MS, now);
  return {
    perAccount: { ...perAccount, tries: perAccount.tries + ahead },
    perAddress: { ...perAddress, tries: perAddress.tries + ahead },
    now,
  };
}

type Count = { tries: number; resetsAt: Date };

function assertWithin({ perAccount, perAddress, now }: { perAccount: Count; perAddress: Count; now: Date }) {
  if (perAccount.tries > LOGIN_MAX_FAILURES)
    throw new AppError("accountLocked", { minutes: minutesUntil(perAccount.resetsAt, now) });
  if (perAddress.tries > ADDRESS_MAX_FAILURES)
    throw new AppError("addressLocked", { minutes: minutesUntil(perAddress.resetsAt, now) });
}

/**
 * A successful sign-in clears the account's count; a password sign-in also gives its address the
 * try it counted (`countedAddress`).
 */
export async function clearFailures(deps: AppDeps, account: string, countedAddress?: string) {
  const keys = signInKeys(account, countedAddress ?? "");
  await forgetAttempts(deps.database.db, [keys.account]);
  if (countedAddress) await refundAttempt(deps.database.db, keys.address);
}

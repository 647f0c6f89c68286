import { ADDRESS_MAX_FAILURES, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from "@portal/contracts/account";
import { and, count, eq, gt, max } from "drizzle-orm";
import { signInFailures } from "../../db/schema/account.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

/** 5 failures on one account lock it for 15 minutes; 30 from one address lock the address. */
export async function assertNotLocked(deps: AppDeps, account: string, address: string) {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_LOCK_MS);
  const db = deps.database.db;
  const [perAccount] = await db
    .select({ n: count(), last: max(signInFailures.at) })
    .from(signInFailures)
    .where(and(eq(signInFailures.account, account), gt(signInFailures.at, since)));
  if ((perAccount?.n ?? 0) >= LOGIN_MAX_FAILURES && perAccount?.last) {
    const minutes = Math.max(
      1,
      Math.ceil((perAccount.last.getTime() + LOGIN_LOCK_MS - now.getTime()) / 60000),
    );
    throw new AppError("accountLocked", { minutes });
  }
  const [perAddress] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.address, address), gt(signInFailures.at, since)));
  if ((perAddress?.n ?? 0) >= ADDRESS_MAX_FAILURES)
    throw new AppError("addressLocked", { minutes: LOGIN_LOCK_MS / 60000 });
}

export async function recordFailure(deps: AppDeps, account: string, address: string) {
  await deps.database.db.insert(signInFailures).values({ account, address, at: deps.now() });
}

export async function clearFailures(deps: AppDeps, account: string) {
  await deps.database.db.delete(signInFailures).where(eq(signInFailures.account, account));
}

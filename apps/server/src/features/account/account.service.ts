import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { login, register, syncLogin } from "@portal/contracts/account";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import { canonicalString, SIGNATURE_MAX_SKEW_MS } from "@portal/contracts/signature";
import { accountKind } from "@portal/contracts/validation";
import { isUniqueViolation } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { isBanned } from "../../platform/session.ts";
import * as repo from "./account.repository.ts";
import { assertNotLocked, clearFailures, recordFailure } from "./sign-in-limits.ts";
import { consumeCode, normalizeTarget } from "./verification-codes.ts";

export const CANCELLATION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

const defaultNickname = () => `Player${randomInt(100000, 999999)}`;

/** The signed-in player's own row; a player whose row is gone counts as signed out. */
export async function ownUserRow(deps: AppDeps, userId: number): Promise<repo.UserRow> {
  const row = await repo.findUserById(deps.database.db, userId);
  if (!row) throw new AppError("notSignedIn");
  return row;
}

export async function registerPlayer(deps: AppDeps, input: ParsedBody<typeof register>) {
  if (input.password !== input.passwordAgain) throw new AppError("passwordMismatch");
  if (!input.consentPersonalData) throw new AppError("consentRequired");
  const target = normalizeTarget(input.account);
  if (await repo.findUserByAccount(deps.database.db, target)) throw new AppError("accountExists");
  await consumeCode(deps, target, "register", input.code);
  const now = deps.now();
  const passwordHash = await hash(input.password);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        [accountKind(target)]: target,
        passwordHash,
        nickname: input.nickname ?? defaultNickname(),
        consentPersonalDataAt: now,
        consentNoticesAt: input.consentNotices ? now : null,
        createdAt: now,
      });
      await repo.recordConsents(
        tx,
        user.id,
        { personalData: true, notices: Boolean(input.consentNotices) },
        now,
      );
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("accountExists");
    throw error;
  }
}

/** Password or code sign-in, with per-account and per-address failure limits. */
export async function signIn(deps: AppDeps, input: ParsedBody<typeof login>, address: string) {
  const target = normalizeTarget(input.account);
  await assertNotLocked(deps, target, address);
  const user = await repo.findUserByAccount(deps.database.db, target);
  const confirmed = input.withdrawCancellation === true;
  if (input.by === "code") {
    // A code the player must still confirm with stays unused, so the same code signs in after "yes".
    await consumeCode(
      deps,
      target,
      "login",
      input.code,
      () => user && assertWithdrawalConfirmed(deps, user, confirmed),
    );
    if (!user) throw new AppError("accountNotFound");
  } else if (!user?.passwordHash || !(await verify(user.passwordHash, input.password))) {
    await recordFailure(deps, target, address);
    throw new AppError("passwordWrong");
  }
  await clearFailures(deps, target);
  assertWithdrawalConfirmed(deps, user, confirmed);
  return admitUser(deps, user);
}

/** Within the grace period, signing in withdraws the cancellation: only once the player said so. */
function assertWithdrawalConfirmed(deps: AppDeps, user: repo.UserRow, confirmed: boolean) {
  if (!user.cancelRequestedAt || user.anonymisedAt || confirmed) return;
  const deletesAt = new Date(user.cancelRequestedAt.getTime() + CANCELLATION_GRACE_MS);
  if (deletesAt.getTime() <= deps.now().getTime()) return;
  throw new AppError("cancellationPending", { date: deletesAt });
}

/** Refuses banned and anonymised accounts; a sign-in within the grace period withdraws a cancellation. */
async function admitUser(deps: AppDeps, user: repo.UserRow) {
  const now = deps.now();
  if (user.anonymisedAt) throw new AppError("accountCancelled");
  if (isBanned(user, now)) throw new AppError("userBanned", { reason: user.banReason ?? "" });
  let cancellationWithdrawn = false;
  if (user.cancelRequestedAt) {
    if (now.getTime() - user.cancelRequestedAt.getTime() > CANCELLATION_GRACE_MS)
      throw new AppError("accountCancelled");
    await repo.withdrawCancellation(deps.database.db, user.id);
    cancellationWithdrawn = true;
  }
  return { user, cancellationWithdrawn };
}

type SyncLoginQuery = ParsedQuery<typeof syncLogin>;

/**
 * The game's webview opens the portal with parameters signed by the game (HMAC-SHA256 of the
 * canonical string with the game's own secret). Links the game account to a portal account.
 */
export async function syncLoginPlayer(deps: AppDeps, query: SyncLoginQuery) {
  const secret = await repo.findGameSyncSecret(deps.database.db, query.appId);
  if (!secret) throw new AppError("syncLoginInvalid");
  if (Math.abs(deps.now().getTime() - query.tm * 1000) > SIGNATURE_MAX_SKEW_MS)
    throw new AppError("signatureExpired");
  const expected = createHmac("sha256", secret).update(canonicalString(query)).digest();
  const given = Buffer.from(query.sign, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError("syncLoginInvalid");
  const now = deps.now();
  const user = await deps.database.db.transaction(async (tx) => {
    const link = await repo.findGameAccount(tx, query.appId, query.openId);
    const existing = link ? await repo.findUserById(tx, link.userId) : undefined;
    const player =
      existing ??
      (await repo.insertUser(tx, {
        nickname: query.nickname?.trim() || defaultNickname(),
        consentPersonalDataAt: now,
        createdAt: now,
      }));
    await repo.upsertGameAccount(tx, {
      appId: query.appId,
      openId: query.openId,
      userId: player.id,
      lastServerId: query.serverId ?? null,
      lastRoleId: query.roleId ?? null,
      lastSeenAt: now,
    });
    return player;
  });
  return admitUser(deps, user);
}

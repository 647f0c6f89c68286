import { randomInt } from "node:crypto";
import type { login, register, sendCode, syncLogin } from "@portal/contracts/account";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import { SIGNATURE_MAX_SKEW_MS, signaturesEqual, signSyncLogin } from "@portal/contracts/signature";
import { accountKind } from "@portal/contracts/validation";
import { type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { openGameSecret } from "../../platform/game-secrets.ts";
import { assertUncommonPassword, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { useOnce } from "../../platform/request-nonces.ts";
import { isBanned } from "../../platform/session.ts";
import * as repo from "./account.repository.ts";
import { assertNotLocked, clearFailures, countSignInAttempt } from "./sign-in-limits.ts";
import { type CodeRequest, consumeCode, issueCode, normalizeTarget } from "./verification-codes.ts";

export const CANCELLATION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

const defaultNickname = () => `Player${randomInt(100000, 999999)}`;

/** The signed-in player's own row; a player whose row is gone counts as signed out. */
export async function ownUserRow(deps: AppDeps, userId: number): Promise<repo.UserRow> {
  const row = await repo.findUserById(deps.database.db, userId);
  if (!row) throw new AppError("notSignedIn");
  return row;
}

/**
 * A visitor's code for registering or signing in. The answer is the same whether or not the
 * account exists: a registered address asking to register is told by mail or SMS that it has an
 * account, an unknown one asking to sign in that it has none (neither gets a usable code).
 */
export async function sendVisitorCode(
  deps: AppDeps,
  body: ParsedBody<typeof sendCode>,
  request: Omit<CodeRequest, "purpose" | "message">,
) {
  const target = normalizeTarget(body.account);
  const exists = Boolean(await repo.findUserByAccount(deps.database.db, target));
  const message =
    body.purpose === "register" && exists
      ? "accountExists"
      : body.purpose === "login" && !exists
        ? "noAccount"
        : "code";
  return issueCode(deps, target, { ...request, purpose: body.purpose, message });
}

/**
 * Only someone who got the code can register, so "this account exists" is said only to the owner
 * of the address (who was told by mail or SMS already; sendCode answers the same either way).
 */
export async function registerPlayer(deps: AppDeps, input: ParsedBody<typeof register>) {
  if (input.password !== input.passwordAgain) throw new AppError("passwordMismatch");
  if (!input.consentPersonalData) throw new AppError("consentRequired");
  assertUncommonPassword(input.password);
  const target = normalizeTarget(input.account);
  await consumeCode(deps, target, "register", input.code);
  if (await repo.findUserByAccount(deps.database.db, target)) throw new AppError("accountExists");
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
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

/**
 * Password or code sign-in, with per-account and per-address limits counted before the check.
 * A missing account and a wrong password get the same answer after the same argon2 work.
 */
export async function signIn(deps: AppDeps, input: ParsedBody<typeof login>, address: string) {
  const target = normalizeTarget(input.account);
  const user = await repo.findUserByAccount(deps.database.db, target);
  const confirmed = input.withdrawCancellation === true;
  if (input.by === "code") {
    await assertNotLocked(deps, target, address);
    // A code the player must still confirm with stays unused, so the same code signs in after "yes".
    await consumeCode(
      deps,
      target,
      "login",
      input.code,
      () => user && assertWithdrawalConfirmed(deps, user, confirmed),
    );
    if (!user) throw new AppError("codeWrong");
  } else {
    await countSignInAttempt(deps, target, address);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user)
      throw new AppError("passwordWrong");
  }
  // Only a password try was counted against the address: a code sign-in has none to give back.
  await clearFailures(deps, target, input.by === "password" ? address : undefined);
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
  const stored = await repo.findGameSyncSecret(deps.database.db, query.appId);
  if (!stored) throw new AppError("syncLoginInvalid");
  const secret = openGameSecret(deps.config.APP_SECRET, "game-sync-login", stored);
  if (Math.abs(deps.now().getTime() - query.tm * 1000) > SIGNATURE_MAX_SKEW_MS)
    throw new AppError("signatureExpired");
  if (!signaturesEqual(query.sign, signSyncLogin(query, secret))) throw new AppError("syncLoginInvalid");
  const now = deps.now();
  const user = await deps.database.db.transaction(async (tx) => {
    // A link works once: its signature is its one-time key until it expires.
    if (!(await useOnce(tx, `sync-login:${query.sign}`, now))) throw new AppError("nonceReused");
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

/** The player's bound e-mail address, or null: the one way every feature (receipts, top-up) reads it. */
export function playerEmail(db: DbOrTx, userId: number): Promise<string | null> {
  return repo.findEmail(db, userId);
}

/** The country the player gave, or null (payment regions suggest one from it). */
export function playerCountry(db: DbOrTx, userId: number): Promise<string | null> {
  return repo.findCountry(db, userId);
}

// What other features (security, profile) use of the account: its codes, masks and player row.
export { avatarUrl, maskEmail, maskPhone } from "./account.presenter.ts";
export type { CodeSender } from "./code-sending-limits.ts";
export { assertPhoneAvailable } from "./phone-availability.ts";
export { type CodePurpose, consumeCode, issueCode, normalizeTarget } from "./verification-codes.ts";

/** Changes columns of the player's own row; answers the row after the change. */
export function updatePlayer(db: DbOrTx, userId: number, values: Parameters<typeof repo.updateUser>[2]) {
  return repo.updateUser(db, userId, values);
}

/** The player a contact (e-mail or phone, normalised) belongs to. */
export function findPlayerByContact(db: DbOrTx, target: string) {
  return repo.findUserByAccount(db, target);
}

/** The columns a profile may change on the player's row. */
export type PlayerValues = Parameters<typeof repo.updateUser>[2];

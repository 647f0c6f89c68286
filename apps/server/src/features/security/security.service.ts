import { LOGIN_LOCK_MS, OLD_PASSWORD_MAX_TRIES } from "@portal/contracts/account";
import type { Language } from "@portal/contracts/languages";
import type { ParsedBody } from "@portal/contracts/route";
import type { ContactChannel, changePassword } from "@portal/contracts/security";
import { isUniqueViolation } from "../../db/client.ts";
import { countAttempt, forgetAttempts, minutesUntil } from "../../platform/attempts.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { assertUncommonPassword, hashPassword, verifyPassword } from "../../platform/passwords.ts";
import { hashSecret } from "../../platform/session.ts";
import {
  assertPhoneAvailable,
  type CodePurpose,
  type CodeSender,
  consumeCode,
  findPlayerByContact,
  issueCode,
  maskEmail,
  maskPhone,
  normalizeTarget,
  ownUserRow,
  updatePlayer,
} from "../account/account.service.ts";
import { assertProof, proveIdentity, spendProof } from "./identity.ts";
import * as repo from "./security.repository.ts";

const errorsOf = {
  email: { notBound: "emailNotBound", bound: "emailBound", same: "emailSame", taken: "emailTaken" },
  phone: { notBound: "phoneNotBound", bound: "phoneBound", same: "phoneSame", taken: "phoneTaken" },
} as const;

/** The address bound on this channel, or the channel's "not bound" error. */
export function boundAddress(user: { email: string | null; phone: string | null }, channel: ContactChannel) {
  const address = user[channel];
  if (!address) throw new AppError(errorsOf[channel].notBound);
  return address;
}

function presentContacts(user: { email: string | null; phone: string | null }) {
  return {
    email: user.email ? maskEmail(user.email) : null,
    phone: user.phone ? maskPhone(user.phone) : null,
  };
}

export async function securityOverview(deps: AppDeps, userId: number) {
  const user = await ownUserRow(deps, userId);
  const card = await repo.findRealNameCard(deps.database.db, userId);
  return {
    ...presentContacts(user),
    hasPassword: Boolean(user.passwordHash),
    realName: card ? presentCard(card) : null,
  };
}

/** Codes for the identity step or cancellation go only to the player's own bound address. */
export async function sendSecurityCode(
  deps: AppDeps,
  userId: number,
  channel: ContactChannel,
  purpose: Extract<CodePurpose, "verify" | "cancel">,
  request: { language: Language; sender: CodeSender },
) {
  const address = boundAddress(await ownUserRow(deps, userId), channel);
  const sent = await issueCode(deps, address, { ...request, purpose });
  return { ...sent, sentTo: channel === "email" ? maskEmail(address) : maskPhone(address) };
}

export async function verifyIdentity(deps: AppDeps, userId: number, channel: ContactChannel, code: string) {
  const address = boundAddress(await ownUserRow(deps, userId), channel);
  return proveIdentity(deps, userId, address, code);
}

type ContactsOf = { id: number; email: string | null; phone: string | null };

function assertNotCurrent(user: ContactsOf, channel: ContactChannel, address: string) {
  if (user[channel] && normalizeTarget(user[channel]) === address) throw new AppError(errorsOf[channel].same);
}

async function isTakenByAnother(deps: AppDeps, user: ContactsOf, address: string) {
  const owner = await findPlayerByContact(deps.database.db, address);
  return Boolean(owner && owner.id !== user.id);
}

/** A new address must differ from the current one and belong to no other account. */
async function assertNewAddress(deps: AppDeps, user: ContactsOf, channel: ContactChannel, address: string) {
  assertNotCurrent(user, channel, address);
  if (await isTakenByAnother(deps, user, address)) throw new AppError(errorsOf[channel].taken);
}

/**
 * Sends a "bind" code to a new address. Whether another account has it is told only to the
 * address itself (by mail or SMS instead of a code): the answer here is the same either way.
 */
export async function sendBindCode(
  deps: AppDeps,
  userId: number,
  channel: ContactChannel,
  account: string,
  request: { language: Language; sender: CodeSender },
) {
  const address = normalizeTarget(account);
  const user = await ownUserRow(deps, userId);
  assertNotCurrent(user, channel, address);
  const message = (await isTakenByAnother(deps, user, address)) ? "addressTaken" : "code";
  return issueCode(deps, address, { ...request, purpose: "bind", message });
}

/**
 * Binds (mode "bind": nothing bound on the channel yet) or changes (mode "change") an e-mail or
 * phone. A player with any bound address first proves identity; the new address proves itself
 * with its own "bind" code. The proof is spent in the transaction that makes the change.
 */
export async function bindContact(
  deps: AppDeps,
  userId: number,
  channel: ContactChannel,
  mode: "bind" | "change",
  input: { account: string; code: string; identityToken?: string },
) {
  const user = await ownUserRow(deps, userId);
  const address = normalizeTarget(input.account);
  assertPhoneAvailable(deps, address);
  if (mode === "bind" && user[channel]) throw new AppError(errorsOf[channel].bound);
  if (mode === "change") boundAddress(user, channel);
  await assertNewAddress(deps, user, channel, address);
  const needsProof = mode === "change" || Boolean(user.email || user.phone);
  if (needsProof) await assertProof(deps, userId, input.identityToken);
  await consumeCode(deps, address, "bind", input.code);
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      if (needsProof) await spendProof(deps, tx, userId, input.identityToken);
      return updatePlayer(tx, userId, { [channel]: address });
    });
    if (!saved) throw new AppError("saveFailed");
    return presentContacts(saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(errorsOf[channel].taken);
    throw error;
  }
}

/** Only while a phone stays bound, so the player can still sign in. */
export async function unbindEmail(deps: AppDeps, userId: number, identityToken: string) {
  const user = await ownUserRow(deps, userId);
  boundAddress(user, "email");
  if (!user.phone) throw new AppError("unbindNeedsPhone");
  const saved = await deps.database.db.transaction(async (tx) => {
    await spendProof(deps, tx, userId, identityToken);
    return updatePlayer(tx, userId, { email: null });
  });
  if (!saved) throw new AppError("saveFailed");
  return presentContacts(saved);
}

type PasswordInput = ParsedBody<typeof changePassword>;

/** With the old password or a proved identity; every other session of the player ends. */
export async function changePlayerPassword(
  deps: AppDeps,
  userId: number,
  input: PasswordInput,
  sessionToken: string,
) {
  const user = await ownUserRow(deps, userId);
  if (input.password !== input.passwordAgain) throw new AppError("passwordMismatch");
  assertUncommonPassword(input.password);
  if (input.by === "password") await checkOldPassword(deps, user, input.oldPassword);
  else await assertProof(deps, userId, input.identityToken);
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    if (input.by === "code") await spendProof(deps, tx, userId, input.identityToken);
    await updatePlayer(tx, userId, { passwordHash });
    await repo.endOtherSessions(tx, userId, hashSecret(sessionToken, deps.config.APP_SECRET));
  });
  deps.sessionCache.forgetPlayer(userId);
}

/**
 * Each try at the old password is counted before it is checked: the 6th within 15 minutes of the
 * first is refused unchecked until the window ends. A right one clears the count.
 */
async function checkOldPassword(
  deps: AppDeps,
  user: { id: number; passwordHash: string | null },
  oldPassword: string,
) {
  const key = `old-password:${user.id}`;
  const now = deps.now();
  const count = await countAttempt(deps.database.db, key, LOGIN_LOCK_MS, now);
  if (count.tries > OLD_PASSWORD_MAX_TRIES)
    throw new AppError("oldPasswordLocked", { minutes: minutesUntil(count.resetsAt, now) });
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppError("oldPasswordWrong");
  await forgetAttempts(deps.database.db, [key]);
}

export async function realNameCard(deps: AppDeps, userId: number) {
  const card = await repo.findRealNameCard(deps.database.db, userId);
  return card ? presentCard(card) : null;
}

/** One card per player, kept only in masked form plus a keyed hash of the number. */
export async function bindRealName(deps: AppDeps, userId: number, realName: string, idNumber: string) {
  const number = idNumber.toUpperCase();
  const card = {
    userId,
    nameMasked: maskName(realName),
    idNumberMasked: maskIdNumber(number),
    idNumberHash: hashSecret(`id:${number}`, deps.config.APP_SECRET),
    verifiedAt: deps.now(),
  };
  if (!(await repo.insertRealNameCard(deps.database.db, card))) throw new AppError("realNameExists");
  return presentCard(card);
}

function presentCard(card: { nameMasked: string; idNumberMasked: string; verifiedAt: Date }) {
  return { name: card.nameMasked, idNumber: card.idNumberMasked, verifiedAt: card.verifiedAt.toISOString() };
}

/** 张三丰 → 张**, Ana Lim → A** L**: the first letter of each part stays. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/([ ·.'-])/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((c, i) => (i === 0 ? c : "*")).join("")))
    .join("");
}

/** 110101199003074514 → 110***********4514 */
export function maskIdNumber(value: string): string {
  return `${value.slice(0, 3)}${"*".repeat(Math.max(0, value.length - 7))}${value.slice(-4)}`;
}

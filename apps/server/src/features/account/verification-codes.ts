import { randomInt } from "node:crypto";
import { CODE_DAILY_LIMIT, CODE_MAX_TRIES, CODE_RESEND_MS, CODE_TTL_MS } from "@portal/contracts/account";
import type { Language } from "@portal/contracts/languages";
import { accountKind } from "@portal/contracts/validation";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { verificationCodes } from "../../db/schema/account.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { enqueue } from "../../platform/outbox.ts";
import { hashSecret } from "../../platform/session.ts";
import { admitCodeSend, type CodeSender } from "./code-sending-limits.ts";
import { assertPhoneAvailable } from "./phone-availability.ts";

export type CodePurpose = "register" | "login" | "bind" | "verify" | "cancel";

/** E-mail addresses compare case-insensitively; phone numbers as typed. */
export function normalizeTarget(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * What goes to the target: its code, or (with no code it could use) a note that the address already
 * has an account, has none, or is taken. Every kind costs the same work and the same limits, so the
 * answer tells nothing about which accounts exist.
 */
export type CodeMessage = "code" | "accountExists" | "noAccount" | "addressTaken";

export interface CodeRequest {
  purpose: CodePurpose;
  language: Language;
  sender: CodeSender;
  message?: CodeMessage;
}

/**
 * Sends a 6-digit code to a phone or e-mail: at most one per target per 60 s and 10 a day, within
 * the sender's limits (code-sending-limits.ts). The code is stored hashed and leaves through the
 * outbox (mail or SMS) in the player's language.
 */
export async function issueCode(deps: AppDeps, account: string, request: CodeRequest) {
  const target = normalizeTarget(account);
  assertPhoneAvailable(deps, target);
  const now = deps.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await deps.database.db.transaction(async (tx) => {
    // Serialises sends to one target so two taps cannot both pass the 60 s check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${target}`}))`);
    await assertTargetMayReceive(tx, target, now);
    await admitCodeSend(deps, tx, request.sender);
    await tx.insert(verificationCodes).values({
      target,
      purpose: request.purpose,
      codeHash: hashSecret(`${target}:${code}`, deps.config.APP_SECRET),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    const kind = request.message ?? "code";
    const message = {
      to: target,
      subject: deps.t(request.language, `account:${kind}MessageSubject`),
      text: deps.t(request.language, `account:${kind}MessageBody`, { code, minutes: CODE_TTL_MS / 60000 }),
    };
    await enqueue(tx, accountKind(target) === "email" ? "mail" : "sms", message);
  });
  return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
}

async function assertTargetMayReceive(tx: DbOrTx, target: string, now: Date) {
  const [latest] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const sinceLast = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < CODE_RESEND_MS) {
    throw new AppError("codeSendTooSoon", { seconds: Math.ceil((CODE_RESEND_MS - sinceLast) / 1000) });
  }
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [today] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, dayAgo)));
  if ((today?.n ?? 0) >= CODE_DAILY_LIMIT) throw new AppError("codeDailyLimit", { limit: CODE_DAILY_LIMIT });
}

/**
 * Checks a code against the newest one sent to the target for this purpose and uses it up.
 * Every try is counted with one atomic statement before the check, so of any number of
 * concurrent tries at most 5 are checked; then the code is dead. Throws codeWrong, codeExpired
 * or codeTooManyTries.
 * `beforeUse` runs once the code is known right, before it is spent; if it throws, the code stays usable.
 */
export async function consumeCode(
  deps: AppDeps,
  account: string,
  purpose: CodePurpose,
  code: string,
  beforeUse?: () => unknown,
) {
  const target = normalizeTarget(account);
  assertPhoneAvailable(deps, target);
  const now = deps.now();
  const db = deps.database.db;
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  // The column counts every try (right ones too), not only wrong ones.
  const [latest] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(eq(verificationCodes.id, sql`(${newest})`))
    .returning();
  if (!latest) throw new AppError("codeWrong");
  if (latest.wrongTries > CODE_MAX_TRIES) throw new AppError("codeTooManyTries");
  if (latest.expiresAt.getTime() <= now.getTime()) throw new AppError("codeExpired");
  if (hashSecret(`${target}:${code}`, deps.config.APP_SECRET) !== latest.codeHash) {
    const left = CODE_MAX_TRIES - latest.wrongTries;
    if (left <= 0) throw new AppError("codeTooManyTries");
    throw new AppError("codeWrong", { left });
  }
  await beforeUse?.();
  // Conditional: of two requests racing with the same code, only one uses it.
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError("codeWrong");
}

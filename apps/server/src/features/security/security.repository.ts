import { and, asc, eq, gt, inArray, isNotNull, isNull, like, lte, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRowWhere, insertNew } from "../../db/rows.ts";
import {
  attemptCounters,
  gameAccounts,
  sessions,
  users,
  verificationCodes,
} from "../../db/schema/account.ts";
import { media } from "../../db/schema/platform.ts";
import { identityProofs, realNameCards } from "../../db/schema/security.ts";

export async function insertIdentityProof(db: DbOrTx, values: typeof identityProofs.$inferInsert) {
  await db.insert(identityProofs).values(values);
}

export async function findLiveProof(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: identityProofs.id })
    .from(identityProofs)
    .where(liveProof(userId, tokenHash, now));
  return row;
}

/** Uses the proof up; of two requests racing with one proof, only one gets a row back. */
export async function useProof(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(identityProofs)
    .set({ usedAt: now })
    .where(liveProof(userId, tokenHash, now))
    .returning({ id: identityProofs.id });
  return rows.length > 0;
}

const liveProof = (userId: number, tokenHash: string, now: Date) =>
  and(
    eq(identityProofs.userId, userId),
    eq(identityProofs.tokenHash, tokenHash),
    isNull(identityProofs.usedAt),
    gt(identityProofs.expiresAt, now),
  );

export async function findRealNameCard(db: DbOrTx, userId: number) {
  return findRowWhere(db, realNameCards, eq(realNameCards.userId, userId));
}

/** Returns false when the player already has a card (the primary key keeps it to one). */
export function insertRealNameCard(db: DbOrTx, values: typeof realNameCards.$inferInsert) {
  return insertNew(db, realNameCards, values);
}

/** Ends every session of the player but the one making the change. */
export async function endOtherSessions(db: DbOrTx, userId: number, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

/** Accounts past their grace period and not yet anonymised, locked for this transaction. */
export function claimExpiredCancellations(tx: DbOrTx, cutoff: Date, limit: number) {
  return tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        isNotNull(users.cancelRequestedAt),
        lte(users.cancelRequestedAt, cutoff),
        isNull(users.anonymisedAt),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function anonymiseUser(tx: DbOrTx, userId: number, nickname: string, now: Date) {
  await tx
    .update(users)
    .set({
      email: null,
      phone: null,
      passwordHash: null,
      nickname,
      avatarMediaId: null,
      gender: "unset",
      birthday: null,
      bio: "",
      country: null,
      region: null,
      consentNoticesAt: null,
      anonymisedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Everything that still ties the account to a person, apart from orders and the points ledger. */
export async function deletePersonalTraces(tx: DbOrTx, userId: number, contacts: string[]) {
  await tx.delete(realNameCards).where(eq(realNameCards.userId, userId));
  await tx.delete(identityProofs).where(eq(identityProofs.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(gameAccounts).where(eq(gameAccounts.userId, userId));
  await tx.delete(media).where(and(eq(media.ownerId, userId), like(media.key, `avatar:${userId}:%`)));
  if (contacts.length > 0) {
    await tx.delete(verificationCodes).where(inArray(verificationCodes.target, contacts));
    const signInCounts = contacts.map((contact) => `sign-in:account:${contact}`);
    await tx.delete(attemptCounters).where(inArray(attemptCounters.key, signInCounts));
  }
}

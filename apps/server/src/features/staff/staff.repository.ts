import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { findRow, findRowWhere, insertRow, updateAtVersion } from "../../db/rows.ts";
import { staffMembers, staffRecoveryCodes } from "../../db/schema/staff.ts";

export type StaffRow = typeof staffMembers.$inferSelect;

export async function findStaffByEmail(db: DbOrTx, email: string) {
  return findRowWhere(db, staffMembers, eq(staffMembers.email, email));
}

export async function findStaffById(db: DbOrTx, id: number) {
  return findRow(db, staffMembers, id);
}

/** The row, locked for the rest of the transaction. */
export async function lockStaff(db: DbOrTx, id: number) {
  return findRow(db, staffMembers, id, true);
}

/** Locks every active owner, so two changes that could each remove "the other" owner run one by one. */
export async function lockActiveOwners(db: DbOrTx) {
  return db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.disabledAt)))
    .for("update");
}

export async function listStaff(db: DbOrTx) {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
}

export async function insertStaff(db: DbOrTx, values: typeof staffMembers.$inferInsert) {
  return insertRow(db, staffMembers, values);
}

/** Applies `changes` only to the version the editor saw, moving the version on. */
export async function updateStaffAtVersion(
  db: DbOrTx,
  id: number,
  version: number,
  changes: Partial<Pick<StaffRow, "role" | "disabledAt">>,
) {
  return updateAtVersion(db, staffMembers, id, version, changes);
}

export async function setPendingSecret(db: DbOrTx, id: number, sealed: string) {
  await db.update(staffMembers).set({ totpPendingSecret: sealed }).where(eq(staffMembers.id, id));
}

/** Takes TOTP time step `step` for the staff member unless it or a later one was used already. */
export async function takeTimeStep(db: DbOrTx, id: number, step: number) {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, id), lt(staffMembers.totpLastStep, step)))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

export async function confirmSecret(db: DbOrTx, id: number, sealed: string) {
  await db
    .update(staffMembers)
    .set({ totpSecret: sealed, totpPendingSecret: null, version: sql`${staffMembers.version} + 1` })
    .where(eq(staffMembers.id, id));
}

export async function replaceRecoveryCodes(db: DbOrTx, staffId: number, codeHashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses one unused recovery code; false when there is none with that hash (wrong or used). */
export async function useRecoveryCode(db: DbOrTx, staffId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, staffId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

import { randomBytes } from "node:crypto";
import type { StaffRole } from "@portal/contracts/console/roles";
import {
  CONSOLE_IDLE_MS,
  CONSOLE_SESSION_MAX_MS,
  consoleSessionCookie,
} from "@portal/contracts/console/route";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { staffMembers, staffSessions } from "../db/schema/staff.ts";
import type { AppDeps } from "./context.ts";
import { hashSecret } from "./session.ts";

/** The staff member behind a console request. */
export interface ConsoleStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** false between the password and the second factor. */
  secondFactorDone: boolean;
  sessionTokenHash: string;
}

const COOKIE_PATH = "/api/console";

/** A new session after the password: it grants nothing but the second-factor steps. */
export async function startStaffSession(deps: AppDeps, reply: FastifyReply, staffId: number) {
  const token = randomBytes(32).toString("base64url");
  const now = deps.now();
  await deps.database.db.insert(staffSessions).values({
    tokenHash: hashSecret(token, deps.config.APP_SECRET),
    staffId,
    lastSeenAt: now,
    createdAt: now,
  });
  reply.setCookie(consoleSessionCookie, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: deps.config.NODE_ENV === "production",
    maxAge: CONSOLE_SESSION_MAX_MS / 1000,
  });
}

export async function completeSecondFactor(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(staffSessions).set({ secondFactorAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function endStaffSession(deps: AppDeps, reply: FastifyReply, tokenHash: string) {
  await deps.database.db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  reply.clearCookie(consoleSessionCookie, { path: COOKIE_PATH });
}

export async function endAllStaffSessions(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/**
 * The active staff member of a console session token, touching the session: a session unused for
 * 30 minutes, older than 12 hours, or of a disabled staff member is gone.
 */
export async function loadStaffSession(deps: AppDeps, token: string): Promise<ConsoleStaff | null> {
  const tokenHash = hashSecret(token, deps.config.APP_SECRET);
  const now = deps.now();
  const db = deps.database.db;
  const [session] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - CONSOLE_IDLE_MS)),
        gt(staffSessions.createdAt, new Date(now.getTime() - CONSOLE_SESSION_MAX_MS)),
      ),
    )
    .returning({ staffId: staffSessions.staffId, secondFactorAt: staffSessions.secondFactorAt });
  if (!session) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return null;
  }
  const [staff] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, session.staffId), isNull(staffMembers.disabledAt)));
  if (!staff) return null;
  return {
    ...staff,
    role: staff.role as StaffRole,
    secondFactorDone: session.secondFactorAt !== null,
    sessionTokenHash: tokenHash,
  };
}

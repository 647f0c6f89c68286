import { createHmac, randomBytes } from "node:crypto";
import { SESSION_DAYS, sessionCookie, userCookie } from "@portal/contracts/account";
import { languageCookie } from "@portal/contracts/languages";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { sessions, users } from "../db/schema/account.ts";
import type { AppDeps } from "./context.ts";

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Extend a session at most once an hour, so reads do not write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export function hashSecret(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

/** Signs the player in: a new session, its cookies, and the language the player signs in with. */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.now().getTime() + SESSION_MS);
  await deps.database.db.insert(sessions).values({
    tokenHash: hashSecret(token, deps.config.APP_SECRET),
    userId,
    expiresAt,
    userAgent: request.headers["user-agent"]?.slice(0, 300),
  });
  await keepLanguage(deps, request, { id: userId, language: null });
  setSessionCookies(deps, reply, token, userId);
}

function setSessionCookies(deps: AppDeps, reply: FastifyReply, token: string, userId: number) {
  const secure = deps.config.NODE_ENV === "production";
  const maxAge = SESSION_MS / 1000;
  reply.setCookie(sessionCookie, token, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge });
  // Readable by the web app: the spec detects sign-in from the user cookie's first entry.
  reply.setCookie(userCookie, String(userId), {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(sessionCookie, { path: "/" });
  reply.clearCookie(userCookie, { path: "/" });
}

export async function endSession(deps: AppDeps, token: string | undefined) {
  if (!token) return;
  const ended = await deps.database.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSecret(token, deps.config.APP_SECRET)))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) deps.sessionCache.forgetPlayer(userId);
}

/** Ends every session of the player; the caller calls `deps.sessionCache.forgetPlayer` once its transaction committed. */
export async function endAllSessions(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Remembers the language the player chose (the language cookie, never the default of a request
 * without one), written only when it changed: broadcasts can then reach a language's players.
 */
async function keepLanguage(
  deps: AppDeps,
  request: FastifyRequest,
  user: { id: number; language: string | null },
  tokenHash?: string,
) {
  if (!request.cookies[languageCookie] || request.language === user.language) return;
  await deps.database.db.update(users).set({ language: request.language }).where(eq(users.id, user.id));
  if (tokenHash) deps.sessionCache.update(tokenHash, { language: request.language });
}

/** The signed-in player behind a session token's hash, if the session runs at `now` (one prepared, indexed read). */
const sessionLookup = (db: Db) =>
  prepared(db, "session_lookup", (name) =>
    db
      .select({
        id: users.id,
        roles: users.roles,
        bannedUntil: users.bannedUntil,
        banReason: users.banReason,
        language: users.language,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .prepare(name),
  );

/** Loads request.user from the session cookie, keeps the player's language and slides the expiry. */
export function registerSessions(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest("user", null);
  // A callback hook: a visitor's request (no session cookie) goes on without a promise to wait for.
  app.addHook("onRequest", (request, reply, done) => {
    request.user = null;
    const token = request.cookies[sessionCookie];
    if (!token || !request.url.startsWith("/api/")) return done();
    loadSession(deps, request, reply, token).then(() => done(), done);
  });
}

/** Loads the session of the cookie's token; a signed-in player's request waits for it. */
async function loadSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, token: string) {
  const tokenHash = hashSecret(token, deps.config.APP_SECRET);
  const now = deps.now();
  const row = await deps.sessionCache.lookup(tokenHash, async () => {
    const [found] = await sessionLookup(deps.database.db).execute({ tokenHash, now: now.toISOString() });
    return found;
  });
  // A cached session is still checked against the clock (which tests and the dev clock move).
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    clearSessionCookies(reply);
    return;
  }
  request.user = { id: row.id, roles: row.roles, bannedUntil: row.bannedUntil, banReason: row.banReason };
  await keepLanguage(deps, request, row, tokenHash);
  if (row.expiresAt.getTime() - now.getTime() < SESSION_MS - SLIDE_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_MS);
    await deps.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    deps.sessionCache.update(tokenHash, { expiresAt });
    setSessionCookies(deps, reply, token, row.id);
  }
}

export function isBanned(user: { bannedUntil: Date | null }, now: Date): boolean {
  return user.bannedUntil !== null && user.bannedUntil.getTime() > now.getTime();
}

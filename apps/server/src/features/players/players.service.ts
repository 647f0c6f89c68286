import { randomUUID } from "node:crypto";
import type * as contract from "@portal/contracts/console/players";
import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { endAllSessions } from "../../platform/session.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { gameNamesIn, myGames } from "../games/games.service.ts";
import { myCodes } from "../gifts/gifts.service.ts";
import { adjustPoints, pointsBalance, pointsLog } from "../points/ledger.service.ts";
import { history as orderHistory } from "../topup/orders.service.ts";
import { presentPlayerSummary, presentSanction, sessionRef } from "./players.presenter.ts";
import * as repo from "./players.repository.ts";

/** The most recent items of each kind the player page shows. */
const RECENT = 50;
const recentPage = { page: 1, pageSize: RECENT };

export async function findPlayers(
  deps: AppDeps,
  staff: ConsoleStaff,
  query: ParsedQuery<typeof contract.searchPlayers>,
) {
  const { rows, total } = await repo.searchPlayers(
    deps.database.db,
    { by: query.by, q: query.q },
    { limit: query.pageSize, offset: offsetOf(query) },
  );
  const now = deps.now();
  return toPage(
    rows.map((row) => presentPlayerSummary(staff, row, now)),
    total,
    query,
  );
}

async function requirePlayer(deps: AppDeps, playerId: number) {
  const player = await repo.findPlayer(deps.database.db, playerId);
  if (!player) throw new AppError("playerNotFound");
  return player;
}

/** Everything the player page shows, from the features that own it (gift codes left out). */
export async function playerDetail(
  deps: AppDeps,
  staff: ConsoleStaff,
  language: Language,
  playerId: number,
): Promise<contract.PlayerDetail> {
  const player = await requirePlayer(deps, playerId);
  const db = deps.database.db;
  const now = deps.now();
  const [accounts, sessions, reserved, claims, balance, ledger, orders, sanctions] = await Promise.all([
    repo.gameAccountsOf(db, playerId),
    repo.sessionsOf(db, playerId, now),
    myGames(deps, language, playerId, "reserved", recentPage),
    myCodes(deps, playerId, language, recentPage),
    pointsBalance(db, playerId),
    pointsLog(db, playerId, { limit: RECENT }),
    orderHistory(deps, playerId, language, recentPage),
    repo.sanctionsOf(db, playerId),
  ]);
  const gameNames = await gameNamesIn(
    db,
    accounts.map((account) => account.appId),
    language,
  );
  return {
    profile: {
      ...presentPlayerSummary(staff, player, now),
      gender: player.gender,
      birthday: player.birthday,
      country: player.country,
      region: player.region,
      vipLevel: player.vipLevel,
      roles: player.roles,
      banReason: player.banReason,
      muteReason: player.muteReason,
      cancelRequestedAt: player.cancelRequestedAt?.toISOString() ?? null,
    },
    bindings: {
      email: player.email !== null,
      phone: player.phone !== null,
      password: player.passwordHash !== null,
      gameAccounts: accounts.map((account) => ({
        appId: account.appId,
        gameName: gameNames.get(account.appId) ?? "",
        openId: account.openId,
        lastServerId: account.lastServerId,
        lastRoleId: account.lastRoleId,
        lastSeenAt: account.lastSeenAt.toISOString(),
      })),
    },
    sessions: sessions.map((session) => ({
      ref: sessionRef(session.tokenHash),
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
    })),
    reservations: reserved.items.map((game) => ({ appId: game.appId, gameName: game.name, at: game.at })),
    claims: claims.items.map((claim) => ({
      giftId: claim.giftId,
      gameName: claim.gameName,
      name: claim.name,
      claimedAt: claim.claimedAt,
    })),
    points: {
      balance,
      history: ledger.map((entry) => ({
        id: entry.id,
        delta: entry.delta,
        reason: entry.reason,
        note: noteOf(entry.details),
        createdAt: entry.createdAt.toISOString(),
      })),
    },
    orders: orders.items.map((order) => ({
      orderNo: order.orderNo,
      gameName: order.gameName,
      goodsName: order.goodsName,
      currency: order.currency,
      amountMinor: order.amountMinor,
      status: order.status,
      createdAt: order.createdAt,
    })),
    sanctions: sanctions.map((view) => presentSanction(view, now)),
  };
}

const noteOf = (details: unknown) =>
  details && typeof details === "object" && "note" in details && typeof details.note === "string"
    ? details.note
    : null;

/**
 * Ends one session of the player (`ref`) or all of them. Sessions are looked up on every request,
 * so the player's next request is signed out.
 */
export async function revokeSessions(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: { playerId: number; ref?: string },
) {
  const player = await requirePlayer(deps, input.playerId);
  const now = deps.now();
  const revoked = await deps.database.db.transaction(async (tx) => {
    const sessions = await repo.sessionsOf(tx, player.id, now);
    const chosen = input.ref ? sessions.filter((s) => sessionRef(s.tokenHash) === input.ref) : sessions;
    if (input.ref) {
      for (const session of chosen) await repo.deleteSession(tx, player.id, session.tokenHash);
    } else {
      await endAllSessions(tx, player.id);
    }
    await recordAudit(tx, {
      staffId: staff.id,
      at: now,
      action: input.ref ? "player.revokeSession" : "player.revokeAllSessions",
      subject: { type: "player", id: player.id },
      before: { sessions: sessions.map((s) => sessionRef(s.tokenHash)) },
      after: { revoked: chosen.map((s) => sessionRef(s.tokenHash)) },
    });
    return { revoked: chosen.length };
  });
  deps.sessionCache.forgetPlayer(player.id);
  return revoked;
}

/**
 * Adds or takes points with the staff member's reason, in one transaction with its audit row. The
 * balance never goes below zero; concurrent adjustments each move it exactly once.
 */
export async function adjustPlayerPoints(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: ParsedBody<typeof contract.adjustPlayerPoints>,
) {
  await requirePlayer(deps, input.playerId);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const balance = await adjustPoints(tx, input.playerId, input.delta, {
      reason: "adjustment",
      reference: `console:${randomUUID()}`,
      details: { staffId: staff.id, note: input.reason },
    });
    if (balance === null)
      throw new AppError("pointsAdjustmentBelowZero", { balance: await pointsBalance(tx, input.playerId) });
    await recordAudit(tx, {
      staffId: staff.id,
      at: now,
      action: "player.adjustPoints",
      subject: { type: "player", id: input.playerId },
      before: { balance: balance - input.delta },
      after: { balance, delta: input.delta, reason: input.reason },
    });
    return { balance };
  });
}

import type * as contract from "@portal/contracts/console/players";
import type { ParsedBody } from "@portal/contracts/route";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { PERMANENT, presentSanction } from "./players.presenter.ts";
import * as repo from "./players.repository.ts";

/**
 * The one check every way of posting goes through (reviews, review replies, news comments and
 * replies, forum posts and comments): a muted player is refused with until when, and why.
 */
export async function assertMayPost(deps: AppDeps, db: DbOrTx, userId: number) {
  const row = await repo.mutedUntilOf(db, userId);
  if (!row?.mutedUntil || row.mutedUntil.getTime() <= deps.now().getTime()) return;
  const reason = row.muteReason ?? "";
  if (row.mutedUntil.getTime() >= PERMANENT.getTime())
    throw new AppError("playerMutedPermanently", { reason });
  throw new AppError("playerMuted", { until: row.mutedUntil, reason });
}

/** What the player's row carries for a kind of sanction (what requests check). */
function columnsOf(
  kind: contract.SanctionKind,
  until: Date | null,
  reason: string | null,
): repo.SanctionColumns {
  return kind === "ban"
    ? { bannedUntil: until, banReason: reason }
    : { mutedUntil: until, muteReason: reason };
}

function columnsNow(player: repo.PlayerRow, kind: contract.SanctionKind) {
  return kind === "ban"
    ? { bannedUntil: player.bannedUntil?.toISOString() ?? null, banReason: player.banReason }
    : { mutedUntil: player.mutedUntil?.toISOString() ?? null, muteReason: player.muteReason };
}

async function lockExistingPlayer(tx: Tx, playerId: number) {
  const player = await repo.lockPlayer(tx, playerId);
  if (!player) throw new AppError("playerNotFound");
  return player;
}

/** A ban rides on the player's looked-up sessions: they are forgotten in every process once the change committed. */
async function changeSanction<T>(deps: AppDeps, playerId: number, change: (tx: Tx) => Promise<T>) {
  const result = await deps.database.db.transaction(change);
  deps.sessionCache.forgetPlayer(playerId);
  return result;
}

async function sanctionView(tx: DbOrTx, playerId: number, sanctionId: number, now: Date) {
  const [view] = await repo.sanctionsOf(tx, playerId, sanctionId);
  if (!view) throw new AppError("sanctionNotActive");
  return presentSanction(view, now);
}

/**
 * Bans or mutes the player from now until `endsAt` (null: permanent). A newer sanction of the same
 * kind replaces one still running (which is kept in the history, lifted by this staff member).
 */
export async function sanctionPlayer(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: ParsedBody<typeof contract.sanctionPlayer>,
) {
  const now = deps.now();
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt.getTime() <= now.getTime()) throw new AppError("sanctionEndPassed");
  return changeSanction(deps, input.playerId, async (tx) => {
    const player = await lockExistingPlayer(tx, input.playerId);
    await repo.liftRunning(tx, { userId: player.id, kind: input.kind, at: now, by: staff.id });
    const row = await repo.insertSanction(tx, {
      userId: player.id,
      kind: input.kind,
      reason: input.reason,
      startsAt: now,
      endsAt,
      staffId: staff.id,
    });
    const after = columnsOf(input.kind, endsAt ?? PERMANENT, input.reason);
    await repo.setSanctionColumns(tx, player.id, after);
    await recordAudit(tx, {
      staffId: staff.id,
      at: now,
      action: `player.${input.kind}`,
      subject: { type: "player", id: player.id },
      before: columnsNow(player, input.kind),
      after: { ...columnsNow({ ...player, ...after }, input.kind), sanctionId: row.id },
    });
    return sanctionView(tx, player.id, row.id, now);
  });
}

/** Ends a running ban or mute early; one already over (ended, lifted, replaced) is refused. */
export async function liftSanction(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: ParsedBody<typeof contract.liftSanction>,
) {
  const now = deps.now();
  return changeSanction(deps, input.playerId, async (tx) => {
    const player = await lockExistingPlayer(tx, input.playerId);
    const [view] = await repo.sanctionsOf(tx, player.id, input.sanctionId);
    if (!view) throw new AppError("sanctionNotActive");
    const { kind } = view.sanction;
    const lifted = await repo.liftRunning(tx, {
      userId: player.id,
      kind,
      at: now,
      by: staff.id,
      sanctionId: input.sanctionId,
    });
    if (lifted.length === 0) throw new AppError("sanctionNotActive");
    const after = columnsOf(kind, null, null);
    await repo.setSanctionColumns(tx, player.id, after);
    await recordAudit(tx, {
      staffId: staff.id,
      at: now,
      action: kind === "ban" ? "player.liftBan" : "player.liftMute",
      subject: { type: "player", id: player.id },
      before: { ...columnsNow(player, kind), sanctionId: input.sanctionId },
      after: columnsNow({ ...player, ...after }, kind),
    });
    return sanctionView(tx, player.id, input.sanctionId, now);
  });
}

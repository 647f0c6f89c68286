import { createHash } from "node:crypto";
import type { PlayerSummary, Sanction } from "@portal/contracts/console/players";
import { roleAllows } from "@portal/contracts/console/roles";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { maskEmail, maskPhone } from "../account/account.service.ts";
import type { PlayerRow, SanctionView } from "./players.repository.ts";

/** The end of a permanent ban or mute on the player's row (the sanction itself has no end). */
export const PERMANENT = new Date("9999-12-31T00:00:00.000Z");

/**
 * The one place staff get a player's contact data: whole for `players.contact` (owners), masked
 * for everyone else — the whole value never leaves the server for them.
 */
export function contactFor(staff: ConsoleStaff, player: Pick<PlayerRow, "email" | "phone">) {
  const whole = roleAllows(staff.role, "players.contact");
  return {
    email: player.email && (whole ? player.email : maskEmail(player.email)),
    phone: player.phone && (whole ? player.phone : maskPhone(player.phone)),
    contactMasked: !whole,
  };
}

/** A sanction end as staff see it: null while none, or the time (permanent ones included). */
const inForce = (until: Date | null, now: Date) =>
  until && until.getTime() > now.getTime() ? until.toISOString() : null;

export function presentPlayerSummary(staff: ConsoleStaff, row: PlayerRow, now: Date): PlayerSummary {
  return {
    id: row.id,
    nickname: row.nickname,
    ...contactFor(staff, row),
    createdAt: row.createdAt.toISOString(),
    bannedUntil: inForce(row.bannedUntil, now),
    mutedUntil: inForce(row.mutedUntil, now),
  };
}

export function presentSanction(view: SanctionView, now: Date): Sanction {
  const { sanction } = view;
  const running = sanction.endsAt === null || sanction.endsAt.getTime() > now.getTime();
  return {
    id: sanction.id,
    kind: sanction.kind,
    reason: sanction.reason,
    startsAt: sanction.startsAt.toISOString(),
    endsAt: sanction.endsAt?.toISOString() ?? null,
    staffName: view.staffName,
    liftedAt: sanction.liftedAt?.toISOString() ?? null,
    liftedByName: view.liftedByName,
    active: running && sanction.liftedAt === null,
  };
}

/** A session as staff may name it: a short digest of the stored hash, never the hash or token. */
export function sessionRef(tokenHash: string): string {
  return createHash("sha256").update(`session-ref:${tokenHash}`).digest("hex").slice(0, 16);
}

import {
  BROADCAST_BATCH,
  type BroadcastForm,
  type BroadcastItem,
  type SegmentInput,
} from "@portal/contracts/console/broadcasts";
import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { DbOrTx } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fail } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { enqueue, type OutboxHandler } from "../../platform/outbox.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { gameNamesIn, gameNamesOf } from "../games/games.service.ts";
import { pushMailGift } from "../push/push.service.ts";
import { presentBroadcast, presentBroadcastDetail } from "./broadcasts.presenter.ts";
import * as repo from "./broadcasts.repository.ts";

/** The outbox kind of one batch of a broadcast's deliveries. */
export const BROADCAST_BATCH_JOB = "broadcast-batch";
/** A "now" a little in the past (the form was filled in a moment ago) is still now. */
const SEND_AT_SLACK_MS = 60_000;

async function present(db: DbOrTx, rows: repo.BroadcastRow[], language: Language) {
  const [counts, gameNames] = await Promise.all([repo.countsOf(db, rows), gameNamesOf(db, rows, language)]);
  const none = { sent: 0, read: 0, claimed: 0 };
  return rows.map((row) => presentBroadcast(row, counts.get(row.id) ?? none, language, gameNames));
}

export async function listBroadcasts(
  deps: AppDeps,
  page: { page: number; pageSize: number },
  language: Language,
) {
  const db = deps.database.db;
  const { rows, total } = await repo.listBroadcasts(db, { limit: page.pageSize, offset: offsetOf(page) });
  return toPage(await present(db, rows, language), total, page);
}

export async function broadcastDetail(deps: AppDeps, id: number, language: Language) {
  const db = deps.database.db;
  const found = await repo.findBroadcast(db, id);
  if (!found) return fail("broadcastNotFound");
  const [item] = await present(db, [found.broadcast], language);
  const packId = found.broadcast.giftPackId;
  const packName =
    packId === null
      ? null
      : textAlongChain(packNameTexts(await repo.packTexts(db, packId)), language, "anyText");
  return presentBroadcastDetail(item as BroadcastItem, found.broadcast, {
    createdBy: found.createdBy,
    giftPackName: packName?.text ?? null,
  });
}

export async function broadcastOptions(deps: AppDeps, language: Language) {
  const db = deps.database.db;
  const [gameIds, packs] = await Promise.all([repo.allGameIds(db), repo.mailOnlyPacks(db)]);
  const names = await gameNamesIn(db, gameIds, language);
  return {
    games: gameIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
    packs: packs.map((pack) => ({
      id: pack.id,
      name: textAlongChain(packNameTexts(pack.texts), language, "anyText")?.text ?? `#${pack.id}`,
      gameName: names.get(pack.gameId) ?? "",
      freeCodes: pack.freeCodes,
    })),
  };
}

const packNameTexts = (texts: Record<string, { name?: string }>) =>
  Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text.name ?? ""]));

/** The segment's size now, and the pack's free codes: what the console shows before sending. */
export async function previewSegment(deps: AppDeps, audience: SegmentInput, giftPackId: number | null) {
  const db = deps.database.db;
  const [players, pack] = await Promise.all([
    repo.segmentSize(db, audience),
    giftPackId === null ? undefined : repo.packWithFreeCodes(db, giftPackId),
  ]);
  return { players, freeCodes: pack?.freeCodes ?? null };
}

/**
 * Checks what the broadcast names and that it can reach everyone it is for: a segment with players,
 * a mail-only pack with a code for each of them. Answers the segment's size.
 */
async function checkSendable(deps: AppDeps, input: BroadcastForm) {
  const db = deps.database.db;
  if (input.giftPackId !== null && input.channel !== "mail") fail("broadcastGiftNeedsMail");
  const { gameId } = input.audience;
  if ((input.audience.segment === "game" || input.audience.segment === "reservists") && gameId !== null) {
    if ((await gameNamesIn(db, [gameId], "en")).size === 0) fail("gameNotFound");
  }
  const players = await repo.segmentSize(db, input.audience);
  if (players === 0) fail("broadcastSegmentEmpty");
  if (input.giftPackId !== null) {
    const pack = await repo.packWithFreeCodes(db, input.giftPackId);
    if (!pack) fail("giftNotFound");
    else if (!pack.mailOnly) fail("broadcastPackNotMailOnly");
    else if (pack.freeCodes < players) fail("broadcastNotEnoughCodes", { free: pack.freeCodes, players });
  }
  return players;
}

/**
 * Records the broadcast (and its mail) and schedules its first batch at its time, in one transaction
 * with its audit entry. Nothing reaches a player before the first batch runs.
 */
export async function createBroadcast(
  deps: AppDeps,
  by: ConsoleStaff,
  input: BroadcastForm,
  language: Language,
) {
  const now = deps.now();
  const sendAt = input.sendAt === null ? now : new Date(input.sendAt);
  if (sendAt.getTime() < now.getTime() - SEND_AT_SLACK_MS) fail("broadcastSendAtPassed");
  const segmentSize = await checkSendable(deps, input);
  return deps.database.db.transaction(async (tx) => {
    const { segment, gameId, minVipLevel, language: segmentLanguage } = input.audience;
    const mailId =
      input.channel === "mail"
        ? await repo.insertMail(tx, {
            audience: "segment",
            title: input.title,
            body: input.body,
            giftPackId: input.giftPackId,
            gameId: segment === "game" || segment === "reservists" ? gameId : null,
            createdAt: sendAt,
          })
        : null;
    const row = await repo.insertBroadcast(tx, {
      channel: input.channel,
      segment,
      gameId: segment === "game" || segment === "reservists" ? gameId : null,
      minVipLevel: segment === "vip" ? minVipLevel : null,
      language: segment === "language" ? segmentLanguage : null,
      title: input.title,
      body: input.body,
      giftPackId: input.giftPackId,
      mailId,
      sendAt,
      segmentSize,
      createdBy: by.id,
    });
    // The outbox runs on the database's clock; the development clock may be ahead of it.
    const runAt = input.sendAt === null ? undefined : new Date(Date.now() + sendAt.getTime() - now.getTime());
    await enqueue(tx, BROADCAST_BATCH_JOB, { broadcastId: row.id, after: 0 }, runAt);
    const [after] = await present(tx, [row], language);
    await recordAudit(tx, {
      staffId: by.id,
      at: now,
      action: "broadcast.create",
      subject: { type: "broadcast", id: row.id },
      before: null,
      after,
    });
    return after as BroadcastItem;
  });
}

/** Cancels a broadcast whose first batch has not run; a stale version is refused. */
export async function cancelBroadcast(
  deps: AppDeps,
  by: ConsoleStaff,
  target: { id: number; version: number },
  language: Language,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await repo.lockBroadcast(tx, target.id);
    if (!row) return fail("broadcastNotFound");
    if (row.version !== target.version) return fail("staleEdit");
    if (row.status !== "scheduled") return fail("broadcastNotCancellable");
    const [before] = await present(tx, [row], language);
    const cancelled = await repo.updateBroadcast(tx, row.id, {
      status: "cancelled",
      version: row.version + 1,
      finishedAt: deps.now(),
    });
    const [after] = await present(tx, [cancelled], language);
    await recordAudit(tx, {
      staffId: by.id,
      at: deps.now(),
      action: "broadcast.cancel",
      subject: { type: "broadcast", id: row.id },
      before,
      after,
    });
    return after as BroadcastItem;
  });
}

/**
 * One batch: delivers to the next `size` players after `after` and queues the next batch,
 * in one transaction holding the broadcast's row. A batch whose cursor moved on (a retry, or a
 * second process running the same job) does nothing, so each batch is queued once; the unique
 * delivery key makes each player's delivery happen once in any case.
 */
export async function runBroadcastBatch(
  deps: AppDeps,
  broadcastId: number,
  after: number,
  size = BROADCAST_BATCH,
) {
  await deps.database.db.transaction(async (tx) => {
    const row = await repo.lockBroadcast(tx, broadcastId);
    if (!row || row.cursor !== after || row.status === "cancelled" || row.status === "sent") return;
    const batch = await repo.deliverBatch(tx, row, after, size);
    const last = batch.last ?? after;
    if (row.mailId !== null && row.giftPackId !== null && last > after)
      await pushMailGift(tx, repo.mailReadersBetween(row.mailId, after, last), row.mailId);
    const more = batch.players === size;
    await repo.updateBroadcast(tx, row.id, {
      cursor: last,
      status: more ? "sending" : "sent",
      finishedAt: more ? null : deps.now(),
    });
    if (more) await enqueue(tx, BROADCAST_BATCH_JOB, { broadcastId, after: last });
  });
}

export function broadcastOutboxHandlers(deps: AppDeps): Record<string, OutboxHandler> {
  return {
    [BROADCAST_BATCH_JOB]: (payload) =>
      runBroadcastBatch(deps, Number(payload.broadcastId), Number(payload.after)),
  };
}

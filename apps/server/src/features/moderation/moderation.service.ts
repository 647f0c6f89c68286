import type {
  ModeratedKind as KindName,
  ModeratedItem,
  ModerationAction,
  QueueItem,
} from "@portal/contracts/console/moderation";
import { roleAllows } from "@portal/contracts/console/roles";
import { type Language, textAlongChain } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import { reportReasons } from "@portal/contracts/reviews";
import { recordAudit } from "../../platform/audit.ts";
import {
  changeModeration,
  type ModeratedKind,
  type ModerationState,
  moderatedRows,
} from "../../platform/comments/moderation.ts";
import { type QueueFilter, reportQueue, resolveReportsOf } from "../../platform/comments/reports.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { foldWord } from "../../platform/word-list.ts";
import { auditPage } from "../audit/audit.service.ts";
import { commentModeration } from "../forums/comments.service.ts";
import { postModeration } from "../forums/posts.service.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { notify } from "../messages/messages.service.ts";
import { newsCommentModeration, newsReplyModeration } from "../news/news-comments.service.ts";
import { reviewModeration, reviewReplyModeration } from "../reviews/reviews.service.ts";
import * as repo from "./moderation.repository.ts";

/** Where each kind of text lives and what it counts, as its feature describes it. */
const kinds: Record<KindName, ModeratedKind> = {
  review: reviewModeration,
  reply: reviewReplyModeration,
  newsComment: newsCommentModeration,
  newsReply: newsReplyModeration,
  post: postModeration,
  comment: commentModeration,
};

type Reason = (typeof reportReasons)[number];
const countReasons = (reasons: string[]) =>
  reportReasons
    .map((reason: Reason) => ({ reason, count: reasons.filter((r) => r === reason).length }))
    .filter((entry) => entry.count > 0);

/** A page of the queue: each reported text with its author, state, report count and reasons. */
export async function queuePage(
  deps: AppDeps,
  query: Omit<QueueFilter, "limit" | "offset"> & { page: number; pageSize: number },
) {
  const db = deps.database.db;
  const { page, pageSize, ...filter } = query;
  const { rows, total } = await reportQueue(db, {
    ...filter,
    limit: pageSize,
    offset: offsetOf({ page, pageSize }),
  });
  const found = new Map<string, Awaited<ReturnType<typeof moderatedRows>>[number]>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
    for (const text of await moderatedRows(db, kinds[kind].table, ids)) found.set(`${kind}:${text.id}`, text);
  }
  const items: QueueItem[] = rows.map((row) => {
    const text = found.get(`${row.kind}:${row.id}`);
    return {
      kind: row.kind,
      id: row.id,
      text: text?.body ?? row.snapshot,
      author: text ? { uid: text.userId, nickname: text.nickname } : null,
      // A text its author removed is gone for good: shown as deleted.
      state: text?.state ?? "deleted",
      reports: row.reports,
      reasons: countReasons(row.reasons),
      lastReportedAt: row.lastReportedAt.toISOString(),
    };
  });
  return toPage(items, total, query);
}

/**
 * One moderator action, in one transaction with its audit entry: hide, restore and delete change
 * the text's state (and the counts players see); hide, delete and dismiss close its reports; warn
 * sends its author a system message. An action that changes nothing (someone did it first) writes
 * no audit entry. A text that appears or disappears leaves every process's public cache at once, so
 * visitors do not see a hidden text for the cache window.
 */
export async function moderate(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: { kind: KindName; id: number; action: ModerationAction },
) {
  const kind = kinds[input.kind];
  const at = deps.now();
  const outcome = await deps.database.db.transaction(async (tx) => {
    const text = await changeModeration(
      tx,
      kind,
      input.id,
      input.action === "dismiss" || input.action === "warn" ? "none" : input.action,
      at,
    );
    if (!text) throw new AppError("moderatedTextNotFound");
    let changed = text.changed;
    if (input.action === "hide" || input.action === "delete" || input.action === "dismiss") {
      const closed = await resolveReportsOf(tx, input.kind, input.id, at);
      if (input.action === "dismiss") changed = closed > 0;
    }
    if (input.action === "warn") {
      await notify(tx, {
        userId: text.userId,
        kind: "moderationWarning",
        subject: `moderationWarning:${input.kind}:${input.id}:${at.getTime()}`,
        link: "/messages",
        excerpt: text.body,
      });
      changed = true;
    }
    if (changed)
      await recordAudit(tx, {
        staffId: staff.id,
        at,
        action: `moderation.${input.action}`,
        subject: { type: input.kind, id: input.id },
        before: { state: text.before, text: text.body, authorId: text.userId },
        after: { state: text.after },
      });
    return { changed, state: text.after as ModerationState, shownChanged: text.changed };
  });
  if (outcome.shownChanged) deps.publicCache.invalidate("");
  return { changed: outcome.changed, state: outcome.state };
}

/** A sanction end while it runs, else null. */
const running = (until: Date | null, now: Date) =>
  until && until.getTime() > now.getTime() ? until.toISOString() : null;

/** Reporters are named whole only to staff who see players' contact data; others see a masked name. */
const reporterFor = (staff: ConsoleStaff, uid: number, nickname: string) =>
  roleAllows(staff.role, "players.contact")
    ? { uid, nickname }
    : { uid: null, nickname: `${Array.from(nickname)[0] ?? ""}***` };

/** Where players read a text, under the portal's base path. */
function portalPath(kind: KindName, text: repo.TextContext) {
  if (text.postId) return `/dist/post/${text.postId}`;
  if (text.newsId) return `/dist/news/${text.newsId}`;
  return kind === "review" || kind === "reply" ? `/dist/game/${text.gameId}` : "/dist/";
}

/** The most history entries a detail page shows (newest first). */
const HISTORY_MAX = 100;

/**
 * One reported text whole, for its console page: the text and images, its author with their
 * sanctions and warnings, where it lives, its counts, every report, and what staff (audit log) and
 * board moderators (portal moderation record) did to it, newest first.
 */
export async function moderatedItem(
  deps: AppDeps,
  staff: ConsoleStaff,
  language: Language,
  input: { kind: KindName; id: number },
): Promise<ModeratedItem> {
  const db = deps.database.db;
  const text = await repo.textContext(db, input.kind, input.id);
  if (!text) throw new AppError("moderatedTextNotFound");
  const forumKind = input.kind === "post" || input.kind === "comment" ? input.kind : undefined;
  const [author, reports, audit, portal, gameNames] = await Promise.all([
    repo.authorRecord(db, text.userId),
    repo.reportsOf(db, input.kind, input.id),
    auditPage(deps, { subjectType: input.kind, subjectId: String(input.id) }, HISTORY_MAX, 0),
    forumKind ? repo.portalActionsOn(db, forumKind, input.id) : [],
    gameNamesIn(db, text.gameId ? [text.gameId] : [], language),
  ]);
  const now = deps.now();
  const history = [
    ...audit.rows.map((row) => ({
      at: row.at,
      action: row.action,
      by: { kind: "staff" as const, id: row.staffId, name: row.staffName ?? "" },
    })),
    ...portal.map((row) => ({
      at: row.at,
      action: `forum.${row.action}`,
      by: { kind: "player" as const, id: row.actorId, name: row.nickname },
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, HISTORY_MAX);
  return {
    kind: input.kind,
    id: input.id,
    title: text.title,
    text: text.body,
    images: text.imageMediaIds.map((id) => ({ id, url: mediaUrl(id) })),
    state: text.deletedAt ? "deleted" : text.hiddenAt ? "hidden" : "shown",
    createdAt: text.createdAt.toISOString(),
    author: {
      uid: text.userId,
      nickname: author?.nickname ?? "",
      bannedUntil: running(author?.bannedUntil ?? null, now),
      mutedUntil: running(author?.mutedUntil ?? null, now),
      warnings: author?.warnings ?? 0,
    },
    place: {
      game: text.gameId ? { id: text.gameId, name: gameNames.get(text.gameId) ?? "" } : null,
      news:
        text.newsId && text.newsTexts
          ? { id: text.newsId, title: textAlongChain(text.newsTexts, language, "anyText")?.text.title ?? "" }
          : null,
      board: text.forumId && text.forumKind ? { id: text.forumId, kind: text.forumKind } : null,
      portalPath: portalPath(input.kind, text),
    },
    likes: text.likes,
    replies: text.replies,
    reports: reports.map((report) => ({
      reporter: reporterFor(staff, report.uid, report.nickname),
      reason: report.reason as Reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
      open: report.resolvedAt === null,
    })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

const presentWord = (row: repo.WordRow) => ({
  id: row.id,
  word: row.word,
  mode: row.mode,
  createdAt: row.createdAt.toISOString(),
});

export async function wordList(deps: AppDeps) {
  return { items: (await repo.listWords(deps.database.db)).map(presentWord) };
}

/** Lists a word (stored folded: full-width and case do not matter); audited. */
export async function addWord(
  deps: AppDeps,
  staff: ConsoleStaff,
  input: { word: string; mode: "block" | "mask" },
) {
  const at = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await repo.insertWord(tx, { word: foldWord(input.word), mode: input.mode, createdAt: at });
    if (!row) throw new AppError("wordAlreadyListed");
    const word = presentWord(row);
    await recordAudit(tx, {
      staffId: staff.id,
      at,
      action: "wordList.add",
      subject: { type: "word", id: row.id },
      before: null,
      after: word,
    });
    return word;
  });
}

export async function removeWord(deps: AppDeps, staff: ConsoleStaff, id: number) {
  const at = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await repo.deleteWord(tx, id);
    if (!row) throw new AppError("wordNotListed");
    await recordAudit(tx, {
      staffId: staff.id,
      at,
      action: "wordList.remove",
      subject: { type: "word", id },
      before: presentWord(row),
      after: null,
    });
    return { removed: true };
  });
}

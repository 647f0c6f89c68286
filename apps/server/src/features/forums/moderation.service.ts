import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import { reportReasons } from "@portal/contracts/reviews";
import { changeModeration } from "../../platform/comments/moderation.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { findComment } from "./comments.repository.ts";
import { commentModeration } from "./comments.service.ts";
import { canModerate, canModerateAll } from "./forums.presenter.ts";
import { withBoards } from "./forums.service.ts";
import * as repo from "./moderation.repository.ts";
import { findPost } from "./posts.repository.ts";
import { postModeration } from "./posts.service.ts";

type Target = "post" | "comment";
type Reason = (typeof reportReasons)[number];

interface Page {
  page: number;
  pageSize: number;
}

export function complainReasons(deps: AppDeps, language: Language) {
  return reportReasons.map((key) => ({ key, label: deps.t(language, `reviews:report.reasons.${key}`) }));
}

async function findTarget(deps: AppDeps, target: Target, id: number) {
  const db = deps.database.db;
  if (target === "post") {
    const post = await findPost(db, id);
    if (!post) throw new AppError("postNotFound");
    return { text: `${post.title}\n${post.body}` };
  }
  const comment = await findComment(db, id);
  if (!comment) throw new AppError("commentNotFound");
  return { text: comment.body };
}

/** A player's report goes to the queue once per target; repeating it is harmless. */
export async function complain(
  deps: AppDeps,
  userId: number,
  input: { target: Target; id: number; reason: Reason; note?: string },
) {
  const { text } = await findTarget(deps, input.target, input.id);
  await repo.insertReport(deps.database.db, {
    userId,
    postId: input.target === "post" ? input.id : null,
    commentId: input.target === "comment" ? input.id : null,
    reason: input.reason,
    note: input.note ?? "",
    snapshot: text,
    createdAt: deps.now(),
  });
  return { reported: true };
}

function requireModerator(user: SessionUser) {
  if (!canModerateAll(user)) throw new AppError("moderatorsOnly");
}

/**
 * The boards whose reports the player handles: undefined for GMs and moderators (every board), the
 * boards the console made them moderator of otherwise; anyone else is refused.
 */
async function requireBoards(deps: AppDeps, user: SessionUser) {
  if (canModerateAll(user)) return undefined;
  const viewer = await withBoards(deps, user);
  if (!viewer.moderatedBoards?.size) throw new AppError("moderatorsOnly");
  return [...viewer.moderatedBoards];
}

/** GMs and moderators act on every board, a board's moderators on theirs only. */
async function requireModeratorOf(deps: AppDeps, user: SessionUser, target: Target, id: number) {
  const forumId = await repo.boardOfTarget(deps.database.db, target, id);
  if (forumId === undefined) throw new AppError(target === "post" ? "postNotFound" : "commentNotFound");
  if (!canModerate(await withBoards(deps, user), forumId)) throw new AppError("moderatorsOnly");
  return forumId;
}

const countReasons = (reasons: string[]) =>
  reportReasons
    .map((reason) => ({ reason, count: reasons.filter((r) => r === reason).length }))
    .filter((entry) => entry.count > 0);

/** Open reports, one row per target, most reported first (a board moderator: of their boards). */
export async function moderationQueue(deps: AppDeps, user: SessionUser, page: Page) {
  const boards = await requireBoards(deps, user);
  const db = deps.database.db;
  const { rows, total } = await repo.listReportedTargets(db, page.pageSize, offsetOf(page), boards);
  const postIds = rows.flatMap((row) => (!row.commentId && row.postId ? [row.postId] : []));
  const commentIds = rows.flatMap((row) => (row.commentId ? [row.commentId] : []));
  const [postRows, commentRows] = await Promise.all([
    repo.postsWithAuthors(db, postIds),
    repo.commentsWithAuthors(db, commentIds),
  ]);
  const items = rows.flatMap((row) => {
    const target: Target = row.commentId ? "comment" : "post";
    const id = row.commentId ?? row.postId ?? 0;
    const found = (target === "post" ? postRows : commentRows).find((entry) => entry.id === id);
    if (!found) return [];
    return [
      {
        target,
        id,
        postId: found.postId,
        excerpt: found.text,
        author: { uid: found.uid, nickname: found.nickname },
        reportsCount: row.reportsCount,
        reasons: countReasons(row.reasons),
        lastReportedAt: row.lastReportedAt.toISOString(),
      },
    ];
  });
  return toPage(items, total, page);
}

/** Closes a target's reports without deleting it; recorded. */
export async function dismissReports(deps: AppDeps, user: SessionUser, target: Target, id: number) {
  await requireModeratorOf(deps, user, target, id);
  const { text } = await findTarget(deps, target, id);
  const dismissed = await deps.database.db.transaction(async (tx) => {
    const count = await repo.resolveReports(tx, target, id, deps.now());
    if (count)
      await repo.recordAction(
        tx,
        user.id,
        "dismissReports",
        [target, id],
        { text, reports: count },
        deps.now(),
      );
    return count;
  });
  return { dismissed };
}

/**
 * Hides a post or comment from players (closing its open reports) or shows it again, as the
 * console's moderators do; recorded with the player who did it, which the console's page of the
 * text shows in its history. Public caches are cleared when the text appears or disappears.
 */
export async function hideReported(
  deps: AppDeps,
  user: SessionUser,
  input: { target: Target; id: number; hidden: boolean },
) {
  const forumId = await requireModeratorOf(deps, user, input.target, input.id);
  const at = deps.now();
  const kind = input.target === "post" ? postModeration : commentModeration;
  const text = await deps.database.db.transaction(async (tx) => {
    const changed = await changeModeration(tx, kind, input.id, input.hidden ? "hide" : "restore", at);
    if (!changed) throw new AppError(input.target === "post" ? "postNotFound" : "commentNotFound");
    if (input.hidden) await repo.resolveReports(tx, input.target, input.id, at);
    if (changed.changed) {
      const details = { text: changed.body, authorId: changed.userId, forumId };
      await repo.recordAction(
        tx,
        user.id,
        input.hidden ? "hide" : "restore",
        [input.target, input.id],
        details,
        at,
      );
    }
    return changed;
  });
  if (text.changed) deps.publicCache.invalidate("");
  return { changed: text.changed, state: text.after };
}

export async function moderationLog(deps: AppDeps, user: SessionUser, page: Page) {
  requireModerator(user);
  const { rows, total } = await repo.listActions(deps.database.db, page.pageSize, offsetOf(page));
  const items = rows.map(({ action, nickname }) => ({
    id: action.id,
    actor: { uid: action.actorId, nickname },
    action: action.action,
    target: action.targetType,
    targetId: action.targetId,
    summary: String(action.details.title ?? action.details.body ?? action.details.text ?? ""),
    at: action.createdAt.toISOString(),
  }));
  return toPage(items, total, page);
}

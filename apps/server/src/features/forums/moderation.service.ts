import type { Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import { reportReasons } from "@portal/contracts/reviews";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { findComment } from "./comments.repository.ts";
import { canModerateAll } from "./forums.presenter.ts";
import * as repo from "./moderation.repository.ts";
import { findPost } from "./posts.repository.ts";

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

const countReasons = (reasons: string[]) =>
  reportReasons
    .map((reason) => ({ reason, count: reasons.filter((r) => r === reason).length }))
    .filter((entry) => entry.count > 0);

/** Open reports, one row per target, most reported first. */
export async function moderationQueue(deps: AppDeps, user: SessionUser, page: Page) {
  requireModerator(user);
  const db = deps.database.db;
  const { rows, total } = await repo.listReportedTargets(db, page.pageSize, offsetOf(page));
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
  requireModerator(user);
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

import type { AnswerableKind } from "@portal/contracts/console/boards";
import type { Language } from "@portal/contracts/languages";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { officialAccountOf } from "../boards/boards.service.ts";
import { addComment as addPostComment, addSubComment } from "../forums/comments.service.ts";
import { addReply as addNewsReply } from "../news/news-comments.service.ts";
import { replyToReview } from "../reviews/reviews.service.ts";
import { gameOfText } from "./moderation.repository.ts";

type Answer = (
  deps: AppDeps,
  account: SessionUser,
  language: Language,
  id: number,
  content: string,
) => Promise<{ id: number }>;

/** Each kind is answered through the players' own posting path (mute, word list, rate, counts, notices). */
const answers: Record<AnswerableKind, Answer> = {
  review: (deps, account, language, reviewId, content) =>
    replyToReview(deps, account, language, { reviewId, content }),
  newsComment: (deps, account, language, commentId, content) =>
    addNewsReply(deps, account, language, { commentId, content }),
  post: (deps, account, language, postId, content) =>
    addPostComment(deps, account, language, postId, content),
  comment: (deps, account, language, commentId, content) =>
    addSubComment(deps, account, language, commentId, content),
};

/**
 * Staff answer a player as the game's official account: players see the account's name and its
 * official badge, never the staff member, who is in the audit entry written in the same transaction
 * (the posting path runs inside it, so a refused reply leaves neither).
 */
export async function answerAsOfficial(
  deps: AppDeps,
  staff: ConsoleStaff,
  language: Language,
  input: { kind: AnswerableKind; id: number; content: string },
) {
  const db = deps.database.db;
  const text = await gameOfText(db, input.kind, input.id);
  if (!text) throw new AppError("moderatedTextNotFound");
  const official = await officialAccountOf(db, text.gameId);
  const account: SessionUser = {
    id: official.uid,
    roles: official.roles,
    bannedUntil: null,
    banReason: null,
  };
  const reply = await db.transaction(async (tx) => {
    // The posting service runs on this transaction (its own becomes a savepoint of it).
    const inTx: AppDeps = { ...deps, database: { ...deps.database, db: tx as unknown as Db } };
    const created = await answers[input.kind](inTx, account, language, input.id, input.content);
    await recordAudit(tx, {
      staffId: staff.id,
      at: deps.now(),
      action: "moderation.answerAsOfficial",
      subject: { type: input.kind, id: input.id },
      before: null,
      after: { replyId: created.id, accountId: official.uid, text: input.content },
    });
    return created;
  });
  deps.publicCache.invalidate("");
  return { replyId: reply.id, account: { uid: official.uid, nickname: official.nickname } };
}

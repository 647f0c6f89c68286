import type { ErrorName } from "@portal/contracts/errors";
import type { Language } from "@portal/contracts/languages";
import { type Db, type DbOrTx, isMissingParent } from "../../db/client.ts";
import type { AppDeps, SessionUser } from "../context.ts";
import { AppError } from "../errors.ts";
import { cursorPage, idWindow } from "../page-window.ts";
import { checkWords } from "../word-list.ts";
import { presentThreadReply } from "./authors.ts";
import { keyOf } from "./counted-rows.ts";
import { type ReportedKind, reportWriting } from "./reports.ts";
import {
  findThreadReply,
  findThreadReplyView,
  insertThreadReply,
  listThreadReplyViews,
  type ThreadReplyRow,
  type ThreadReplyView,
  type ThreadTables,
} from "./threads.repository.ts";

/** What a new reply brings to its feature's rules (counts, the message to whom it answers). */
export interface NewReply<Subject> {
  replyId: number;
  subject: Subject;
  /** The reply it answers, if it answers one rather than the subject itself. */
  parent: ThreadReplyRow | undefined;
  official: boolean;
  actorId: number;
  content: string;
}

/**
 * One kind of reply thread (under a review, under a news comment): its tables and the feature's
 * rules, passed in. Replies are plain text; a GM's reply is official; the thread's count moves and
 * the answered author hears of it in the reply's transaction (`onReply`).
 */
export interface ReplyThread<Subject extends { userId: number }, Presented> {
  tables: ThreadTables;
  /** The error when what the thread hangs under is gone, and when a reply is. */
  subjectMissing: ErrorName;
  replyMissing: ErrorName;
  findSubject: (db: DbOrTx, id: number) => Promise<Subject | undefined>;
  /** How a report names the subject and a reply. */
  reportedAs: { subject: ReportedKind; reply: ReportedKind };
  onReply: (tx: DbOrTx, reply: NewReply<Subject>) => Promise<unknown>;
  /** The thread's shape of a reply: the shared fields and the subject's id under its own name. */
  present: (reply: ReturnType<typeof presentThreadReply>, subjectId: number) => Presented;
}

function presentIn<S extends { userId: number }, P>(
  thread: ReplyThread<S, P>,
  view: ThreadReplyView,
  viewerId: number,
) {
  return thread.present(presentThreadReply(view, viewerId), view.subjectId);
}

async function requireSubject<S extends { userId: number }>(
  db: Db,
  thread: ReplyThread<S, unknown>,
  id: number,
) {
  const subject = await thread.findSubject(db, id);
  if (!subject) throw new AppError(thread.subjectMissing);
  return subject;
}

/** A page of a thread, official replies first (`officialOnly`: the pinned ones of a panel). */
export async function listThread<S extends { userId: number }, P>(
  deps: AppDeps,
  thread: ReplyThread<S, P>,
  viewer: SessionUser | null,
  query: { subjectId: number; page: number; pageSize: number; cursor?: string; officialOnly?: boolean },
) {
  const db = deps.database.db;
  if (!query.officialOnly) await requireSubject(db, thread, query.subjectId);
  const viewerId = viewer?.id ?? 0;
  const { rows, total } = await listThreadReplyViews(db, thread.tables, {
    subjectId: query.subjectId,
    viewerId,
    officialOnly: query.officialOnly,
    ...idWindow(query),
  });
  return cursorPage(
    rows.map((view) => presentIn(thread, view, viewerId)),
    total,
    query,
    rows.at(-1)?.reply.id,
  );
}

/** Reply to the subject or to one of its replies; a GM's reply is official. */
export async function replyInThread<S extends { userId: number }, P>(
  deps: AppDeps,
  thread: ReplyThread<S, P>,
  user: SessionUser,
  language: Language,
  input: { subjectId: number; parentReplyId?: number; content: string },
) {
  const db = deps.database.db;
  const subject = await requireSubject(db, thread, input.subjectId);
  const parent = input.parentReplyId
    ? await findThreadReply(db, thread.tables, input.parentReplyId)
    : undefined;
  if (input.parentReplyId && parent?.subjectId !== input.subjectId) throw new AppError(thread.replyMissing);
  const content = await checkWords(db, input.content);
  const official = user.roles.includes("gm");
  const { replies, subject: subjectColumn } = thread.tables;
  try {
    const created = await db.transaction(async (tx) => {
      const row = await insertThreadReply(tx, thread.tables, {
        [keyOf(replies, subjectColumn)]: input.subjectId,
        parentReplyId: input.parentReplyId ?? null,
        userId: user.id,
        body: content,
        language,
        official,
        createdAt: deps.now(),
      });
      await thread.onReply(tx, {
        replyId: row.id,
        subject,
        parent,
        official,
        actorId: user.id,
        content,
      });
      return row;
    });
    const view = await findThreadReplyView(db, thread.tables, created.id, user.id);
    if (!view) throw new AppError(thread.replyMissing);
    return presentIn(thread, view, user.id);
  } catch (error) {
    if (isMissingParent(error)) throw new AppError(thread.subjectMissing);
    throw error;
  }
}

/** Report the thread's subject or one of its replies once per player; the reported text is kept as it was. */
export async function reportInThread<S extends { userId: number; body: string }>(
  deps: AppDeps,
  thread: ReplyThread<S, unknown>,
  userId: number,
  input: { onReply: boolean; id: number; reason: string; note?: string },
) {
  const db = deps.database.db;
  const target = input.onReply
    ? await findReply(db, thread, input.id)
    : await thread.findSubject(db, input.id);
  if (!target) throw new AppError(input.onReply ? thread.replyMissing : thread.subjectMissing);
  const targetType = thread.reportedAs[input.onReply ? "reply" : "subject"];
  return reportWriting(deps, userId, { ...input, targetType, snapshot: target.body });
}

/** A reply of this thread as stored (likes' and reports' lookups). */
export function findReply(db: DbOrTx, thread: { tables: ThreadTables }, replyId: number) {
  return findThreadReply(db, thread.tables, replyId);
}

import type { Language } from "@portal/contracts/languages";
import type { Notice } from "@portal/contracts/notices";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import * as repo from "./notices.repository.ts";

/** System notices in the player's language; a signed-in player's carry their read state. */
export async function listNotices(
  deps: AppDeps,
  language: Language,
  viewer: SessionUser | null,
  page: { page: number; pageSize: number },
) {
  const db = deps.database.db;
  const options = { language, readerId: viewer?.id ?? 0, now: deps.now() };
  const [{ rows, total }, unread] = await Promise.all([
    repo.listNotices(db, { ...options, limit: page.pageSize, offset: offsetOf(page) }),
    viewer ? repo.countUnread(db, options) : 0,
  ]);
  const items = rows.flatMap((row): Notice[] => {
    const found = textAlongChain(row.notice.texts, language);
    if (!found) return [];
    return [
      {
        id: row.notice.id,
        title: found.text.title,
        body: found.text.body,
        publishedAt: row.notice.publishedAt.toISOString(),
        read: viewer ? Boolean(row.read) : false,
      },
    ];
  });
  return { ...toPage(items, total, page), unread };
}

/** Marks one notice, or all, read for the player; answers how many are left unread. */
export async function readNotice(deps: AppDeps, language: Language, user: SessionUser, noticeId?: number) {
  const db = deps.database.db;
  const now = deps.now();
  if (noticeId && !(await repo.noticeExists(db, noticeId, now))) throw new AppError("noticeNotFound");
  await repo.markRead(db, user.id, now, noticeId);
  return { unread: await repo.countUnread(db, { language, readerId: user.id, now }) };
}

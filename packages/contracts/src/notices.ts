import { z } from "zod";
import { entityId, paged, pageQuery } from "./paging.ts";
import { defineRoute } from "./route.ts";

/**
 * System notices (`/notices`): texts per language along the fallback chain. A signed-in player's
 * read state is kept on the server; a visitor sees the list without it (read is always false).
 */

export const notice = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

export const sysNotice = defineRoute({
  method: "GET",
  path: "/sysNotice",
  query: z.object({ ...pageQuery }),
  data: paged(notice).extend({ unread: z.number() }),
});

/** Marks one notice (or, without noticeId, every notice) read; repeating it changes nothing. */
export const sysNoticeRead = defineRoute({
  method: "POST",
  path: "/sysNoticeRead",
  body: z.object({ noticeId: entityId.optional() }),
  data: z.object({ unread: z.number() }),
  signedIn: true,
});

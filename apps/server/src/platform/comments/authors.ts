import { type author, STAR_POINTS_PER_LEVEL } from "@portal/contracts/reviews";
import type { z } from "zod";
import { users } from "../../db/schema/account.ts";
import { mediaUrl } from "../media-url.ts";

/** What lists of player-written texts (reviews, replies, news comments) select of each author. */
export const authorColumns = {
  uid: users.id,
  nickname: users.nickname,
  avatarMediaId: users.avatarMediaId,
  vipLevel: users.vipLevel,
  starPoints: users.starPoints,
  roles: users.roles,
};

export interface AuthorRow {
  uid: number;
  nickname: string;
  avatarMediaId: number | null;
  vipLevel: number;
  starPoints: number;
  roles: string[];
}

/** Avatar, name, VIP, level and staff badge, as every comment list shows its authors. */
export function presentAuthor(row: AuthorRow): z.infer<typeof author> {
  return {
    uid: row.uid,
    nickname: row.nickname,
    avatar: mediaUrl(row.avatarMediaId),
    vip: row.vipLevel > 0,
    vipLevel: row.vipLevel,
    level: Math.floor(row.starPoints / STAR_POINTS_PER_LEVEL) + 1,
    staff: row.roles.includes("gm"),
  };
}

/** A reply row as threads show it: reviews' replies and news comments' replies alike. */
export interface ReplyViewRow {
  reply: {
    id: number;
    parentReplyId: number | null;
    userId: number;
    body: string;
    official: boolean;
    likesCount: number;
    createdAt: Date;
  };
  author: AuthorRow;
  replyTo: { uid: number | null; nickname: string | null } | null;
  liked: boolean | null;
}

/** The fields every thread reply has; the text is raw (clients escape it). */
export function presentThreadReply(view: ReplyViewRow, viewerId: number) {
  const { reply } = view;
  return {
    id: reply.id,
    parentReplyId: reply.parentReplyId,
    replyTo:
      view.replyTo?.uid != null ? { uid: view.replyTo.uid, nickname: view.replyTo.nickname ?? "" } : null,
    content: reply.body,
    official: reply.official,
    likesCount: reply.likesCount,
    liked: Boolean(view.liked),
    mine: reply.userId === viewerId,
    createdAt: reply.createdAt.toISOString(),
    author: presentAuthor(view.author),
  };
}

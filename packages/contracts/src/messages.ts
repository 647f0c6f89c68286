import { z } from "zod";
import { cursorPaged, cursorPageQuery, entityId } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { invalid } from "./validation.ts";

/**
 * The message centre on Mine: personal messages by tab (system, replies, likes, new followers), mail
 * from the publisher, unread counts for the red dots, and a switch per message type.
 */

/** The message centre's tabs; mail is the fifth, with its own calls. */
export const messageTypes = ["system", "reply", "like", "follow"] as const;
export type MessageType = (typeof messageTypes)[number];

/**
 * What a message says, by kind; the web words it in the reader's language from `params` and the actor.
 * Each kind belongs to one type (tab), and its type's switch silences it.
 */
export const messageKinds = {
  reviewReply: "reply",
  replyReply: "reply",
  newsCommentReply: "reply",
  postComment: "reply",
  commentReply: "reply",
  reviewLike: "like",
  replyLike: "like",
  newsCommentLike: "like",
  postLike: "like",
  commentLike: "like",
  newFollower: "follow",
  gameLaunched: "system",
  orderDelivered: "system",
  orderFailed: "system",
  /** Staff refunded (part of) the order through the payment provider. */
  orderRefunded: "system",
  packClaimable: "system",
  /** A moderator warned the player about something they wrote (console moderation queue). */
  moderationWarning: "system",
  /** A console broadcast's notice: its title and body travel in params per language (`title.en`…). */
  broadcastNotice: "system",
} as const satisfies Record<string, MessageType>;
export type MessageKind = keyof typeof messageKinds;

/** How often the web asks for fresh counts while the app is open, and the slowest it backs off to. */
export const REFRESH_MESSAGES_MS = 30_000;
export const REFRESH_MESSAGES_MAX_MS = 300_000;

const actor = z.object({ uid: z.number(), nickname: z.string(), avatar: z.string() });

export const message = z.object({
  id: z.number(),
  type: z.enum(messageTypes),
  kind: z.string(),
  /** The portal path of what it is about: the review, comment, post, game, order or pack. */
  link: z.string(),
  /** Who did it (the latest, for grouped likes); none for system messages. */
  actor: actor.nullable(),
  /** How many players did it: "A and 12 others liked your review" when above 1. */
  actorCount: z.number(),
  /** A few words of the reply or of what was liked, plain text. */
  excerpt: z.string(),
  /** Names for the wording: game, order number, pack… */
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  time: z.string(),
});
export type Message = z.infer<typeof message>;

export const unreadCounts = z.object({
  system: z.number(),
  reply: z.number(),
  like: z.number(),
  follow: z.number(),
  mail: z.number(),
  /** All of them: the red dot on the Mine tab. */
  total: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

const listOf = (path: string) =>
  defineRoute({
    method: "GET",
    path,
    query: z.object(cursorPageQuery),
    data: cursorPaged(message),
    signedIn: true,
  });

/**
 * The player's own system messages: a pre-registered game launched, an order delivered or failed, a
 * pack to claim. (The publisher's notices to everyone are `sysNotice`, in notices.ts.)
 */
export const systemMessages = listOf("/systemMessages");
/** Replies to my reviews, comments and posts. */
export const personalMessageReply = listOf("/personalMessageReply");
/** Likes on my content, grouped per liked thing. */
export const personalMessageLike = listOf("/personalMessageLike");
/** New followers. */
export const personalMessageNew = listOf("/personalMessageNew");

/** Unread counts per tab (the red dots). */
export const personalMessageNotice = defineRoute({
  method: "GET",
  path: "/personalMessageNotice",
  data: unreadCounts,
  signedIn: true,
});

const count = z.coerce.number(invalid).int(invalid).min(0, invalid);

/**
 * The same counts, asked while the app is open; `next` says when to ask again (ms). The web sends the
 * total it saw last and how long it waited, and the server backs off while nothing changes.
 */
export const refreshMessage = defineRoute({
  method: "GET",
  path: "/refreshMessage",
  query: z.object({ seen: count.optional(), waited: count.optional() }),
  data: unreadCounts.extend({ next: z.number() }),
  signedIn: true,
});

/** Marks messages read: one (`id`), or every message of a tab (`type`), or all (neither). */
export const readMessages = defineRoute({
  method: "POST",
  path: "/readMessages",
  body: z.object({ id: entityId.optional(), type: z.enum(messageTypes, invalid).optional() }),
  data: unreadCounts,
  signedIn: true,
});

export const messageSettings = z.object({
  system: z.boolean(),
  reply: z.boolean(),
  like: z.boolean(),
  follow: z.boolean(),
});

export const personalMessageSettingStatus = defineRoute({
  method: "GET",
  path: "/personalMessageSettingStatus",
  data: messageSettings,
  signedIn: true,
});

/** Turns one type of message on or off; an off type creates no message. */
export const personalMessageSetting = defineRoute({
  method: "POST",
  path: "/personalMessageSetting",
  body: z.object({ type: z.enum(messageTypes, invalid), enabled: z.boolean(invalid) }),
  data: messageSettings,
  signedIn: true,
});

export const mailItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** A gift rides along: claimed once, its code is then in the game box. */
  hasGift: z.boolean(),
  giftClaimed: z.boolean(),
  /** Shown only once claimed, and only to its reader. */
  giftCode: z.string().nullable(),
  gameName: z.string().nullable(),
  read: z.boolean(),
  time: z.string(),
});
export type MailItem = z.infer<typeof mailItem>;

/** The publisher's mail to this player (to them, a segment they are in, or everyone), newest first. */
export const mail = defineRoute({
  method: "GET",
  path: "/mail",
  query: z.object(cursorPageQuery),
  data: cursorPaged(mailItem),
  signedIn: true,
});

export const countMail = defineRoute({
  method: "GET",
  path: "/countMail",
  data: z.object({ unread: z.number() }),
  signedIn: true,
});

/** Marks a mail read (`id`) or all mail read. */
export const updateMail = defineRoute({
  method: "POST",
  path: "/updateMail",
  body: z.object({ id: entityId.optional() }),
  data: z.object({ unread: z.number() }),
  signedIn: true,
});

/** Claims the gift code a mail carries: once per player and mail. */
export const claimMailGift = defineRoute({
  method: "POST",
  path: "/claimMailGift",
  body: z.object({ id: entityId }),
  data: mailItem,
  signedIn: true,
});

/** Texts of a mail per language; the reader sees theirs, or the nearest by the fallback chain. */
const localizedText = (max: number) =>
  z
    .record(z.string(), z.string().trim().min(1, "validation:invalid").max(max, "validation:invalid"))
    .refine((texts) => "en" in texts, { message: "validation:englishRequired" });

export const mailAudiences = ["player", "vip", "everyone"] as const;

/** Staff only (GM, admin): mail to one player, to players of a VIP level and above, or to everyone. */
export const sendMail = defineRoute({
  method: "POST",
  path: "/gm/sendMail",
  body: z
    .object({
      audience: z.enum(mailAudiences, invalid),
      uid: entityId.optional(),
      minVipLevel: z.number(invalid).int(invalid).min(1, invalid).max(20, invalid).optional(),
      title: localizedText(80),
      body: localizedText(2000),
      /** A mail-only pack whose codes the readers claim from the mail. */
      giftPackId: entityId.optional(),
      appId: entityId.optional(),
    })
    .refine((mail) => mail.audience !== "player" || mail.uid !== undefined, {
      message: "validation:uidRequired",
      path: ["uid"],
    })
    .refine((mail) => mail.audience !== "vip" || mail.minVipLevel !== undefined, {
      message: "validation:minVipRequired",
      path: ["minVipLevel"],
    }),
  data: z.object({ id: z.number() }),
  signedIn: true,
});

/** Staff only: an upcoming game goes live, and every player who pre-registered it hears so. */
export const launchGame = defineRoute({
  method: "POST",
  path: "/gm/launchGame",
  body: z.object({ appId: entityId }),
  data: z.object({ appId: z.number(), notified: z.number() }),
  signedIn: true,
});

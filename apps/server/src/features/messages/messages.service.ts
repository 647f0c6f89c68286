import type { Language } from "@portal/contracts/languages";
import {
  type Message,
  type MessageKind,
  type MessageType,
  messageKinds,
  messageTypes,
  REFRESH_MESSAGES_MAX_MS,
  REFRESH_MESSAGES_MS,
  type UnreadCounts,
} from "@portal/contracts/messages";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { cursorPage, idWindow } from "../../platform/page-window.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { pushMessage } from "../push/push.service.ts";
import * as mailRepo from "./mail.repository.ts";
import * as repo from "./messages.repository.ts";

/** Something that happened to a player's content or account, as the feature that saw it tells it. */
export interface MessageEvent {
  /** Who hears about it. */
  userId: number;
  kind: MessageKind;
  /** What it is about, unique per kind for this player: "review:12", "order:P2026…". */
  subject: string;
  /** Where the message leads in the portal. */
  link: string;
  /** Who did it; absent for system events. Nobody hears about their own action. */
  actorId?: number;
  excerpt?: string;
  params?: Record<string, string>;
}

const EXCERPT_CHARS = 80;
const grouped = (kind: MessageKind) => ["like", "follow"].includes(messageKinds[kind]);

/**
 * Records the message in the caller's transaction, so it exists exactly when the change does: a reply
 * rolled back leaves no message. Own actions and switched-off types write nothing.
 */
export async function notify(tx: DbOrTx, event: MessageEvent) {
  if (event.actorId === event.userId) return false;
  const type = messageKinds[event.kind];
  if (!(await repo.isTypeEnabled(tx, event.userId, type))) return false;
  const row = {
    userId: event.userId,
    type,
    kind: event.kind,
    subject: event.subject,
    link: event.link,
    actorId: event.actorId ?? null,
    excerpt: [...(event.excerpt ?? "")].slice(0, EXCERPT_CHARS).join(""),
    params: event.params ?? {},
  };
  const written =
    grouped(event.kind) && event.actorId !== undefined
      ? await repo.addGroupedActor(tx, { ...row, actorId: event.actorId })
      : await repo.insertMessage(tx, row);
  // The player's browsers hear of it too, if they turned push on for this type.
  if (written) await pushMessage(tx, event.userId, type, pushContent(event));
  return written;
}

function pushContent(event: MessageEvent) {
  const { kind, link, params = {}, actorId } = event;
  return actorId === undefined ? { kind, link, params } : { kind, link, params, actorId };
}

/** Takes back what an undone action said (an unlike, an unfollow): no message is left behind. */
export async function withdraw(
  tx: DbOrTx,
  event: Pick<MessageEvent, "userId" | "kind" | "subject"> & { actorId: number },
) {
  await repo.removeGroupedActor(tx, event);
}

/** What a like is on, as the feature that owns it finds it: whose it is and where a message leads. */
export type LikedContent = { kind: MessageKind; owner: number; link: string; excerpt?: string } | undefined;

/**
 * The message side of a like: a new like joins the owner's grouped message, an undone one leaves it.
 * Hand the result to `setCountedLike`, which runs it only when a like row really changed.
 */
export function likeMessage(
  actorId: number,
  id: number,
  liked: boolean,
  find: (tx: DbOrTx, id: number) => Promise<LikedContent>,
) {
  return async (tx: DbOrTx) => {
    const content = await find(tx, id);
    if (!content) return;
    const event = { userId: content.owner, kind: content.kind, subject: `${content.kind}:${id}`, actorId };
    if (liked) await notify(tx, { ...event, link: content.link, excerpt: content.excerpt });
    else await withdraw(tx, event);
  };
}

/**
 * Params written in several languages (`title.en`, `title.zh`… — a broadcast notice's texts) become
 * one param each (`title`) in the reader's language, along the fallback chain.
 */
function inReaderLanguage(params: Record<string, string>, language: Language) {
  const plain: Record<string, string> = {};
  const byLanguage: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(params)) {
    const [name, textLanguage] = key.split(".");
    if (!name || !textLanguage) plain[key] = value;
    else byLanguage[name] = { ...byLanguage[name], [textLanguage]: value };
  }
  for (const [name, texts] of Object.entries(byLanguage))
    plain[name] = textAlongChain(texts, language)?.text ?? "";
  return plain;
}

function presentMessage(row: repo.MessageRow, gameNames: Map<number, string>, language: Language): Message {
  const { message, actor } = row;
  const params = inReaderLanguage(message.params, language);
  if (params.appId && !params.game) params.game = gameNames.get(Number(params.appId)) ?? "";
  return {
    id: message.id,
    type: message.type,
    kind: message.kind,
    link: message.link,
    actor: actor ? { uid: actor.uid, nickname: actor.nickname, avatar: mediaUrl(actor.avatarMediaId) } : null,
    actorCount: message.actorCount,
    excerpt: message.excerpt || params.body || "",
    params,
    read: message.readAt !== null,
    time: message.createdAt.toISOString(),
  };
}

export async function listMessages(
  deps: AppDeps,
  userId: number,
  type: MessageType,
  page: { page: number; pageSize: number; cursor?: string },
  language: Language,
) {
  const db = deps.database.db;
  const { rows, total } = await repo.listMessages(db, userId, type, idWindow(page));
  const games = rows.flatMap(({ message }) => (message.params.appId ? [Number(message.params.appId)] : []));
  const gameNames = await gameNamesIn(db, games, language);
  const items = rows.map((row) => presentMessage(row, gameNames, language));
  return cursorPage(items, total, page, rows.at(-1)?.message.id);
}

export function readerOf(db: DbOrTx, userId: number): Promise<mailRepo.Reader> {
  return mailRepo.findReader(db, userId);
}

export async function unreadCounts(deps: AppDeps, userId: number): Promise<UnreadCounts> {
  const db = deps.database.db;
  const [byType, mail] = await Promise.all([
    repo.unreadByType(db, userId),
    mailRepo.unreadMailOf(db, userId),
  ]);
  const counts = { system: 0, reply: 0, like: 0, follow: 0, mail };
  for (const { type, unread } of byType) counts[type] = unread;
  return Object.assign(counts, { total: counts.system + counts.reply + counts.like + counts.follow + mail });
}

/**
 * When the web should ask again: soon while things are arriving, backing off (doubling up to five
 * minutes) while nothing changes. The web sends the total it last saw and how long it waited.
 */
export function nextRefresh(total: number, seen: number | undefined, waited: number | undefined) {
  if (seen === undefined || waited === undefined || total !== seen) return REFRESH_MESSAGES_MS;
  return Math.min(Math.max(waited, REFRESH_MESSAGES_MS) * 2, REFRESH_MESSAGES_MAX_MS);
}

export async function markRead(deps: AppDeps, userId: number, scope: { id?: number; type?: MessageType }) {
  await repo.markRead(deps.database.db, userId, scope, deps.now());
  return unreadCounts(deps, userId);
}

export async function settings(deps: AppDeps, userId: number) {
  const saved = await repo.listSettings(deps.database.db, userId);
  const result = Object.fromEntries(messageTypes.map((type) => [type, true])) as Record<MessageType, boolean>;
  for (const { type, enabled } of saved) result[type] = enabled;
  return result;
}

export async function saveSetting(deps: AppDeps, userId: number, type: MessageType, enabled: boolean) {
  await repo.saveSetting(deps.database.db, userId, type, enabled);
  return settings(deps, userId);
}

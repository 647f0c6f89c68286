import type { Language } from "@portal/contracts/languages";
import type { MailItem, sendMail as sendMailRoute } from "@portal/contracts/messages";
import type { ParsedBody } from "@portal/contracts/route";
import type { AppDeps, SessionUser } from "../../platform/context.ts";
import { fail } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { cursorPage, idWindow, type PageAsked } from "../../platform/page-window.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { packCodesOf as codesOf, takeFreePackCode as takeFreeCode } from "../gifts/gifts.service.ts";
import { pushMailGift } from "../push/push.service.ts";
import * as mailRepo from "./mail.repository.ts";
import { notify, readerOf } from "./messages.service.ts";

/** Mail and game launches are the publisher's: GMs and admins send them. */
export function requireStaff(user: SessionUser) {
  if (!user.roles.some((role) => role === "gm" || role === "admin")) fail("forbidden");
}

const inLanguage = (texts: Record<string, string>, language: Language) =>
  textAlongChain(texts, language)?.text ?? "";

/** Mail as its reader sees it: the game names and the reader's own codes are looked up once per page. */
async function presentMails(deps: AppDeps, userId: number, rows: mailRepo.MailRow[], language: Language) {
  const db = deps.database.db;
  const claimedPacks = rows.flatMap(({ mail, state }) =>
    state?.claimedAt != null && mail.giftPackId !== null ? [mail.giftPackId] : [],
  );
  const [codes, gameNames] = await Promise.all([
    codesOf(db, userId, claimedPacks),
    gameNamesIn(
      db,
      rows.flatMap(({ mail }) => mail.gameId ?? []),
      language,
    ),
  ]);
  return rows.map(({ mail, state }): MailItem => {
    const packId = mail.giftPackId;
    return {
      id: mail.id,
      title: inLanguage(mail.title, language),
      body: inLanguage(mail.body, language),
      hasGift: packId !== null,
      giftClaimed: state?.claimedAt != null,
      giftCode: (packId !== null && codes.get(packId)) || null,
      gameName: mail.gameId ? (gameNames.get(mail.gameId) ?? null) : null,
      read: state?.readAt != null,
      time: mail.createdAt.toISOString(),
    };
  });
}

export async function listMail(deps: AppDeps, userId: number, page: PageAsked, language: Language) {
  const db = deps.database.db;
  const reader = await readerOf(db, userId);
  const { rows, total } = await mailRepo.listMail(db, reader, idWindow(page));
  return cursorPage(await presentMails(deps, userId, rows, language), total, page, rows.at(-1)?.mail.id);
}

export async function countUnreadMail(deps: AppDeps, userId: number) {
  const db = deps.database.db;
  return { unread: await mailRepo.unreadMailOf(db, userId) };
}

export async function markMailRead(deps: AppDeps, userId: number, mailId: number | undefined) {
  const db = deps.database.db;
  const reader = await readerOf(db, userId);
  if (mailId !== undefined && !(await mailRepo.findMail(db, reader, mailId))) fail("mailNotFound");
  await mailRepo.markMailRead(db, reader, mailId, deps.now());
  return { unread: await mailRepo.unreadMail(db, reader) };
}

/**
 * Hands the reader one code of the mail's pack, once: it lands in their game box. Asking again shows
 * the same code; a pack with no code left answers soldOut and the mail stays unclaimed.
 */
export async function claimGift(deps: AppDeps, userId: number, mailId: number, language: Language) {
  const db = deps.database.db;
  const reader = await readerOf(db, userId);
  const found = await mailRepo.findMail(db, reader, mailId);
  if (!found) return fail("mailNotFound");
  const packId = found.mail.giftPackId;
  if (packId === null) return fail("mailHasNoGift");
  await db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await mailRepo.claimMailGift(tx, userId, mailId, now))) return;
    if ((await codesOf(tx, userId, [packId])).has(packId)) return;
    if (!(await takeFreeCode(tx, packId, userId, now))) fail("soldOut");
  });
  const claimed = await mailRepo.findMail(db, reader, mailId);
  const [item] = await presentMails(deps, userId, [claimed ?? found], language);
  return item as MailItem;
}

export async function sendMail(deps: AppDeps, staff: SessionUser, input: ParsedBody<typeof sendMailRoute>) {
  requireStaff(staff);
  const db = deps.database.db;
  if (input.uid !== undefined) {
    if (!(await mailRepo.rowExists(db, "player", input.uid))) fail("accountNotFound");
  }
  if (input.giftPackId !== undefined) {
    if (!(await mailRepo.rowExists(db, "giftPack", input.giftPackId))) fail("giftNotFound");
  }
  if (input.appId !== undefined) {
    if (!(await mailRepo.rowExists(db, "game", input.appId))) fail("gameNotFound");
  }
  return db.transaction(async (tx) => {
    const id = await mailRepo.insertMail(tx, {
      audience: input.audience,
      userId: input.audience === "player" ? input.uid : null,
      minVipLevel: input.audience === "vip" ? input.minVipLevel : null,
      title: input.title,
      body: input.body,
      giftPackId: input.giftPackId ?? null,
      gameId: input.appId ?? null,
      sentBy: staff.id,
    });
    if (input.giftPackId !== undefined) await pushMailGift(tx, mailRepo.mailReaders(input), id);
    return { id };
  });
}

/** An upcoming game goes live; every player who pre-registered it gets a system message, once. */
export async function launchGame(deps: AppDeps, staff: SessionUser, appId: number) {
  requireStaff(staff);
  return deps.database.db.transaction(async (tx) => {
    const status = await mailRepo.lockGameStatus(tx, appId);
    if (!status) return fail("gameNotFound");
    if (status === "released") return fail("gameAlreadyLaunched");
    await mailRepo.markGameReleased(tx, appId);
    const reservers = await mailRepo.reserversOf(tx, appId);
    let notified = 0;
    for (const { userId } of reservers) {
      const written = await notify(tx, {
        userId,
        kind: "gameLaunched",
        subject: `game:${appId}`,
        link: `/game/${appId}`,
        params: { appId: String(appId) },
      });
      if (written) notified++;
    }
    return { appId, notified };
  });
}

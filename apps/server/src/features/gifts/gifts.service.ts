import type { ErrorName } from "@portal/contracts/errors";
import type { PackCondition } from "@portal/contracts/gifts";
import { contentFallback, type Language } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import { type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError, fail } from "../../platform/errors.ts";
import { mediaUrl } from "../../platform/media-url.ts";
import { enqueue } from "../../platform/outbox.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { spendPoints } from "../points/ledger.service.ts";
import { signInState } from "../points/sign-in.service.ts";
import {
  hasConditions,
  missingCondition,
  offerTexts,
  type PlayerStanding,
  presentPack,
} from "./gifts.presenter.ts";
import type { OfferTexts } from "./gifts.repository.ts";
import * as repo from "./gifts.repository.ts";

type Page = { page: number; pageSize: number };

async function standing(db: DbOrTx, userId: number, at: Date): Promise<PlayerStanding> {
  const [facts, signIn] = await Promise.all([repo.playerFacts(db, userId), signInState(db, userId, at)]);
  return { ...facts, signedToday: signIn.signedToday, balance: signIn.balance };
}

/** A lookup of each game's name in the reader's language. */
async function nameOfGames(db: DbOrTx, gameIds: number[], language: Language) {
  const names = await gameNamesIn(db, gameIds, language);
  return (gameId: number) => names.get(gameId) ?? "";
}

/** Presents pack rows for the player (or a visitor): names, states, and the player's own codes. */
async function presentPacks(deps: AppDeps, rows: repo.PackRow[], userId: number | null, language: Language) {
  const { db } = deps.database;
  const now = deps.now();
  const chain = contentFallback(language);
  const [gameName, player, codes] = await Promise.all([
    nameOfGames(
      db,
      rows.map((row) => row.gameId),
      language,
    ),
    userId ? standing(db, userId, now) : null,
    userId
      ? repo.codesOf(
          db,
          userId,
          rows.map((row) => row.id),
        )
      : new Map<number, string>(),
  ]);
  return rows.map((row) =>
    presentPack(row, { chain, gameName: gameName(row.gameId), player, code: codes.get(row.id) ?? null, now }),
  );
}

const kindFilter = {
  code: repo.packFilter.codes,
  points: repo.packFilter.forPoints,
  mission: repo.packFilter.missions,
  all: undefined,
};

export async function listPacks(
  deps: AppDeps,
  userId: number | null,
  language: Language,
  query: Page & { appId?: number; kind: keyof typeof kindFilter },
) {
  const filters = [kindFilter[query.kind], query.appId ? repo.packFilter.ofGame(query.appId) : undefined];
  const { rows, total } = await repo.listPacks(deps.database.db, filters, {
    limit: query.pageSize,
    offset: offsetOf(query),
    now: deps.now(),
  });
  return toPage(await presentPacks(deps, rows, userId, language), total, query);
}

export async function packDetail(deps: AppDeps, userId: number | null, language: Language, packId: number) {
  const row = await repo.findPack(deps.database.db, packId, deps.now());
  if (!row) return fail("giftNotFound");
  const [pack] = await presentPacks(deps, [row], userId, language);
  return pack ?? fail("giftNotFound");
}

export async function rechargePacks(deps: AppDeps, userId: number, language: Language, appId?: number) {
  const filters = [repo.packFilter.rechargeMissions, appId ? repo.packFilter.ofGame(appId) : undefined];
  const { rows } = await repo.listPacks(deps.database.db, filters, {
    limit: 100,
    offset: 0,
    now: deps.now(),
  });
  return presentPacks(deps, rows, userId, language);
}

export async function gamesWithPacks(deps: AppDeps, language: Language) {
  const { db } = deps.database;
  const rows = await repo.gamesWithPacks(db, deps.now());
  const gameName = await nameOfGames(
    db,
    rows.map((row) => row.gameId),
    language,
  );
  return rows.map((row) => ({
    appId: row.gameId,
    name: gameName(row.gameId),
    icon: mediaUrl(row.iconMediaId),
    packs: row.packs,
  }));
}

const conditionError: Record<PackCondition, ErrorName> = {
  vip: "vipRequired",
  reservation: "reservationRequired",
  dailySignIn: "dailySignInRequired",
  email: "emailNotBound",
  task: "taskIncomplete",
};

/**
 * Claims one code of a pack for the player: every condition is checked on the server, the code is
 * taken and the points spent in one transaction, so a failed spend gives the code back. A pack with
 * nothing to spend or mail is claimed in one statement (`claimCode`), which needs no transaction.
 */
export async function claimPack(
  deps: AppDeps,
  userId: number,
  language: Language,
  body: { giftId: number; email?: string },
  only?: "recharge",
) {
  const { db } = deps.database;
  const now = deps.now();
  const pack = await repo.findPackRules(db, body.giftId, now);
  if (!pack || (only && pack.task?.kind !== only)) return fail("giftNotFound");
  if (pack.validUntil <= now) fail("giftExpired");
  const email = hasConditions(pack) ? await checkConditions(db, pack, userId, now, body.email) : null;
  try {
    const { code, points } =
      pack.pointsCost === 0 && !email
        ? claimed(await repo.claimCode(db, pack.id, userId, now))
        : await db.transaction(async (tx) => {
            const claim = claimed(await repo.claimCode(tx, pack.id, userId, now));
            const cause = { reason: "gift", reference: String(pack.id) };
            const left = await spendPoints(tx, userId, pack.pointsCost, cause);
            if (email) await mailCode(deps, tx, language, email, pack.texts, claim.code);
            return { code: claim.code, points: left ?? claim.points };
          });
    return { giftId: pack.id, code, validUntil: pack.validUntil.toISOString(), points };
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) fail("giftClaimed");
    throw error;
  }
}

/** The code a claim took, or why it took none: the player holds one already, or none is left. */
function claimed(claim: Awaited<ReturnType<typeof repo.claimCode>>) {
  if (claim.code === null) return fail(claim.held === null ? "soldOut" : "giftClaimed");
  return { code: claim.code, points: claim.balance };
}

/** Fails with the first unmet condition; answers the bound e-mail when the pack mails its code. */
async function checkConditions(
  db: DbOrTx,
  pack: NonNullable<Awaited<ReturnType<typeof repo.findPackRules>>>,
  userId: number,
  now: Date,
  email: string | undefined,
) {
  const player = await standing(db, userId, now);
  const missing = missingCondition(pack, player);
  if (missing) fail(conditionError[missing]);
  if (!pack.needsEmail) return null;
  if (email?.toLowerCase() !== player.email?.toLowerCase()) fail("emailIncorrect");
  return player.email;
}

/** The code goes out by the outbox in the claim's transaction; the outbox clears it once delivered. */
async function mailCode(
  deps: AppDeps,
  tx: DbOrTx,
  language: Language,
  to: string,
  texts: OfferTexts,
  code: string,
) {
  const name = offerTexts(texts, contentFallback(language)).name;
  await enqueue(tx, "mail", {
    to,
    subject: deps.t(language, "gifts:codeMailSubject", { name }),
    text: deps.t(language, "gifts:codeMailBody", { name, code }),
  });
}

/** The game box. */
export async function myCodes(deps: AppDeps, userId: number, language: Language, page: Page) {
  const { db } = deps.database;
  const chain = contentFallback(language);
  const { rows, total } = await repo.claimedCodes(db, userId, {
    limit: page.pageSize,
    offset: offsetOf(page),
  });
  const gameName = await nameOfGames(
    db,
    rows.map((row) => row.gameId),
    language,
  );
  const items = rows.map((row) => ({
    giftId: row.packId,
    appId: row.gameId,
    gameName: gameName(row.gameId),
    gameIcon: mediaUrl(row.gameIconMediaId),
    name: offerTexts(row.texts, chain).name,
    code: row.code,
    validUntil: row.validUntil.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? "",
  }));
  return toPage(items, total, page);
}

/** The player's codes of these packs (pack id → code): mail gifts are claimed through this. */
export function packCodesOf(db: DbOrTx, userId: number, packIds: number[]) {
  return repo.codesOf(db, userId, packIds);
}

/** Hands the player one free code of the pack (SKIP LOCKED), or none when it is sold out. */
export function takeFreePackCode(db: DbOrTx, packId: number, userId: number, at: Date) {
  return repo.takeFreeCode(db, packId, userId, at);
}

export { offerTexts } from "./gifts.presenter.ts";

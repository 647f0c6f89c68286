import type {
  createConsoleGame,
  getConsoleGame,
  listConsoleGames,
  updateConsoleGame,
} from "@portal/contracts/console/content";
import { languages } from "@portal/contracts/languages";
import { offsetOf, toPage } from "@portal/contracts/paging";
import type { ParsedBody, ParsedQuery } from "@portal/contracts/route";
import { type DbOrTx, isUniqueViolation, type Tx } from "../../db/client.ts";
import { auditedChange } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { sealGameSecret } from "../../platform/game-secrets.ts";
import { perGivenLanguage } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { presentGame, presentGameRow } from "./content.presenter.ts";
import * as repo from "./content.repository.ts";
import { requireContentImages } from "./content-images.service.ts";

type GameInput = ParsedBody<typeof createConsoleGame>;

export async function listGames(deps: AppDeps, query: ParsedQuery<typeof listConsoleGames>) {
  const db = deps.database.db;
  const now = deps.now();
  const { rows, total } = await repo.listGames(
    db,
    { q: query.q || undefined, state: query.state, missing: query.missing, now },
    query.pageSize,
    offsetOf(query),
  );
  const texts = await repo.textsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    presentGameRow(
      row,
      texts.filter((text) => text.gameId === row.id),
      now,
    ),
  );
  return toPage(items, total, query);
}

export async function gameForEditing(deps: AppDeps, query: ParsedQuery<typeof getConsoleGame>) {
  return presentGame(await loadGame(deps.database.db, query.gameId), deps.now());
}

async function loadGame(db: DbOrTx, gameId: number, lock = false) {
  const row = await repo.findGame(db, gameId, lock);
  if (!row) throw new AppError("gameNotFound");
  const [texts, milestones, endpoint] = await Promise.all([
    repo.textsOf(db, [gameId]),
    repo.milestonesOf(db, gameId),
    repo.endpointOf(db, gameId),
  ]);
  return { row, texts, milestones, endpoint };
}

/** The columns of `games` a save writes (not the counters players move, nor the home picks). */
function gameValues(deps: AppDeps, input: GameInput) {
  return {
    slug: input.slug,
    type: input.type,
    platforms: input.platforms,
    status: input.status,
    releaseDate: input.releaseDate,
    company: input.company,
    version: input.version,
    iconMediaId: input.iconMediaId,
    coverMediaId: input.coverMediaId,
    screenshotMediaIds: input.screenshotMediaIds,
    videoUrl: input.videoUrl || null,
    downloads: withoutEmpty(input.downloads),
    links: withoutEmpty(input.links),
    reservationsElsewhere: input.reservationsElsewhere,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
    ...(input.syncSecret
      ? { syncSecret: sealGameSecret(deps.config.APP_SECRET, "game-sync-login", input.syncSecret) }
      : {}),
  };
}

const withoutEmpty = <T extends Record<string, string>>(links: T) =>
  Object.fromEntries(Object.entries(links).filter(([, url]) => url)) as Partial<T>;

/** A row per language that has any text; an empty text falls back on the portal like a missing one. */
function textRows(input: GameInput) {
  return languages
    .map((language) => ({
      language,
      name: input.names[language],
      summary: input.summaries[language],
      intro: input.intros[language],
      updateNotes: input.updateNotes[language],
    }))
    .filter((row) => row.name || row.summary || row.intro || row.updateNotes);
}

function milestoneRows(input: GameInput) {
  return input.milestones.map((milestone) => ({
    threshold: milestone.threshold,
    texts: perGivenLanguage(
      (language) => milestone.titles[language] || milestone.rewards[language],
      (language) => ({ title: milestone.titles[language], reward: milestone.rewards[language] }),
    ),
  }));
}

/** Texts, milestones and the delivery endpoint: the parts of a game outside its row. */
async function saveGameParts(deps: AppDeps, tx: Tx, gameId: number, input: GameInput) {
  await repo.replaceTexts(tx, gameId, textRows(input));
  await repo.replaceMilestones(tx, gameId, milestoneRows(input));
  if (!input.deliveryUrl) return;
  const stored = await repo.endpointOf(tx, gameId);
  if (!input.deliverySecret && !stored) throw new AppError("deliverySecretNeeded");
  const secret = input.deliverySecret
    ? sealGameSecret(deps.config.APP_SECRET, "game-server-delivery", input.deliverySecret)
    : (stored?.secret ?? "");
  await repo.saveEndpoint(tx, gameId, { url: input.deliveryUrl, secret }, deps.now());
}

const gameSubject = (id: number) => ({ type: "game", id });

/** Writes the game row (`write`), then its parts; audited, and players see it on their next request. */
async function saveGame(
  deps: AppDeps,
  by: ConsoleStaff,
  input: GameInput,
  action: "game.create" | "game.update",
  write: (tx: Tx) => Promise<{ id: number; before: ReturnType<typeof presentGame> | null }>,
) {
  await requireContentImages(deps.database.db, [
    input.iconMediaId,
    input.coverMediaId,
    ...input.screenshotMediaIds,
  ]);
  return saving(() =>
    auditedChange(
      deps,
      by,
      async (tx, audit) => {
        const { id, before } = await write(tx);
        await saveGameParts(deps, tx, id, input);
        const after = presentGame(await loadGame(tx, id), deps.now());
        await audit({ action, subject: gameSubject(id), before, after });
        return after;
      },
      "",
    ),
  );
}

export async function createGame(deps: AppDeps, by: ConsoleStaff, input: GameInput) {
  if (!input.syncSecret) throw new AppError("syncSecretNeeded");
  return saveGame(deps, by, input, "game.create", async (tx) => {
    const values = gameValues(deps, input);
    const row = await repo.insertGame(tx, { ...values, syncSecret: values.syncSecret ?? "" });
    return { id: row.id, before: null };
  });
}

/** Saves an edit made from `rowVersion`; someone else's save in between refuses it (staleEdit). */
export async function updateGame(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateConsoleGame>,
) {
  return saveGame(deps, by, input, "game.update", async (tx) => {
    const before = presentGame(await loadGame(tx, input.gameId, true), deps.now());
    if (before.rowVersion !== input.rowVersion) throw new AppError("staleEdit");
    const row = await repo.updateGameAtVersion(tx, input.gameId, input.rowVersion, gameValues(deps, input));
    if (!row) throw new AppError("staleEdit");
    return { id: row.id, before };
  });
}

async function saving<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("gameSlugTaken");
    throw error;
  }
}

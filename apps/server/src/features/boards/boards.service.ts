import type {
  boardForm,
  boardModeratorChange,
  moveConsoleBoard,
  updateConsoleBoard,
} from "@portal/contracts/console/boards";
import type { Language } from "@portal/contracts/languages";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type AuditChange, recordAudit } from "../../platform/audit.ts";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { requireContentImages } from "../content/content-images.service.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { auditedBoard, presentBoard, storedTexts } from "./boards.presenter.ts";
import * as repo from "./boards.repository.ts";

type BoardInput = z.output<typeof boardForm>;

async function presentBoards(db: DbOrTx, rows: repo.BoardRow[], language: Language) {
  const [names, moderators] = await Promise.all([
    gameNamesIn(
      db,
      rows.map((row) => row.gameId),
      language,
    ),
    repo.listModerators(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    presentBoard(
      row,
      names.get(row.gameId) ?? "",
      moderators.filter((m) => m.forumId === row.id).map(({ uid, nickname }) => ({ uid, nickname })),
    ),
  );
}

/** Every game with its boards in the order players see them and its official account. */
export async function listBoardGames(deps: AppDeps, language: Language, db: DbOrTx = deps.database.db) {
  const [gameRows, boardRows] = await Promise.all([repo.listGames(db), repo.listBoards(db)]);
  const boards = await presentBoards(db, boardRows, language);
  const names = await gameNamesIn(
    db,
    gameRows.map((game) => game.id),
    language,
  );
  return {
    games: gameRows.map((game) => ({
      id: game.id,
      name: names.get(game.id) ?? "",
      officialAccount:
        game.officialUserId === null
          ? null
          : { uid: game.officialUserId, nickname: game.officialNickname ?? "" },
      boards: boards.filter((board) => board.gameId === game.id),
    })),
  };
}

async function presentOne(db: DbOrTx, row: repo.BoardRow, language: Language) {
  const [board] = await presentBoards(db, [row], language);
  if (!board) throw new AppError("boardNotFound");
  return board;
}

/**
 * One audited change of the boards in one transaction; the public cache of every process is
 * cleared after it, so players see the change on their next request.
 */
async function changeBoards<T>(
  deps: AppDeps,
  by: ConsoleStaff,
  change: (tx: Tx, audit: (entry: Omit<AuditChange, "staffId" | "at">) => Promise<void>) => Promise<T>,
) {
  const result = await deps.database.db.transaction((tx) =>
    change(tx, (entry) => recordAudit(tx, { staffId: by.id, at: deps.now(), ...entry })),
  );
  deps.publicCache.invalidate("");
  return result;
}

const boardSubject = (id: number) => ({ type: "board", id });

function boardValues(input: Omit<BoardInput, "gameId" | "kind">): repo.BoardValues {
  return {
    names: storedTexts(input.names),
    intros: storedTexts(input.intros),
    iconMediaId: input.iconMediaId,
    enabled: input.enabled,
  };
}

export async function createBoard(deps: AppDeps, by: ConsoleStaff, language: Language, input: BoardInput) {
  await requireContentImages(deps.database.db, [input.iconMediaId]);
  return changeBoards(deps, by, async (tx, audit) => {
    if (!(await repo.lockGame(tx, input.gameId))) throw new AppError("gameNotFound");
    const row = await repo.insertBoard(tx, { gameId: input.gameId, kind: input.kind, ...boardValues(input) });
    if (!row) throw new AppError("boardKindTaken");
    await audit({
      action: "board.create",
      subject: boardSubject(row.id),
      before: null,
      after: auditedBoard(row),
    });
    return presentOne(tx, row, language);
  });
}

/** Locks a board and refuses an edit made from an older version than the stored one. */
async function lockCurrent(tx: DbOrTx, boardId: number, version: number) {
  const row = await repo.lockBoard(tx, boardId);
  if (!row) throw new AppError("boardNotFound");
  if (row.version !== version) throw new AppError("staleEdit");
  return row;
}

export async function updateBoard(
  deps: AppDeps,
  by: ConsoleStaff,
  language: Language,
  input: ParsedBody<typeof updateConsoleBoard>,
) {
  await requireContentImages(deps.database.db, [input.iconMediaId]);
  return changeBoards(deps, by, async (tx, audit) => {
    const before = await lockCurrent(tx, input.boardId, input.version);
    const row = await repo.updateBoard(tx, before.id, boardValues(input));
    if (!row) throw new AppError("boardNotFound");
    await audit({
      action: "board.update",
      subject: boardSubject(row.id),
      before: auditedBoard(before),
      after: auditedBoard(row),
    });
    return presentOne(tx, row, language);
  });
}

/** Swaps a board with its neighbour among its game's boards (places renumbered 0, 1, 2…). */
export async function moveBoard(
  deps: AppDeps,
  by: ConsoleStaff,
  language: Language,
  input: ParsedBody<typeof moveConsoleBoard>,
) {
  return changeBoards(deps, by, async (tx, audit) => {
    // The game's boards are locked first, all at once; then the moved one's version is checked.
    const board = await repo.findBoard(tx, input.boardId);
    if (!board) throw new AppError("boardNotFound");
    const order = await repo.lockGameBoards(tx, board.gameId);
    const moved = order.find((row) => row.id === board.id);
    if (!moved) throw new AppError("boardNotFound");
    if (moved.version !== input.version) throw new AppError("staleEdit");
    const from = order.indexOf(moved);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) {
      const before = order.map((row) => row.id);
      const [taken] = order.splice(from, 1);
      if (taken) order.splice(to, 0, taken);
      for (const [place, row] of order.entries())
        if (row.sortOrder !== place) await repo.updateBoard(tx, row.id, { sortOrder: place });
      await audit({
        action: "board.order",
        subject: { type: "game", id: moved.gameId },
        before: { boards: before },
        after: { boards: order.map((row) => row.id) },
      });
    }
    return listBoardGames(deps, language, tx);
  });
}

export async function setBoardModerator(
  deps: AppDeps,
  by: ConsoleStaff,
  language: Language,
  input: z.output<typeof boardModeratorChange>,
) {
  return changeBoards(deps, by, async (tx, audit) => {
    const board = await repo.lockBoard(tx, input.boardId);
    if (!board) throw new AppError("boardNotFound");
    const player = await repo.findPlayer(tx, input.uid);
    if (!player) throw new AppError("playerNotFound");
    if (await repo.setModerator(tx, board.id, player.uid, input.moderator, deps.now()))
      await audit({
        action: input.moderator ? "board.addModerator" : "board.removeModerator",
        subject: boardSubject(board.id),
        before: { moderator: !input.moderator, uid: player.uid },
        after: { moderator: input.moderator, uid: player.uid },
      });
    return presentOne(tx, board, language);
  });
}

/** Names the GM account that answers players for a game (null: none). */
export async function setOfficialAccount(
  deps: AppDeps,
  by: ConsoleStaff,
  language: Language,
  input: { gameId: number; uid: number | null },
) {
  return changeBoards(deps, by, async (tx, audit) => {
    const game = await repo.lockGame(tx, input.gameId);
    if (!game) throw new AppError("gameNotFound");
    if (input.uid !== null) {
      const player = await repo.findPlayer(tx, input.uid);
      if (!player) throw new AppError("playerNotFound");
      if (!player.roles.includes("gm")) throw new AppError("officialAccountNotGm");
    }
    if (game.officialUserId !== input.uid) {
      await repo.setOfficialAccount(tx, game.id, input.uid);
      await audit({
        action: "game.officialAccount",
        subject: { type: "game", id: game.id },
        before: { officialUserId: game.officialUserId },
        after: { officialUserId: input.uid },
      });
    }
    return listBoardGames(deps, language, tx);
  });
}

/** The account that speaks for a game, as the official answers need it. */
export async function officialAccountOf(db: DbOrTx, gameId: number | null) {
  const player = gameId === null ? undefined : await repo.findOfficialAccount(db, gameId);
  if (!player) throw new AppError("noOfficialAccount");
  return player;
}

import { z } from "zod";
import { forumKinds } from "../forums.ts";
import { entityId } from "../paging.ts";
import { replyText } from "../reviews.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";
import { localizedTexts, rowVersion } from "./texts.ts";

/** Forum boards in the console (permission `community.moderate`): texts, order, on/off, moderators. */

const communityModerate = consoleArea("community.moderate");

/** A board's own name and intro; empty languages (and an empty name) show the kind's catalogue text. */
export const boardForm = z.object({
  gameId: entityId,
  kind: z.enum(forumKinds, invalid),
  names: localizedTexts(30),
  intros: localizedTexts(200),
  iconMediaId: entityId.nullable().default(null),
  enabled: z.boolean(invalid).default(true),
});

export const boardModerator = z.object({ uid: z.number(), nickname: z.string() });

export const consoleBoard = z.object({
  id: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  kind: z.enum(forumKinds),
  names: z.record(z.string(), z.string()),
  intros: z.record(z.string(), z.string()),
  icon: z.object({ id: z.number(), url: z.string() }).nullable(),
  enabled: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  postsCount: z.number(),
  moderators: z.array(boardModerator),
});
export type ConsoleBoard = z.infer<typeof consoleBoard>;

/** A game with its boards in the order players see them, and the account that speaks for it. */
export const consoleBoardGame = z.object({
  id: z.number(),
  name: z.string(),
  officialAccount: boardModerator.nullable(),
  boards: z.array(consoleBoard),
});
export type ConsoleBoardGame = z.infer<typeof consoleBoardGame>;

const boardGames = z.object({ games: z.array(consoleBoardGame) });

export const listConsoleBoards = communityModerate.get({ path: "/console/boards", data: boardGames });

export const createConsoleBoard = communityModerate.post({
  path: "/console/boards/create",
  body: boardForm,
  data: consoleBoard,
});

const boardEdit = { boardId: entityId, version: rowVersion };

/** Game and kind stay as created; the rest is edited from the version the editor saw. */
export const updateConsoleBoard = communityModerate.post({
  path: "/console/boards/update",
  body: boardForm.omit({ gameId: true, kind: true }).extend(boardEdit),
  data: consoleBoard,
});

/** Moves a board one place up or down among its game's boards. */
export const moveConsoleBoard = communityModerate.post({
  path: "/console/boards/move",
  body: z.object({ ...boardEdit, direction: z.enum(["up", "down"], invalid) }),
  data: boardGames,
});

export const boardModeratorChange = z.object({
  boardId: entityId,
  uid: entityId,
  moderator: z.boolean(invalid),
});

/** Makes a player a moderator of one board (or no longer); they then pin and delete there. */
export const setBoardModerator = communityModerate.post({
  path: "/console/boards/moderators",
  body: boardModeratorChange,
  data: consoleBoard,
});

/** The player account (a GM account) that answers players for a game; null: none. */
export const setOfficialAccount = communityModerate.post({
  path: "/console/boards/official-account",
  body: z.object({ gameId: entityId, uid: entityId.nullable() }),
  data: boardGames,
});

/** Multipart upload of a board icon (field "file"), through the content image pipeline. */
export const uploadBoardIcon = communityModerate.post({
  path: "/console/boards/icons",
  data: z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() }),
});

/** What staff may answer as a game's official account: a review, a news comment, a post, a comment. */
export const answerableKinds = ["review", "newsComment", "post", "comment"] as const;
export type AnswerableKind = (typeof answerableKinds)[number];

/**
 * A reply written by staff that players see as the game's official account (its name, the
 * official badge), through the players' posting rules. The staff member is in the audit log only.
 */
export const answerAsOfficial = communityModerate.post({
  path: "/console/moderation/answer",
  body: z.object({ kind: z.enum(answerableKinds, invalid), id: entityId, content: replyText }),
  data: z.object({ replyId: z.number(), account: boardModerator }),
});

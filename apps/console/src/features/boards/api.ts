import {
  answerAsOfficial,
  createConsoleBoard,
  listConsoleBoards,
  moveConsoleBoard,
  setBoardModerator,
  setOfficialAccount,
  updateConsoleBoard,
} from "@portal/contracts/console/boards";
import { useRouteChange } from "../../lib/change";
import { useRoute } from "../../lib/query";

const boardsKey = ["console", "boards"] as const;

/** Game names come in the console's language: a language switch reads them again. */
export const useBoards = (language: string) => useRoute([...boardsKey, language], listConsoleBoards);

export const useCreateBoard = () => useRouteChange(createConsoleBoard, boardsKey);
export const useUpdateBoard = () => useRouteChange(updateConsoleBoard, boardsKey);
export const useMoveBoard = () => useRouteChange(moveConsoleBoard, boardsKey);
export const useSetModerator = () => useRouteChange(setBoardModerator, boardsKey);
export const useSetOfficialAccount = () => useRouteChange(setOfficialAccount, boardsKey);

/** An answer as the official account changes the queue's texts' threads: refresh the queue too. */
export const useAnswerAsOfficial = () => useRouteChange(answerAsOfficial, ["console", "moderation"]);

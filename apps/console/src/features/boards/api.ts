import {
  answerAsOfficial,
  createConsoleBoard,
  listConsoleBoards,
  moveConsoleBoard,
  setBoardModerator,
  setOfficialAccount,
  updateConsoleBoard,
} from "@portal/contracts/console/boards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";

const boardsKey = ["console", "boards"] as const;

/** Game names come in the console's language: a language switch reads them again. */
export const boardsQuery = (language: string) =>
  queryOptions({ queryKey: [...boardsKey, language], queryFn: () => call(listConsoleBoards) });
export const useBoards = (language: string) => useQuery(boardsQuery(language));

export const useCreateBoard = () => useRouteChange(createConsoleBoard, boardsKey);
export const useUpdateBoard = () => useRouteChange(updateConsoleBoard, boardsKey);
export const useMoveBoard = () => useRouteChange(moveConsoleBoard, boardsKey);
export const useSetModerator = () => useRouteChange(setBoardModerator, boardsKey);
export const useSetOfficialAccount = () => useRouteChange(setOfficialAccount, boardsKey);

/** An answer as the official account changes the queue's texts' threads: refresh the queue too. */
export const useAnswerAsOfficial = () => useRouteChange(answerAsOfficial, ["console", "moderation"]);

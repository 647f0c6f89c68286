import * as contract from "@portal/contracts/console/boards";
import { useRouteChange } from "../../lib/change";
import { useRoute } from "../../lib/query";

const boardsKey = ["console", "boards"] as const;

/** Game names come in the console's language: a language switch reads them again. */
export const useBoards = (language: string) => useRoute([...boardsKey, language], contract.listConsoleBoards);

export const useCreateBoard = () => useRouteChange(contract.createConsoleBoard, boardsKey);
export const useUpdateBoard = () => useRouteChange(contract.updateConsoleBoard, boardsKey);
export const useMoveBoard = () => useRouteChange(contract.moveConsoleBoard, boardsKey);
export const useSetModerator = () => useRouteChange(contract.setBoardModerator, boardsKey);
export const useSetOfficialAccount = () => useRouteChange(contract.setOfficialAccount, boardsKey);

/** An answer as the official account changes the queue's texts' threads: refresh the queue too. */
export const useAnswerAsOfficial = () => useRouteChange(contract.answerAsOfficial, ["console", "moderation"]);

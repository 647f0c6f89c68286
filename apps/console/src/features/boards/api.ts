import {
  answerAsOfficial,
  createConsoleBoard,
  listConsoleBoards,
  moveConsoleBoard,
  setBoardModerator,
  setOfficialAccount,
  updateConsoleBoard,
} from "@portal/contracts/console/boards";
import type { BodyOf } from "@portal/contracts/route";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";

const boardsKey = ["console", "boards"] as const;

/** Game names come in the console's language: a language switch reads them again. */
export const boardsQuery = (language: string) =>
  queryOptions({ queryKey: [...boardsKey, language], queryFn: () => call(listConsoleBoards) });
export const useBoards = (language: string) => useQuery(boardsQuery(language));

/** Each change refreshes the boards and the audit log it wrote to. */
function useBoardsChange<B, D>(send: (body: B) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: boardsKey }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useCreateBoard = () =>
  useBoardsChange((body: BodyOf<typeof createConsoleBoard>) => call(createConsoleBoard, { body }));
export const useUpdateBoard = () =>
  useBoardsChange((body: BodyOf<typeof updateConsoleBoard>) => call(updateConsoleBoard, { body }));
export const useMoveBoard = () =>
  useBoardsChange((body: BodyOf<typeof moveConsoleBoard>) => call(moveConsoleBoard, { body }));
export const useSetModerator = () =>
  useBoardsChange((body: BodyOf<typeof setBoardModerator>) => call(setBoardModerator, { body }));
export const useSetOfficialAccount = () =>
  useBoardsChange((body: BodyOf<typeof setOfficialAccount>) => call(setOfficialAccount, { body }));

/** An answer as the official account changes the queue's texts' threads: refresh the queue too. */
export function useAnswerAsOfficial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof answerAsOfficial>) => call(answerAsOfficial, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["console", "moderation"] }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

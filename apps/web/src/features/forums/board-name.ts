import type { Forum } from "@portal/contracts/forums";
import type { TFunction } from "i18next";

/** The name the console gave a board, else its kind's name from the catalogue. */
export const boardName = (board: Pick<Forum, "name" | "kind">, t: TFunction<"forums">) =>
  board.name ?? t(`kinds.${board.kind}`);

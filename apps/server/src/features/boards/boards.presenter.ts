import type { ConsoleBoard } from "@portal/contracts/console/boards";
import { languages } from "@portal/contracts/languages";
import { mediaUrl } from "../../platform/media-url.ts";
import type { BoardRow } from "./boards.repository.ts";

/** All six languages, "" where the board has no text of its own. */
const sixTexts = (texts: Partial<Record<string, string>>) =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? ""]));

/** Only the languages given are stored: the others show the kind's catalogue name on the portal. */
export const storedTexts = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ""));

export function presentBoard(
  row: BoardRow,
  gameName: string,
  moderators: { uid: number; nickname: string }[],
): ConsoleBoard {
  return {
    id: row.id,
    gameId: row.gameId,
    gameName,
    kind: row.kind,
    names: sixTexts(row.names),
    intros: sixTexts(row.intros),
    icon: row.iconMediaId ? { id: row.iconMediaId, url: mediaUrl(row.iconMediaId) } : null,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    version: row.version,
    postsCount: row.postsCount,
    moderators,
  };
}

/** What the audit log keeps of a board (its moderators are entries of their own). */
export const auditedBoard = (row: BoardRow) => ({
  gameId: row.gameId,
  kind: row.kind,
  names: row.names,
  intros: row.intros,
  iconMediaId: row.iconMediaId,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  version: row.version,
});

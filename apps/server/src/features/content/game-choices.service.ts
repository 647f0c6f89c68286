import { GAME_CHOICES_MAX, type listGameChoices } from "@portal/contracts/console/game-choices";
import type { ParsedQuery } from "@portal/contracts/route";
import type { AppDeps } from "../../platform/context.ts";
import { presentGameChoice } from "./content.presenter.ts";
import * as repo from "./content.repository.ts";

/** Games for the console's picker: the first matches of `q`, and the game the form already names. */
export async function gameChoices(deps: AppDeps, query: ParsedQuery<typeof listGameChoices>) {
  const db = deps.database.db;
  const { rows } = await repo.listGames(
    db,
    { q: query.q || undefined, now: deps.now() },
    GAME_CHOICES_MAX,
    0,
  );
  const named = query.gameId;
  const chosen = named && !rows.some((row) => row.id === named) ? await repo.findGame(db, named) : undefined;
  const games = chosen ? [chosen, ...rows] : rows;
  const texts = await repo.textsOf(
    db,
    games.map((row) => row.id),
  );
  return {
    items: games.map((row) =>
      presentGameChoice(
        row,
        texts.filter((text) => text.gameId === row.id),
      ),
    ),
  };
}

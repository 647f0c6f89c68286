import { z } from "zod";
import { entityId } from "../paging.ts";
import { consoleArea } from "./route.ts";

/**
 * The console's game picker: games by name (any language) or slug, with their icon, for every form
 * that names a game (videos, topics, mall products…). Any signed-in staff member may list them:
 * a game's names and icon are what the portal shows anyway.
 */

const anyStaff = consoleArea(null);

export const GAME_CHOICES_MAX = 20;

export const gameChoice = z.object({
  id: z.number(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  icon: z.string().nullable(),
});
export type GameChoice = z.infer<typeof gameChoice>;

export const listGameChoices = anyStaff.get({
  path: "/console/game-choices",
  query: z.object({
    q: z.string({ error: "validation:invalid" }).trim().max(40, "validation:tooLong").optional(),
    /** The game a form already names: listed too, whatever `q` is. */
    gameId: entityId.optional(),
  }),
  data: z.object({ items: z.array(gameChoice) }),
});

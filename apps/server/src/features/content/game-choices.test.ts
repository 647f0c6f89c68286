import { GAME_CHOICES_MAX, type GameChoice } from "@portal/contracts/console/game-choices";
import { beforeAll, describe, expect, test } from "vitest";
import { addGame } from "../../testing/games.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** The console's game picker: games found by a name in any language, the chosen one always listed. */

let commerce: TestClient;
let starfall: number;

const t = useTestApp();
beforeAll(async () => {
  commerce = (await signedInStaff(t, "commerceOperator")).client;
  starfall = await addGame(t, { slug: "starfall-picker", names: { en: "Starfall Saga", zh: "星落传说" } });
  for (let i = 0; i < GAME_CHOICES_MAX + 2; i++)
    await addGame(t, { slug: `filler-${i}`, names: { en: `Filler ${i}` } });
});

const choices = async (query: Record<string, string>) =>
  commerce.get<{ items: GameChoice[] }>("/api/console/game-choices", query);

describe("game choices", () => {
  test("a name in any language finds the game, with its names; any staff role may look", async () => {
    const byChinese = await choices({ q: "星落" });
    expect(byChinese).toMatchObject({ code: 200 });
    expect(byChinese.data.items).toEqual([
      {
        id: starfall,
        slug: "starfall-picker",
        names: expect.objectContaining({ en: "Starfall Saga" }),
        icon: null,
      },
    ]);
    expect((await choices({ q: "saga" })).data.items.map((game) => game.id)).toEqual([starfall]);
  });

  test("at most a page of matches, and the game a form names is listed whatever the search", async () => {
    const page = await choices({ q: "filler" });
    expect(page.data.items).toHaveLength(GAME_CHOICES_MAX);
    const withChosen = await choices({ q: "filler", gameId: String(starfall) });
    expect(withChosen.data.items[0]?.id).toBe(starfall);
    expect(withChosen.data.items).toHaveLength(GAME_CHOICES_MAX + 1);
  });

  test("a too long search is refused with a message", async () => {
    const answer = await choices({ q: "x".repeat(41) });
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.msg).not.toMatch(/^validation:/);
  });
});

import { beforeAll, describe, expect, test } from "vitest";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

interface Card {
  appId: number;
  followsCount: number;
}

let ids: Map<string, number>;
const t = useTestApp({ PUBLIC_CACHE_MS: "2000" });
beforeAll(async () => {
  ids = await seedTestGames(t);
});

describe("lists shared by every visitor", () => {
  test("may lag by at most the cache time; the game page and the player's own answer never do", async () => {
    const appId = idOf(ids, "dragon-realm");
    const visitor = t.client();
    const followsOnList = async () => {
      const list = await visitor.get<{ items: Card[] }>("/api/gameList", { pageSize: "50" });
      return list.data.items.find((card) => card.appId === appId)?.followsCount;
    };
    const before = await followsOnList();
    const { client } = await newSignedInPlayer(t);
    const follow = await client.post<{ followsCount: number }>("/api/concernGame", { appId, follow: true });
    expect(follow.data.followsCount).toBe((before ?? 0) + 1);
    expect((await client.get<{ followsCount: number }>(`/api/game/${appId}`)).data.followsCount).toBe(
      (before ?? 0) + 1,
    );
    expect(await followsOnList()).toBe(before);
    t.clock.advance(2000);
    expect(await followsOnList()).toBe((before ?? 0) + 1);
  });

  test("a player who rates sees the new score at once; visitors within the cache time", async () => {
    const appId = idOf(ids, "dragon-realm");
    const visitor = t.client();
    const score = (client: typeof visitor) =>
      client
        .get<{ count: number }>("/api/gameScoreDetail", { appId: String(appId) })
        .then((r) => r.data.count);
    const before = await score(visitor);
    const { client } = await newSignedInPlayer(t);
    const rated = await client.post("/api/addGameComment", { appId, rating: 5, content: "Lovely game" });
    expect(rated.code).toBe(200);
    expect(await score(client)).toBe(before + 1);
    expect(await score(visitor)).toBe(before);
    t.clock.advance(2000);
    expect(await score(visitor)).toBe(before + 1);
  });
});

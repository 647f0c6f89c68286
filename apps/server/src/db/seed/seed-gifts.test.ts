import { languages } from "@portal/contracts/languages";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../testing/use-test-app.ts";
import { seedGames, seedPlayers } from "./seed.ts";
import { seedGifts } from "./seed-gifts.ts";

interface Pack {
  name: string;
  remaining: number;
  total: number;
  state: string;
}

const t = useTestApp();
beforeAll(async () => {
  await seedGames(t.database.db, { artwork: false });
  await seedPlayers(t.database.db);
});

describe("demo gift seed", () => {
  test("packs with small pools, one nearly and one fully taken; products; only once", async () => {
    expect(await seedGifts(t.database.db)).toBeGreaterThan(0);
    expect(await seedGifts(t.database.db)).toBe(0);
    const list = await t.client().get<{ items: Pack[] }>("/api/giftList", { pageSize: "50" });
    const byName = new Map(list.data.items.map((pack) => [pack.name, pack]));
    expect(byName.get("Launch week pack")).toMatchObject({ remaining: 1, total: 5, state: "claimable" });
    expect(byName.get("Founders' pack")).toMatchObject({ remaining: 0, state: "soldOut" });
    expect(byName.get("Summer pack")?.state).toBe("expired");
    const mall = await t
      .client()
      .get<{ general: unknown[]; vip: unknown[]; birthday: unknown[] }>("/api/bonusIndex");
    expect([mall.data.general.length, mall.data.vip.length, mall.data.birthday.length]).toEqual([5, 2, 1]);
    const missions = await t.client().get<{ items: Pack[] }>("/api/giftList", { kind: "mission" });
    expect(missions.data.items.length).toBe(4);
  });

  test("every pack and product reads in all six languages", async () => {
    const untranslated = await t.database.db.execute(sql`
      select id from gift_packs where not (texts ?& ${sql.raw(`array['${languages.join("','")}']`)})
      union all
      select id from mall_products where not (texts ?& ${sql.raw(`array['${languages.join("','")}']`)})`);
    expect(untranslated.rows).toEqual([]);
    const thai = await t.client("th").get<{ items: Pack[] }>("/api/giftList", { pageSize: "50" });
    expect(thai.data.items.map((pack) => pack.name)).toContain("แพ็กผู้เล่นใหม่");
  });
});

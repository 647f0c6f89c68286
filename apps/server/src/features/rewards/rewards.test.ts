import type { ConsoleMallProduct, ConsoleVipLevel, MallProductForm } from "@portal/contracts/console/rewards";
import { emptyTexts } from "@portal/contracts/console/texts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema/account.ts";
import { mallExchanges, mallProducts, treasurePrizes } from "../../db/schema/gifts.ts";
import { auditEntries } from "../../db/schema/staff.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { createPlayers, newSignedInPlayer, signInAs } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { awardPoints, pointsBalance } from "../points/ledger.service.ts";
import { addVipPoints } from "../topup/topup.repository.ts";

let operator: TestClient;
let operatorId: number;

const t = useTestApp();
beforeAll(async () => {
  const signedIn = await signedInStaff(t, "commerceOperator");
  operator = signedIn.client;
  operatorId = signedIn.staff.id;
});

const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });

function productBody(overrides: Partial<MallProductForm> & { stock?: number } = {}) {
  return {
    section: "general",
    physical: false,
    gameId: null,
    names: texts({ en: "Gem chest", zh: "宝石箱" }),
    contents: texts({ en: "500 gems", zh: "500 宝石" }),
    instructions: texts({ en: "Sent to your game mail" }),
    pointsCost: 10,
    minVipLevel: 0,
    sortOrder: 0,
    enabled: true,
    perPlayerLimit: null,
    stock: 5,
    ...overrides,
  };
}

const createProduct = (body: object, client = operator) =>
  client.post<ConsoleMallProduct>("/api/console/mall/products/create", body);
const updateProduct = (product: ConsoleMallProduct, changes: Partial<MallProductForm>) => {
  const { id, stock, exchanged, missingLanguages, ...form } = product;
  return operator.post<ConsoleMallProduct>("/api/console/mall/products/update", {
    ...form,
    ...changes,
    productId: id,
  });
};
const restock = (productId: number, change: number) =>
  operator.post<ConsoleMallProduct>("/api/console/mall/products/restock", { productId, change });

const countOf = async (table: typeof mallProducts | typeof auditEntries | typeof treasurePrizes) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;
const stockOf = async (productId: number) =>
  (await t.database.db.select().from(mallProducts).where(eq(mallProducts.id, productId)))[0]?.stock;

async function playersWithPoints(how: number, points: number) {
  const ids = await createPlayers(t, how);
  for (const id of ids) await awardPoints(t.database.db, id, points, { reason: "test", reference: "grant" });
  return Promise.all(ids.map(async (id) => ({ id, client: await signInAs(t, id) })));
}

async function playerWithPoints(points: number) {
  const [player] = await playersWithPoints(1, points);
  if (!player) throw new Error("no player");
  return player;
}

/** A console client speaking Chinese with the operator's session. */
const inChinese = () => inChineseConsole(t, operator);

describe("mall products in the console", () => {
  test("an operator's product shows in the mall in the player's language and is audited", async () => {
    const created = await createProduct(productBody());
    expect(created).toMatchObject({ code: 200, data: { stock: 5, exchanged: 0, version: 1 } });
    const player = await newSignedInPlayer(t, "zh");
    const index = await player.client.get<{ general: { productId: number; name: string }[] }>(
      "/api/bonusIndex",
    );
    expect(index.data.general).toContainEqual(
      expect.objectContaining({ productId: created.data.id, name: "宝石箱" }),
    );
    const [audit] = await auditEntriesOf(t, { subjectType: "mallProduct", subjectId: created.data.id });
    expect(audit).toMatchObject({
      action: "mallProduct.create",
      staffId: operatorId,
      subjectType: "mallProduct",
    });
  });

  test("a product switched off is gone from the mall and cannot be exchanged", async () => {
    const created = await createProduct(productBody({ names: texts({ en: "Soon gone" }) }));
    const off = await updateProduct(created.data, { enabled: false });
    expect(off).toMatchObject({ code: 200, data: { enabled: false, version: 2 } });
    const player = await playerWithPoints(100);
    const index = await player.client.get<{ general: { productId: number }[] }>("/api/bonusIndex");
    expect(index.data.general.map((product) => product.productId)).not.toContain(created.data.id);
    const exchange = await player.client.post("/api/bonusDoleProduct", { productId: created.data.id });
    expect(exchange).toMatchObject({ status: 404 });
    expect(await stockOf(created.data.id)).toBe(5);
  });

  test("bad input gets a localized message and changes nothing", async () => {
    const products = await countOf(mallProducts);
    const audits = await countOf(auditEntries);
    const zero = await createProduct(productBody({ pointsCost: 0 }));
    expect(zero).toMatchObject({ status: 400 });
    expect(zero.msg).toContain("greater than 0");
    const negativeCost = await createProduct(productBody({ pointsCost: -5 }), inChinese());
    expect(negativeCost).toMatchObject({ status: 400 });
    expect(negativeCost.msg).toContain("大于 0");
    const negativeStock = await createProduct(productBody({ stock: -1 }));
    expect(negativeStock).toMatchObject({ status: 400 });
    expect(negativeStock.msg).toContain("negative");
    const noEnglish = await createProduct(productBody({ names: texts({ zh: "只有中文" }) }));
    expect(noEnglish).toMatchObject({ status: 400 });
    const noGame = await createProduct(productBody({ gameId: 999_999 }));
    expect(noGame).toMatchObject({ status: 404, code: 4041 });
    expect(await countOf(mallProducts)).toBe(products);
    expect(await countOf(auditEntries)).toBe(audits);
  });

  test("a stale edit is refused and changes nothing", async () => {
    const created = await createProduct(productBody({ names: texts({ en: "Contested" }) }));
    expect(await updateProduct(created.data, { pointsCost: 20 })).toMatchObject({ code: 200 });
    const audits = await countOf(auditEntries);
    const stale = await updateProduct(created.data, { pointsCost: 30 });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    const [row] = await t.database.db.select().from(mallProducts).where(eq(mallProducts.id, created.data.id));
    expect(row).toMatchObject({ pointsCost: 20, version: 2 });
    expect(await countOf(auditEntries)).toBe(audits);
  });

  test("restocking while players exchange neither loses nor invents units", async () => {
    const created = await createProduct(
      productBody({ names: texts({ en: "Busy" }), pointsCost: 1, stock: 10 }),
    );
    const players = await playersWithPoints(30, 1);
    const answers = await Promise.all([
      ...players.map((player) => player.client.post("/api/bonusDoleProduct", { productId: created.data.id })),
      ...Array.from({ length: 10 }, () => restock(created.data.id, 1)),
    ]);
    const exchanged = answers.slice(0, players.length).filter((answer) => answer.code === 200).length;
    expect(answers.slice(players.length).every((answer) => answer.code === 200)).toBe(true);
    expect(exchanged).toBeGreaterThanOrEqual(10);
    const [units] = await t.database.db
      .select({ n: count() })
      .from(mallExchanges)
      .where(eq(mallExchanges.productId, created.data.id));
    expect(units?.n).toBe(exchanged);
    expect(await stockOf(created.data.id)).toBe(10 + 10 - exchanged);
    const restocks = await auditEntriesOf(t, { subjectType: "mallProduct", subjectId: created.data.id });
    expect(restocks.filter((entry) => entry.action === "mallProduct.restock")).toHaveLength(10);
  });

  test("taking out more than is left is refused and changes nothing", async () => {
    const created = await createProduct(productBody({ names: texts({ en: "Few" }), stock: 3 }));
    expect(await restock(created.data.id, -4)).toMatchObject({ status: 409, code: 4713 });
    expect(await stockOf(created.data.id)).toBe(3);
    expect(await restock(created.data.id, -3)).toMatchObject({ code: 200, data: { stock: 0 } });
    expect(await restock(created.data.id, 0)).toMatchObject({ status: 400 });
  });

  test("the per-player limit holds when one player fires many exchanges at once", async () => {
    const created = await createProduct(
      productBody({ names: texts({ en: "Limited" }), pointsCost: 1, stock: 50, perPlayerLimit: 2 }),
    );
    const player = await playerWithPoints(100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        player.client.post("/api/bonusDoleProduct", { productId: created.data.id }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.code === 5275)).toHaveLength(6);
    expect(await stockOf(created.data.id)).toBe(48);
    const other = await playerWithPoints(100);
    expect(
      await other.client.post("/api/bonusDoleProduct", { productId: created.data.id, quantity: 3 }),
    ).toMatchObject({
      code: 5275,
    });
  });
});

interface Box {
  cost: number;
  version: number;
  prizes: { prize: string; points: number; weight: number; stock: number | null; percent: number }[];
}

const readBox = async () => (await operator.get<Box>("/api/console/treasure-box")).data;
const saveBox = (body: object) => operator.post<Box>("/api/console/treasure-box", body);

describe("the treasure box in the console", () => {
  test("bad odds or cost get a message and change nothing", async () => {
    const before = await readBox();
    const refused = [
      {
        cost: 10,
        prizes: [
          { prize: "thanks", points: 0, weight: 0 },
          { prize: "small", points: 5, weight: 0 },
        ],
        msg: "weight above 0",
      },
      { cost: 0, prizes: [{ prize: "small", points: 5, weight: 1 }] },
      { cost: 5, prizes: [{ prize: "small", points: 5, weight: -1 }] },
      {
        cost: 5,
        prizes: [
          { prize: "small", points: 5, weight: 1 },
          { prize: "small", points: 6, weight: 1 },
        ],
      },
    ];
    for (const { msg, ...box } of refused) {
      const answer = await saveBox({ version: before.version, ...box });
      expect(answer, JSON.stringify(box)).toMatchObject({ status: 400 });
      if (msg) expect(answer.msg).toContain(msg);
    }
    expect(await readBox()).toEqual(before);
  });

  test("the portal draws from the saved prizes; counted prizes never go below zero", async () => {
    const before = await readBox();
    const saved = await saveBox({
      version: before.version,
      cost: 7,
      prizes: [
        { prize: "thanks", points: 0, weight: 0 },
        { prize: "jackpot", points: 50, weight: 1, stock: 3 },
      ],
    });
    expect(saved).toMatchObject({ code: 200, data: { cost: 7, version: before.version + 1 } });
    expect(saved.data.prizes.map((prize) => prize.percent)).toEqual([0, 100]);
    const stale = await saveBox({ ...before, prizes: before.prizes.map(({ percent, ...prize }) => prize) });
    expect(stale).toMatchObject({ status: 409, code: 5110 });

    const index = await t
      .client()
      .get<{ treasureBox: { cost: number; odds: { prize: string }[] } }>("/api/bonusIndex");
    expect(index.data.treasureBox).toMatchObject({ cost: 7, odds: [{ prize: "jackpot" }] });

    const players = await playersWithPoints(10, 7);
    const draws = await Promise.all(
      players.map((player) => player.client.post<{ prize: string; pointsWon: number }>("/api/treasureBox")),
    );
    const won = draws.filter((draw) => draw.code === 200);
    expect(won).toHaveLength(3);
    expect(won.every((draw) => draw.data.prize === "jackpot" && draw.data.pointsWon === 50)).toBe(true);
    expect(draws.filter((draw) => draw.code === 5278)).toHaveLength(7);
    const [jackpot] = await t.database.db
      .select()
      .from(treasurePrizes)
      .where(eq(treasurePrizes.prize, "jackpot"));
    expect(jackpot?.stock).toBe(0);
    // Winners paid 7 and won 50; the refused draws took no points.
    const balances = await Promise.all(players.map(({ id }) => pointsBalance(t.database.db, id)));
    expect(balances.sort((a, b) => a - b)).toEqual([7, 7, 7, 7, 7, 7, 7, 50, 50, 50]);
  });
  test("a save during players' draws moves stock by the operator's change: no won unit is lost or given twice", async () => {
    const jackpotStock = async () =>
      (await t.database.db.select().from(treasurePrizes).where(eq(treasurePrizes.prize, "jackpot")))[0]
        ?.stock;
    const setUp = await saveBox({
      version: (await readBox()).version,
      cost: 1,
      prizes: [
        { prize: "thanks", points: 0, weight: 0 },
        { prize: "jackpot", points: 0, weight: 1, stock: 20 },
      ],
    });
    expect(setUp.code).toBe(200);
    const seen = await readBox();
    const players = await playersWithPoints(12, 1);
    const [saved, ...draws] = await Promise.all([
      saveBox({
        version: seen.version,
        cost: 1,
        prizes: [
          { prize: "thanks", points: 0, weight: 0, stockSeen: null },
          { prize: "jackpot", points: 0, weight: 1, stock: 30, stockSeen: 20 },
        ],
      }),
      ...players.map((player) => player.client.post("/api/treasureBox")),
    ]);
    expect(saved?.code).toBe(200);
    const won = draws.filter((draw) => draw.code === 200).length;
    expect(won).toBe(12);
    expect(await jackpotStock()).toBe(20 + 10 - won);
    // Lowering below what is left stops at zero; back to unlimited and counted again sets it as entered.
    const lowered = await saveBox({
      version: (await readBox()).version,
      cost: 1,
      prizes: [{ prize: "jackpot", points: 0, weight: 1, stock: 0, stockSeen: 30 }],
    });
    expect(lowered.data.prizes).toEqual([expect.objectContaining({ prize: "jackpot", stock: 0 })]);
    await saveBox({
      version: lowered.data.version,
      cost: 1,
      prizes: [{ prize: "jackpot", points: 0, weight: 1 }],
    });
    expect(await jackpotStock()).toBeNull();
  });
});

describe("the sign-in calendar and VIP levels in the console", () => {
  test("the player's sign-in earns the points the console set", async () => {
    const before = (await operator.get<{ points: number[]; version: number }>("/api/console/sign-in-rewards"))
      .data;
    expect(
      await operator.post("/api/console/sign-in-rewards", { version: before.version, points: [3, -1] }),
    ).toMatchObject({ status: 400 });
    const saved = await operator.post("/api/console/sign-in-rewards", {
      version: before.version,
      points: [7, 9],
    });
    expect(saved).toMatchObject({ code: 200, data: { points: [7, 9], version: before.version + 1 } });
    expect(
      await operator.post("/api/console/sign-in-rewards", { version: before.version, points: [1] }),
    ).toMatchObject({ code: 5110 });
    const { id, client } = await newSignedInPlayer(t);
    const signed = await client.post<{ todayPoints: number; table: number[] }>("/api/sign");
    expect(signed.data).toMatchObject({ todayPoints: 7, table: [7, 9] });
    expect(await pointsBalance(t.database.db, id)).toBe(7);
  });

  test("a VIP level's threshold and names are edited in order, and reaching it raises the player", async () => {
    const levels = (await operator.get<{ items: ConsoleVipLevel[] }>("/api/console/vip-levels")).data.items;
    const one = levels.find((level) => level.level === 1);
    if (!one) throw new Error("the migration's VIP 1 is missing");
    const edit = (changes: Partial<ConsoleVipLevel>) => {
      const { missingLanguages, ...form } = { ...one, ...changes };
      return operator.post<ConsoleVipLevel>("/api/console/vip-levels/update", form);
    };
    const belowZero = await edit({ minPoints: 0 });
    expect(belowZero).toMatchObject({ status: 400, code: 5277 });
    const aboveTwo = await edit({ minPoints: 100_000 });
    expect(aboveTwo).toMatchObject({ status: 400, code: 5277 });
    const saved = await edit({ minPoints: 40, names: texts({ en: "Bronze", zh: "青铜" }) });
    expect(saved).toMatchObject({ code: 200, data: { minPoints: 40, version: one.version + 1 } });
    expect(await edit({ minPoints: 41 })).toMatchObject({ code: 5110 });
    expect(
      await operator.post("/api/console/vip-levels/update", {
        ...saved.data,
        level: 99,
        missingLanguages: undefined,
      }),
    ).toMatchObject({ code: 5276 });

    const { id, client } = await newSignedInPlayer(t, "zh");
    expect(JSON.stringify((await client.get("/api/vipLevels")).data)).toContain("青铜");
    await addVipPoints(t.database.db, id, 45);
    const [player] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(player?.vipLevel).toBe(1);
  });

  test("levels are added above the highest and removed from the top, never one players hold or products ask for", async () => {
    const list = async () =>
      (await operator.get<{ items: ConsoleVipLevel[] }>("/api/console/vip-levels")).data.items;
    const before = await list();
    const top = before.at(-1);
    if (!top) throw new Error("no VIP levels");
    const form = (minPoints: number) => ({
      minPoints,
      names: texts({ en: "Legend", zh: "传奇" }),
      privileges: texts({ en: "Everything" }),
    });
    const create = (minPoints: number) =>
      operator.post<ConsoleVipLevel>("/api/console/vip-levels/create", form(minPoints));
    const remove = (level: { level: number; version: number }) =>
      operator.post<{ items: ConsoleVipLevel[] }>("/api/console/vip-levels/delete", {
        level: level.level,
        version: level.version,
      });

    // Not above the highest threshold, a bad name: refused, nothing added.
    expect(await create(top.minPoints)).toMatchObject({ status: 400, code: 5277 });
    expect(await operator.post("/api/console/vip-levels/create", { ...form(-5) })).toMatchObject({
      status: 400,
    });
    expect(await list()).toEqual(before);

    // A player who has the points already reaches the new level at once.
    const { id } = await newSignedInPlayer(t);
    await addVipPoints(t.database.db, id, top.minPoints + 500);
    const added = await create(top.minPoints + 500);
    expect(added).toMatchObject({
      code: 200,
      data: { level: top.level + 1, minPoints: top.minPoints + 500 },
    });
    const [raised] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(raised?.vipLevel).toBe(top.level + 1);

    // A level below the highest, level 0, a held level, a level products ask for: refused, in Chinese too.
    expect(await remove(top)).toMatchObject({ status: 409, code: 5340 });
    const zero = before[0];
    if (zero) expect(await remove({ ...zero, level: 0 })).toMatchObject({ status: 400 });
    const held = await inChinese().post("/api/console/vip-levels/delete", {
      level: added.data.level,
      version: added.data.version,
    });
    expect(held).toMatchObject({ status: 409, code: 5341 });
    expect(held.msg).toContain("无法删除");
    await t.database.db.update(users).set({ vipLevel: top.level }).where(eq(users.id, id));
    const product = await createProduct(productBody({ minVipLevel: added.data.level }));
    expect(await remove(added.data)).toMatchObject({ status: 409, code: 5342 });
    await t.database.db.delete(mallProducts).where(eq(mallProducts.id, product.data.id));
    expect(await remove({ ...added.data, version: added.data.version + 1 })).toMatchObject({ code: 5110 });
    expect((await list()).at(-1)?.level).toBe(added.data.level);

    const removed = await remove(added.data);
    expect(removed).toMatchObject({ code: 200 });
    expect(removed.data.items).toEqual(before);
    const audits = await auditEntriesOf(t, { subjectType: "vipLevel", subjectId: added.data.level });
    expect(audits.map((entry) => entry.action).sort()).toEqual(["vipLevel.create", "vipLevel.delete"]);
  });

  test("operators adding levels at once: levels stay contiguous and ascending, a clash is refused as stale (never a 500)", async () => {
    const top = (await operator.get<{ items: ConsoleVipLevel[] }>("/api/console/vip-levels")).data.items.at(
      -1,
    );
    if (!top) throw new Error("no VIP levels");
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        operator.post<ConsoleVipLevel>("/api/console/vip-levels/create", {
          minPoints: top.minPoints + 1000 * n,
          names: texts({ en: `Twin ${n}` }),
          privileges: texts({}),
        }),
      ),
    );
    const added = answers.filter((answer) => answer.code === 200);
    // Each later one sees the first and goes above it, or is refused as stale: never a 500.
    expect(answers.every((answer) => [200, 5110, 5277].includes(answer.code))).toBe(true);
    const levels = (await operator.get<{ items: ConsoleVipLevel[] }>("/api/console/vip-levels")).data.items;
    expect(levels.length).toBe(top.level + 1 + added.length);
    const thresholds = levels.map((level) => level.minPoints);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    for (const level of levels.slice(top.level + 1).reverse())
      expect(
        await operator.post("/api/console/vip-levels/delete", { level: level.level, version: level.version }),
      ).toMatchObject({ code: 200 });
  });

  test("staff without commerce.manage are refused", async () => {
    const { client } = await signedInStaff(t, "contentEditor");
    expect(await client.get("/api/console/treasure-box")).toMatchObject({ status: 403 });
    expect(await client.post("/api/console/mall/products/create", productBody())).toMatchObject({
      status: 403,
    });
  });
});

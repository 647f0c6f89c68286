import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prepaidCardBatches, prepaidCards } from "../../db/schema/prepaid-cards.ts";
import { topupOrders } from "../../db/schema/topup.ts";
import { payBody, topupSetup } from "../../testing/topup.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { CARD_MAX_TRIES, CARD_TRY_WINDOW_MS } from "./prepaid-cards.service.ts";
import { importCardBatch } from "./prepaid-cards-import.ts";

type PayData = { orderNo: string; amountMinor: number; currency: string; status: string };
type Setup = Awaited<ReturnType<typeof topupSetup>>;

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
/** Tries sent at once in the race tests: ten times the limit, far beyond one connection pool (10). */
const RACING_TRIES = 10 * CARD_MAX_TRIES;
const newSerial = () =>
  `8${BigInt(`0x${randomBytes(10).toString("hex")}`)
    .toString()
    .padStart(24, "0")
    .slice(-24)}`;

/** A fresh batch of `count` cards (default: 60 Diamonds in Indonesia, IDR 15,000); answers serial and PIN. */
async function issueCards(
  count = 1,
  batch: Partial<{
    faceValueMinor: number;
    currency: "IDR" | "VND";
    region: "ID" | "VN";
    expiresAt: Date;
  }> = {},
) {
  const cards = Array.from({ length: count }, (_, i) => ({
    serial: newSerial(),
    pin: `PIN${i}X${randomBytes(2).toString("hex")}`,
  }));
  await importCardBatch(t.database.db, t.deps.config.APP_SECRET, {
    code: `T-${randomBytes(5).toString("hex")}`,
    faceValueMinor: 15000,
    currency: "IDR",
    region: "ID",
    expiresAt: new Date(t.clock.now.getTime() + 30 * DAY),
    ...batch,
    cards,
  });
  return cards;
}

function cardPay(s: Setup, card: { serial: string; pin: string }, values: Record<string, unknown> = {}) {
  return payBody(s, {
    region: "ID",
    method: "ppCard",
    cardSerial: card.serial,
    cardPin: card.pin,
    ...values,
  });
}

async function cardRow(serial: string) {
  const [row] = await t.database.db.select().from(prepaidCards).where(eq(prepaidCards.serial, serial));
  if (!row) throw new Error("no card");
  return row;
}

async function ordersOf(userId: number) {
  return t.database.db.select().from(topupOrders).where(eq(topupOrders.userId, userId));
}

/** Refusals: the answer's code, the card still active and unused, and no order placed. */
async function expectRefused(s: Setup, answer: { code: number }, code: number, serial: string) {
  expect(answer.code).toBe(code);
  const card = await cardRow(serial).catch(() => null);
  if (card) expect(card).toMatchObject({ status: "active", usedOrderNo: null, usedBy: null });
  expect(await ordersOf(s.player.id)).toEqual([]);
}

describe("redeeming a publisher-issued card", () => {
  it("the right serial and PIN pay the order at once; the order is delivered; the card is used once", async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const placed = await s.player.client.post<PayData>("/api/pay", cardPay(s, card));
    expect(placed.code).toBe(200);
    expect(placed.data).toMatchObject({ amountMinor: 15000, currency: "IDR", status: "paid" });
    expect(await cardRow(card.serial)).toMatchObject({
      status: "used",
      usedOrderNo: placed.data.orderNo,
      usedBy: s.player.id,
    });
    await t.drainOutbox();
    const status = await s.player.client.get<{ status: string }>("/api/getOrderStatus", {
      orderNo: placed.data.orderNo,
    });
    expect(status.data.status).toBe("delivered");

    const again = await s.player.client.post("/api/pay", cardPay(s, card));
    expect(again.code).toBe(4831);
    expect(again.msg).toBe("This prepaid card has already been used");
    expect(await ordersOf(s.player.id)).toHaveLength(1);
  });

  it("the PIN is stored as a keyed hash, never as typed", async () => {
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const row = await cardRow(card.serial);
    expect(row.pinHash).toMatch(/^h1\$[0-9a-f]{64}$/);
    expect(row.pinHash).not.toContain(card.pin);
    expect(JSON.stringify(row)).not.toContain(card.pin);
  });

  it("a PIN is compared without case, as players type it from the card", async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const placed = await s.player.client.post<PayData>(
      "/api/pay",
      cardPay(s, { serial: card.serial, pin: card.pin.toLowerCase() }),
    );
    expect(placed.data.status).toBe("paid");
  });

  it("a wrong PIN and a serial that is no card get the same message; nothing changes", async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const wrong = await s.player.client.post("/api/pay", cardPay(s, { serial: card.serial, pin: "WRONG1" }));
    await expectRefused(s, wrong, 4830, card.serial);
    expect(wrong.msg).toBe("Wrong card serial or PIN");
    expect(wrong.status).toBe(400);
    const real = { ...t.deps.config };
    t.deps.config.PAYMENT_PROVIDER = "stripe";
    try {
      const unknown = await s.player.client.post(
        "/api/pay",
        cardPay(s, { serial: newSerial(), pin: card.pin }),
      );
      await expectRefused(s, unknown, 4830, card.serial);
      expect(unknown.msg).toBe(wrong.msg);
    } finally {
      t.deps.config.PAYMENT_PROVIDER = real.PAYMENT_PROVIDER;
    }
  });

  it("an expired card, a withdrawn one, another region's and one of another value: each its own message", async () => {
    const s = await topupSetup(t);
    const [expired] = await issueCards(1, { expiresAt: new Date(t.clock.now.getTime() + 60_000) });
    const [withdrawn] = await issueCards();
    const [vietnamese] = await issueCards(1, { currency: "VND", region: "VN", faceValueMinor: 25000 });
    const [bigger] = await issueCards(1, { faceValueMinor: 75000 });
    if (!expired || !withdrawn || !vietnamese || !bigger) throw new Error("no cards");
    const withdrawnRow = await cardRow(withdrawn.serial);
    await t.database.db
      .update(prepaidCardBatches)
      .set({ status: "withdrawn" })
      .where(eq(prepaidCardBatches.id, withdrawnRow.batchId));
    t.clock.advance(2 * 60_000);
    const cases: [typeof expired, number, string][] = [
      [expired, 4832, "This prepaid card has expired"],
      [withdrawn, 4836, "The publisher has withdrawn this prepaid card; please contact customer service"],
      [vietnamese, 4833, "This prepaid card is for another currency or region"],
      [
        bigger,
        4834,
        "The card's value (IDR 75,000) differs from the amount to pay (IDR 15,000): choose goods of the same value",
      ],
    ];
    for (const [card, code, msg] of cases) {
      const answer = await s.player.client.post("/api/pay", cardPay(s, card));
      await expectRefused(s, answer, code, card.serial);
      expect(answer.msg.replaceAll("\u00a0", " ")).toBe(msg);
    }
    // The card of the other region pays in its own region.
    const inVietnam = await s.player.client.post<PayData>(
      "/api/pay",
      payBody(s, { region: "VN", method: "ppCard", cardSerial: vietnamese.serial, cardPin: vietnamese.pin }),
    );
    expect(inVietnam.data).toMatchObject({ status: "paid", amountMinor: 25000, currency: "VND" });
  });

  it("refusals are in the player's language", async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const zh = t.client("zh");
    zh.cookies = new Map([...s.player.client.cookies, ["sys_language", "zh"]]);
    const answer = await zh.post("/api/pay", cardPay(s, { serial: card.serial, pin: "WRONG1" }));
    expect(answer).toMatchObject({ code: 4830, msg: "点卡序列号或密码错误" });
  });

  it("a card without a PIN or with a malformed one is bad input", async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    for (const cardPin of [undefined, "12", "PIN WITH SPACE", "x".repeat(21)]) {
      const answer = await s.player.client.post("/api/pay", cardPay(s, card, { cardPin }));
      await expectRefused(s, answer, 400, card.serial);
    }
  });
});

describe("wrong tries are limited per player and per card", () => {
  it(`after ${CARD_MAX_TRIES} wrong tries the player waits, even with the right PIN; later it pays`, async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    for (let i = 0; i < CARD_MAX_TRIES; i++) {
      const wrong = await s.player.client.post(
        "/api/pay",
        cardPay(s, { serial: card.serial, pin: `BAD${i}X` }),
      );
      expect(wrong.code).toBe(4830);
    }
    const locked = await s.player.client.post("/api/pay", cardPay(s, card));
    await expectRefused(s, locked, 4835, card.serial);
    expect(locked.msg).toBe("Too many wrong card tries. Try again in 30 min");
    t.clock.advance(CARD_TRY_WINDOW_MS + 1000);
    const paid = await s.player.client.post<PayData>("/api/pay", cardPay(s, card));
    expect(paid.data.status).toBe("paid");
  });

  it("a card guessed at by several players locks for everyone, its owner too", async () => {
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const guessers = await Promise.all([1, 2, 3].map(() => topupSetup(t)));
    for (const [i, guesser] of guessers.entries())
      for (let n = 0; n < 2; n++)
        await guesser.player.client.post(
          "/api/pay",
          cardPay(guesser, { serial: card.serial, pin: `G${i}N${n}X` }),
        );
    const owner = await topupSetup(t);
    const answer = await owner.player.client.post("/api/pay", cardPay(owner, card));
    await expectRefused(owner, answer, 4835, card.serial);
  });

  it("right PINs are not counted as wrong tries: a player redeems more cards than the limit", async () => {
    const s = await topupSetup(t);
    const cards = await issueCards(CARD_MAX_TRIES + 2);
    for (const card of cards) {
      const paid = await s.player.client.post<PayData>("/api/pay", cardPay(s, card));
      expect(paid.data.status).toBe("paid");
    }
  });

  it(`${RACING_TRIES} concurrent wrong tries: at most the limit is checked, the rest wait; the right PIN is refused while locked`, async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const answers = await Promise.all(
      Array.from({ length: RACING_TRIES }, (_, i) =>
        s.player.client.post("/api/pay", cardPay(s, { serial: card.serial, pin: `WRONG${i}` })),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(
      codes.filter((c) => c === 4830),
      `codes: ${codes}`,
    ).toHaveLength(CARD_MAX_TRIES);
    expect(
      codes.filter((c) => c === 4835),
      `codes: ${codes}`,
    ).toHaveLength(RACING_TRIES - CARD_MAX_TRIES);
    const right = await s.player.client.post("/api/pay", cardPay(s, card));
    await expectRefused(s, right, 4835, card.serial);
  }, 60_000);

  it(`${RACING_TRIES} concurrent unknown serials (real provider): at most the limit is checked, then the player's own card waits`, async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const provider = t.deps.config.PAYMENT_PROVIDER;
    t.deps.config.PAYMENT_PROVIDER = "stripe";
    try {
      const answers = await Promise.all(
        Array.from({ length: RACING_TRIES }, () =>
          s.player.client.post("/api/pay", cardPay(s, { serial: newSerial(), pin: card.pin })),
        ),
      );
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 4830)).toHaveLength(CARD_MAX_TRIES);
      expect(codes.filter((c) => c === 4835)).toHaveLength(RACING_TRIES - CARD_MAX_TRIES);
      const right = await s.player.client.post("/api/pay", cardPay(s, card));
      await expectRefused(s, right, 4835, card.serial);
    } finally {
      t.deps.config.PAYMENT_PROVIDER = provider;
    }
  }, 60_000);

  it(`one card raced by ${CARD_MAX_TRIES} orders at once (the most one player can try together) pays exactly one`, async () => {
    const s = await topupSetup(t);
    const [card] = await issueCards();
    if (!card) throw new Error("no card");
    const answers = await Promise.all(
      Array.from({ length: CARD_MAX_TRIES }, () =>
        s.player.client.post<PayData>("/api/pay", cardPay(s, card)),
      ),
    );
    const paid = answers.filter((a) => a.code === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.code)).toEqual(
      Array(CARD_MAX_TRIES - 1).fill(4831),
    );
    expect(await ordersOf(s.player.id)).toHaveLength(1);
    expect(await cardRow(card.serial)).toMatchObject({ status: "used", usedOrderNo: paid[0]?.data.orderNo });
  }, 60_000);
});

import type {
  ConsoleGiftPack,
  GiftPackForm,
  ImportRefusal,
  PackStock,
} from "@portal/contracts/console/gift-packs";
import { GENERATED_CODE_ALPHABET } from "@portal/contracts/console/gift-packs";
import { emptyTexts } from "@portal/contracts/console/texts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { giftCodes } from "../../db/schema/gifts.ts";
import { auditEntriesOf } from "../../testing/audit.ts";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { addPack } from "../../testing/gifts.ts";
import { createPlayers, newSignedInPlayer, signInAs } from "../../testing/players.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let operator: TestClient;
let operatorId: number;
let gameId: number;

const DAY = 24 * 60 * 60 * 1000;
const texts = (values: Partial<Record<string, string>>) => ({ ...emptyTexts(), ...values });

function packBody(overrides: Partial<GiftPackForm> = {}): GiftPackForm {
  return {
    gameId,
    names: texts({ en: "Launch pack", zh: "首发礼包" }),
    contents: texts({ en: "100 gems", zh: "100 宝石" }),
    instructions: texts({ en: "Redeem in settings" }),
    startsAt: null,
    validUntil: new Date(t.clock.now.getTime() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

const BOUNDARY = "----codes-test-boundary";
function multipart(bytes: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const importFile = (packId: number, file: Buffer | string, client = operator) =>
  client.request<{ added: number; stock: PackStock }>({
    method: "POST",
    url: "/api/console/gift-packs/import",
    query: { packId: String(packId) },
    payload: multipart(file),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });

async function codesOf(packId: number) {
  const rows = await t.database.db
    .select({ code: giftCodes.code })
    .from(giftCodes)
    .where(eq(giftCodes.packId, packId))
    .orderBy(giftCodes.id);
  return rows.map((row) => row.code);
}

async function newPack() {
  const created = await operator.post<ConsoleGiftPack>("/api/console/gift-packs/create", packBody());
  expect(created.code, created.msg).toBe(200);
  return created.data;
}

const t = useTestApp();
beforeAll(async () => {
  gameId = idOf(await seedTestGames(t), "dragon-realm");
  const signedIn = await signedInStaff(t, "commerceOperator");
  operator = signedIn.client;
  operatorId = signedIn.staff.id;
});

describe("gift packs", () => {
  test("create, read back and edit a pack with every condition; each change audited", async () => {
    const pack = await newPack();
    expect(pack).toMatchObject({ gameId, rowVersion: 1, stock: { total: 0, claimed: 0, unclaimed: 0 } });
    expect(pack.names).toMatchObject({ en: "Launch pack", zh: "首发礼包", th: "" });
    expect(pack.instructions).toMatchObject({ en: "Redeem in settings", zh: "" });
    const edited = await operator.post<ConsoleGiftPack>("/api/console/gift-packs/update", {
      ...packBody({
        pointsCost: 50,
        minVipLevel: 2,
        needsDailySignIn: true,
        needsReservation: true,
        needsEmail: true,
        task: { kind: "recharge", currency: "USD", amountMinor: 999 },
        sortOrder: 3,
        mailOnly: false,
        startsAt: new Date(t.clock.now.getTime() + DAY).toISOString(),
      }),
      packId: pack.id,
      rowVersion: 1,
    });
    expect(edited.code, edited.msg).toBe(200);
    expect(edited.data).toMatchObject({
      rowVersion: 2,
      pointsCost: 50,
      minVipLevel: 2,
      needsDailySignIn: true,
      task: { kind: "recharge", currency: "USD", amountMinor: 999 },
    });
    const list = await operator.get<{ items: { id: number; state: string; name: string }[] }>(
      "/api/console/gift-packs",
      { gameId: String(gameId), pageSize: "50" },
    );
    expect(list.data.items.find((row) => row.id === pack.id)).toMatchObject({
      state: "scheduled",
      name: "Launch pack",
    });
    const audit = await auditEntriesOf(t, { subjectType: "giftPack", subjectId: pack.id });
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([
      ["giftPack.create", operatorId],
      ["giftPack.update", operatorId],
    ]);
  });

  test("an edit made from an older version is refused and changes nothing", async () => {
    const pack = await newPack();
    const first = await operator.post("/api/console/gift-packs/update", {
      ...packBody({ pointsCost: 10 }),
      packId: pack.id,
      rowVersion: 1,
    });
    expect(first.code).toBe(200);
    const stale = await operator.post("/api/console/gift-packs/update", {
      ...packBody({ pointsCost: 99 }),
      packId: pack.id,
      rowVersion: 1,
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    const now = await operator.get<ConsoleGiftPack>("/api/console/gift-packs/detail", {
      packId: String(pack.id),
    });
    expect(now.data).toMatchObject({ pointsCost: 10, rowVersion: 2 });
  });

  test("bad input gets a clear message and creates nothing", async () => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`select cast(count(*) as int) as n from gift_packs`,
    );
    const cases: [Partial<GiftPackForm>, string][] = [
      [{ names: texts({ zh: "只有中文" }) }, "English"],
      [{ pointsCost: -1 }, ""],
      [{ validUntil: "tomorrow" }, ""],
      [
        {
          startsAt: new Date(t.clock.now.getTime() + 9 * DAY).toISOString(),
          validUntil: new Date(t.clock.now.getTime() + 8 * DAY).toISOString(),
        },
        "",
      ],
      [{ task: { kind: "recharge", currency: "usd", amountMinor: 1 } }, ""],
      [{ gameId: 999_999 }, "Game not found"],
    ];
    for (const [overrides, words] of cases) {
      const answer = await operator.post("/api/console/gift-packs/create", packBody(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(answer.msg).toContain(words);
    }
    const after = await t.database.db.execute<{ n: number }>(
      sql`select cast(count(*) as int) as n from gift_packs`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  test("a scheduled pack is neither listed nor claimable before its start", async () => {
    const packId = await addPack(t, gameId, 3, { startsAt: new Date(t.clock.now.getTime() + DAY) });
    const { client } = await newSignedInPlayer(t);
    const list = await client.get<{ items: { giftId: number }[] }>("/api/giftList", {
      appId: String(gameId),
      pageSize: "50",
    });
    expect(list.data.items.map((item) => item.giftId)).not.toContain(packId);
    const early = await client.post("/api/doleGift", { giftId: packId });
    expect(early.status).toBe(404);
    t.clock.advance(DAY + 1000);
    const onTime = await client.post<{ code: string }>("/api/doleGift", { giftId: packId });
    expect(onTime.code, onTime.msg).toBe(200);
    // The day ended the operator's console session.
    operator = (await signedInStaff(t, "commerceOperator")).client;
  });

  test("a commerce operator manages packs; other roles are refused", async () => {
    const pack = await newPack();
    for (const role of ["supportAgent", "contentEditor", "analyst"] as const) {
      const { client } = await signedInStaff(t, role);
      const answer = await client.post("/api/console/gift-packs/generate", { packId: pack.id, count: 5 });
      expect(answer.status, role).toBe(403);
      const imported = await importFile(pack.id, "AAAA-1111\n", client);
      expect(imported.status, role).toBe(403);
    }
    expect(await codesOf(pack.id)).toEqual([]);
  });
});

describe("code pools", () => {
  test("generates unique codes of the unambiguous alphabet", async () => {
    const pack = await newPack();
    const answer = await operator.post<{ added: number; stock: PackStock }>(
      "/api/console/gift-packs/generate",
      {
        packId: pack.id,
        count: 2500,
      },
    );
    expect(answer.data).toEqual({ added: 2500, stock: { total: 2500, claimed: 0, unclaimed: 2500 } });
    const codes = await codesOf(pack.id);
    expect(new Set(codes).size).toBe(2500);
    const allowed = new RegExp(`^[${GENERATED_CODE_ALPHABET}]{12}$`);
    expect(codes.every((code) => allowed.test(code))).toBe(true);
    const tooMany = await operator.post("/api/console/gift-packs/generate", {
      packId: pack.id,
      count: 100_001,
    });
    expect(tooMany.status).toBe(400);
  });

  test("imports a good file with a header, quotes and CRLF line ends", async () => {
    const pack = await newPack();
    const answer = await importFile(pack.id, 'code\r\nAAAA-0001\r\n"BBBB-0002"\r\n  CCCC_0003  \r\n');
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toEqual({ added: 3, stock: { total: 3, claimed: 0, unclaimed: 3 } });
    expect(await codesOf(pack.id)).toEqual(["AAAA-0001", "BBBB-0002", "CCCC_0003"]);
    const [audit] = await auditEntriesOf(t, { action: "giftPack.importCodes", subjectId: pack.id });
    expect(audit?.after).toEqual({ added: 3, stock: { total: 3, claimed: 0, unclaimed: 3 } });
    expect(JSON.stringify(audit)).not.toContain("AAAA-0001");
  });

  test("bad lines are reported by number and nothing is imported", async () => {
    const pack = await newPack();
    await importFile(pack.id, "KEEP-0001\n");
    const lines = [
      "GOOD-0001", // 1
      "GOOD-0002,extra", // 2 columns
      "", // 3 empty
      "X".repeat(41), // 4 too long
      "BAD CODE!", // 5 characters
      "GOOD-0001", // 6 duplicate in file
      "KEEP-0001", // 7 already in the pack
      "GOOD-0003", // 8
    ];
    const answer = await importFile(pack.id, `${lines.join("\n")}\n`);
    expect(answer).toMatchObject({ status: 400, code: 5201 });
    expect(answer.msg).toContain("6");
    const refusal = answer.data as unknown as ImportRefusal;
    expect(refusal.problemCount).toBe(6);
    expect(refusal.problems).toEqual([
      { line: 2, problem: "columns" },
      { line: 3, problem: "empty" },
      { line: 4, problem: "tooLong" },
      { line: 5, problem: "characters" },
      { line: 6, problem: "duplicateInFile" },
      { line: 7, problem: "duplicateInPack" },
    ]);
    expect(await codesOf(pack.id)).toEqual(["KEEP-0001"]);
  });

  test("duplicates alone refuse the file; bad UTF-8 and UTF-16 are reported as encoding", async () => {
    const pack = await newPack();
    const dup = await importFile(pack.id, "DUPE-0001\nDUPE-0002\nDUPE-0001\n");
    expect(dup.data).toEqual({ problems: [{ line: 3, problem: "duplicateInFile" }], problemCount: 1 });
    const latin1 = Buffer.concat([
      Buffer.from("OKAY-0001\nCAF"),
      Buffer.from([0xe9]),
      Buffer.from("-0002\n"),
    ]);
    const badUtf8 = await importFile(pack.id, latin1);
    expect(badUtf8.data).toEqual({ problems: [{ line: 2, problem: "encoding" }], problemCount: 1 });
    const wide = await importFile(pack.id, Buffer.from("UTF-0001\n", "utf16le"));
    expect(wide.code).toBe(5201);
    expect((wide.data as unknown as ImportRefusal).problems[0]).toEqual({ line: 1, problem: "encoding" });
    expect(await codesOf(pack.id)).toEqual([]);
    // With its byte order mark, UTF-16 is read as what it is.
    const marked = await importFile(pack.id, Buffer.from("\uFEFFUTF-0001\n", "utf16le"));
    expect(marked.data).toMatchObject({ added: 1 });
    expect(await codesOf(pack.id)).toEqual(["UTF-0001"]);
  });

  test("shows the first 100 problems and counts the rest", async () => {
    const pack = await newPack();
    const answer = await importFile(pack.id, "bad!\n".repeat(250));
    expect(answer.code, answer.msg).toBe(5201);
    const refusal = answer.data as unknown as ImportRefusal;
    expect(refusal.problemCount).toBe(250);
    expect(refusal.problems).toHaveLength(100);
    expect(refusal.problems[99]).toEqual({ line: 100, problem: "characters" });
  });

  test("an empty file, a missing file and an unknown pack are refused", async () => {
    const pack = await newPack();
    expect(await importFile(pack.id, "code\n")).toMatchObject({ code: 5203 });
    const noFile = await operator.post(`/api/console/gift-packs/import?packId=${pack.id}`, { file: "x" });
    expect(noFile).toMatchObject({ code: 5203 });
    expect(await importFile(999_999, "AAAA-0001\n")).toMatchObject({ status: 404, code: 5200 });
    const huge = await operator.request({
      method: "POST",
      url: "/api/console/gift-packs/import",
      query: { packId: String(pack.id) },
      payload: multipart("AAAA-0001\n"),
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(300 * 1024 * 1024),
      },
    });
    expect(huge).toMatchObject({ status: 413, code: 5202 });
  });

  test("exports claimed and unclaimed codes as CSV; the audit has counts, never codes", async () => {
    const pack = await newPack();
    await importFile(pack.id, "EXPO-0001\nEXPO-0002\nEXPO-0003\n");
    const { client } = await newSignedInPlayer(t);
    const claim = await client.post<{ code: string }>("/api/doleGift", { giftId: pack.id });
    expect(claim.code, claim.msg).toBe(200);
    const cookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const exportOf = (which: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/console/gift-packs/export",
        query: { packId: String(pack.id), which },
        headers: { cookie },
      });
    const claimed = await exportOf("claimed");
    expect(claimed.headers["content-type"]).toContain("text/csv");
    const claimedLines = claimed.body.trim().split("\n");
    expect(claimedLines[0]).toBe("code,claimed_at");
    expect(claimedLines.slice(1).map((line) => line.split(",")[0])).toEqual(["EXPO-0001"]);
    expect(claimedLines[1]?.split(",")[1]).toMatch(/^\d{4}-/);
    const unclaimed = await exportOf("unclaimed");
    expect(unclaimed.body.trim().split("\n").slice(1)).toEqual(["EXPO-0002,", "EXPO-0003,"]);
    const audits = await auditEntriesOf(t, { action: "giftPack.exportCodes", subjectId: pack.id });
    expect(audits.map((row) => row.after)).toEqual([
      { which: "claimed", rows: 1 },
      { which: "unclaimed", rows: 2 },
    ]);
    expect(JSON.stringify(audits)).not.toContain("EXPO-");
    const { client: support } = await signedInStaff(t, "supportAgent");
    const supportCookie = [...support.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/console/gift-packs/export",
      query: { packId: String(pack.id) },
      headers: { cookie: supportCookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  test("stock stays exact while players claim and an operator imports at once", async () => {
    const pack = await newPack();
    await operator.post("/api/console/gift-packs/generate", { packId: pack.id, count: 40 });
    const ids = await createPlayers(t, 60);
    const clients = await Promise.all(ids.map((id) => signInAs(t, id)));
    const file = `${Array.from({ length: 500 }, (_, i) => `LIVE-${String(i).padStart(4, "0")}`).join("\n")}\n`;
    const [imported, ...claims] = await Promise.all([
      importFile(pack.id, file),
      ...clients.map((client) => client.post("/api/doleGift", { giftId: pack.id })),
    ]);
    expect(imported.code, imported.msg).toBe(200);
    const won = claims.filter((answer) => answer.code === 200).length;
    const detail = await operator.get<ConsoleGiftPack>("/api/console/gift-packs/detail", {
      packId: String(pack.id),
    });
    expect(detail.data.stock).toEqual({ total: 540, claimed: won, unclaimed: 540 - won });
    expect(won).toBeGreaterThanOrEqual(40);
  });
});

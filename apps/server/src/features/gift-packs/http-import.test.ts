import type { ConsoleGiftPack } from "@portal/contracts/console/gift-packs";
import { emptyTexts } from "@portal/contracts/console/texts";
import { beforeAll, expect, test } from "vitest";
import { idOf, seedTestGames } from "../../testing/games.ts";
import { signedInStaff } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

/** The import over a real socket, as a browser sends it: the file streams in while the import runs. */
let operator: TestClient;
let base: string;

const t = useTestApp();
beforeAll(async () => {
  operator = (await signedInStaff(t, "commerceOperator")).client;
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function upload(packId: number, text: string) {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "codes.csv");
  const response = await fetch(`${base}/api/console/gift-packs/import?packId=${packId}`, {
    method: "POST",
    body: form,
    headers: {
      cookie: [...operator.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: unknown },
  };
}

test("a good file, then a refused one, then a good one again, over HTTP", async () => {
  const gameId = idOf(await seedTestGames(t), "dragon-realm");
  const created = await operator.post<ConsoleGiftPack>("/api/console/gift-packs/create", {
    gameId,
    names: { ...emptyTexts(), en: "HTTP pack" },
    contents: { ...emptyTexts(), en: "Gems" },
    instructions: emptyTexts(),
    validUntil: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
  });
  const packId = created.data.id;
  const codes = Array.from({ length: 5000 }, (_, n) => `HTTP-${n}`);
  expect(await upload(packId, `code\n${codes.join("\n")}\n`)).toMatchObject({
    status: 200,
    body: { data: { added: 5000 } },
  });
  const refused = await upload(packId, `NEW-0001\n${codes[0]}\nnot a code!\n`);
  expect(refused).toMatchObject({ status: 400, body: { code: 5201, data: { problemCount: 2 } } });
  expect(await upload(packId, "NEW-0001\n")).toMatchObject({ status: 200, body: { data: { added: 1 } } });
});

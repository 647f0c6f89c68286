import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devOutbox } from "../db/schema/platform.ts";
import { addGame } from "../testing/games.ts";
import { payBody, topupSetup } from "../testing/topup.ts";
import { useTestApp } from "../testing/use-test-app.ts";

/** Every absolute link comes from PUBLIC_URL; a forged Host or X-Forwarded-Host shows up nowhere. */
const PUBLIC_URL = "https://portal.example.com";
const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

const t = useTestApp({ PUBLIC_URL, TRUST_PROXY: "127.0.0.1" });

const links = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe("links built from PUBLIC_URL", () => {
  it("share links and the share preview page", async () => {
    const gameId = await addGame(t, { slug: "links-game", names: { en: "Link Quest" } });
    const share = await t
      .client()
      .request<{ url: string }>({ method: "GET", url: `/api/share?kind=game&id=${gameId}`, headers: forged });
    expect(share.data.url).toBe(`${PUBLIC_URL}/share/game/${gameId}`);
    const page = await t.app.inject({ method: "GET", url: `/share/game/${gameId}`, headers: forged });
    expect(page.statusCode).toBe(200);
    expect(links(page.body).filter((link) => !link.startsWith("http://www.w3.org"))).not.toHaveLength(0);
    for (const link of links(page.body)) expect(link).not.toContain("evil.example");
    expect(page.body).toContain(`${PUBLIC_URL}/share/game/${gameId}`);
  });

  it("the pay link in an e-mail order and the QR data of a bank-app payment", async () => {
    const s = await topupSetup(t);
    const mailed = await s.player.client.post<{ next: { email: string } }>(
      "/api/pay",
      payBody(s, { method: "emailOrder" }),
      forged,
    );
    expect(mailed.code).toBe(200);
    await t.drainOutbox();
    const [mail] = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, mailed.data.next.email));
    expect(links(mail?.body ?? "")).toEqual([expect.stringMatching(`^${PUBLIC_URL}/sandbox/gateway/pay/`)]);

    const qr = await s.player.client.post<{ next: { qrText: string } }>(
      "/api/pay",
      payBody(s, { region: "TH", method: "promptpay" }),
      forged,
    );
    expect(qr.data.next.qrText).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/gateway/bank/`));
  });

  it("a state change is accepted from PUBLIC_URL's origin, not from whatever the Host says", async () => {
    const client = t.client();
    const body = { account: "links@example.com", purpose: "register" };
    const spoofed = await client.post("/api/sendCode", body, { ...forged, origin: "http://evil.example" });
    expect(spoofed).toMatchObject({ status: 403, code: 4031 });
    const own = await client.post("/api/sendCode", body, { ...forged, origin: PUBLIC_URL });
    expect(own.code).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerRequestStart } from "./request-context.ts";
import { registerCompression, serveWebApp } from "./web-app.ts";
import { createWebShell } from "./web-shell.ts";

const indexHtml = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <script type="module" crossorigin src="/dist/assets/index-1.js"></script>',
  "  </head>",
  // Above the size compression starts at, as the real shell is.
  `  <body><div id="root"></div>${"<p>portal</p>".repeat(100)}</body>`,
  "</html>",
].join("\n");

/** What the web build writes (apps/web/route-preloads-plugin.ts), in miniature. */
const preloads = {
  startup: { modules: ["assets/react-1.js"], namespaces: ["common"] },
  catalogue: "/dist/locales/{language}/{namespace}.json?v=abc",
  routes: [
    {
      path: "/",
      modules: ["assets/HomePage-1.js"],
      namespaces: ["games"],
      data: ["/api/indexInfo"],
    },
    {
      path: "/game/:appId",
      modules: ["assets/GameDetailPage-1.js"],
      namespaces: ["gameDetail"],
      data: ["/api/game/:appId", "/api/activity?appId=:appId"],
    },
    { path: "/gift/:giftId", modules: ["assets/GiftDetailPage-1.js"], namespaces: [], data: [] },
    {
      path: "/gift/giftCenter",
      modules: ["assets/GiftCentrePage-1.js"],
      namespaces: ["gifts"],
      data: [],
    },
    {
      path: "/payment/fail/:order_no/:msg?",
      modules: ["assets/PaymentResultPages-1.js"],
      namespaces: [],
      data: ["/api/order/:order_no", "/api/reason/:msg"],
    },
  ],
};

function writeDist(withPreloads = true): string {
  const dist = mkdtempSync(join(tmpdir(), "portal-shell-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), indexHtml);
  if (withPreloads) writeFileSync(join(dist, "route-preloads.json"), JSON.stringify(preloads));
  return dist;
}

/** The href of every `<link rel=…>` of the page, in order, by kind. */
function linksOf(html: string) {
  const found = [...html.matchAll(/<link rel="([^"]+)"(?: as="([^"]+)")?[^>]*href="([^"]+)">/g)];
  const kind = (rel: string, as?: string) =>
    found.filter((m) => m[1] === rel && m[2] === as).map((m) => m[3]?.replaceAll("&amp;", "&"));
  return {
    modules: kind("modulepreload"),
    data: kind("preload", "fetch").filter((href) => href?.startsWith("/api/")),
    catalogues: kind("preload", "fetch").filter((href) => href?.startsWith("/dist/locales/")),
  };
}

describe("the HTML shell of an address", () => {
  const shell = createWebShell(writeDist());
  if (!shell) throw new Error("the shell needs route-preloads.json");

  it("preloads the opened page's chunk, catalogues and first calls beside the entry's imports", () => {
    const links = linksOf(shell("/game/7", "en").html);
    expect(links.modules).toEqual(["/dist/assets/react-1.js", "/dist/assets/GameDetailPage-1.js"]);
    expect(links.data).toEqual(["/api/game/7", "/api/activity?appId=7"]);
    expect(links.catalogues).toEqual([
      "/dist/locales/en/common.json?v=abc",
      "/dist/locales/en/gameDetail.json?v=abc",
    ]);
    expect(linksOf(shell("/", "en").html).data).toEqual(["/api/indexInfo"]);
  });

  it("asks first for what the first paint waits for, then for the page's own", () => {
    const hrefs = [...shell("/game/7", "en").html.matchAll(/<link [^>]*href="([^"]+)">/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/dist/assets/react-1.js",
      "/dist/locales/en/common.json?v=abc",
      "/dist/assets/GameDetailPage-1.js",
      "/api/game/7",
      "/api/activity?appId=7",
      "/dist/locales/en/gameDetail.json?v=abc",
    ]);
  });

  it("fetches the calls with the player's cookies and the catalogues as the app does", () => {
    const { html } = shell("/game/7", "en");
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/game/7">',
    );
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/dist/locales/en/gameDetail.json?v=abc">',
    );
    // Nothing the strict CSP would refuse: no inline script, the entry script unchanged.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/dist/assets/index-1.js"></script>');
  });

  it("ranks a literal segment above a parameter, as the router does", () => {
    expect(linksOf(shell("/gift/giftCenter", "en").html).modules).toContain(
      "/dist/assets/GiftCentrePage-1.js",
    );
    expect(linksOf(shell("/gift/12", "en").html).modules).toContain("/dist/assets/GiftDetailPage-1.js");
  });

  it("leaves out a call whose optional parameter the address lacks, and encodes parameters", () => {
    expect(linksOf(shell("/payment/fail/A1", "en").html).data).toEqual(["/api/order/A1"]);
    expect(linksOf(shell("/payment/fail/A%201/no%20money", "en").html).data).toEqual([
      "/api/order/A%201",
      "/api/reason/no%20money",
    ]);
    expect(shell("/game/%22%3E%3Cscript%3E", "en").html).not.toContain('"><script>');
  });

  it("writes the player's language into <html lang> and the catalogues' addresses", () => {
    const { html } = shell("/game/7", "th");
    expect(html).toContain('<html lang="th">');
    expect(linksOf(html).catalogues).toEqual([
      "/dist/locales/th/common.json?v=abc",
      "/dist/locales/th/gameDetail.json?v=abc",
    ]);
  });

  it("gives an unknown address only what every page needs", () => {
    const links = linksOf(shell("/no/such/page", "en").html);
    expect(links.modules).toEqual(["/dist/assets/react-1.js"]);
    expect(links.data).toEqual([]);
    expect(links.catalogues).toEqual(["/dist/locales/en/common.json?v=abc"]);
  });

  it("has one ETag per content: the same for the same page, another for another page or language", () => {
    expect(shell("/game/7", "en").etag).toBe(shell("/game/7", "en").etag);
    expect(shell("/game/7", "en").etag).not.toBe(shell("/game/8", "en").etag);
    expect(shell("/game/7", "en").etag).not.toBe(shell("/game/7", "th").etag);
  });

  it("is not made without route-preloads.json (a build before it existed): index.html is served as is", () => {
    expect(createWebShell(writeDist(false))).toBeUndefined();
  });
});

describe("the shell served under /dist/", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(fastifyCookie);
    registerRequestStart(app);
    await registerCompression(app);
    await serveWebApp(app, writeDist());
  });
  afterAll(() => app.close());

  it("answers an address compressed, revalidated by ETag, varying by cookie (the language)", async () => {
    const first = await app.inject({
      url: "/dist/game/7?from=share",
      headers: { "accept-encoding": "br", cookie: "sys_language=th" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<html lang="th">');
    expect(linksOf(html).data).toEqual(["/api/game/7", "/api/activity?appId=7"]);

    const again = await app.inject({
      url: "/dist/game/7",
      headers: { cookie: "sys_language=th", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves the home's shell at /dist and /dist/", async () => {
    for (const url of ["/dist", "/dist/"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(linksOf(res.body).data).toEqual(["/api/indexInfo"]);
    }
  });

  it("still answers a missing asset with 404, not a shell", async () => {
    const res = await app.inject({ url: "/dist/assets/missing-1.js" });
    expect(res.statusCode).toBe(404);
  });
});

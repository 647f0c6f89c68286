import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageRenderer } from "./page-renderer.ts";
import { createPublicCache } from "./public-cache.ts";
import { registerRequestStart } from "./request-context.ts";
import { serveWebApp } from "./web-app.ts";
import { afterPaintLoader } from "./web-shell.ts";

const indexHtml = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <script type="module" crossorigin src="/dist/assets/index-1.js"></script>',
  "  </head>",
  '  <body><div id="root"></div></body>',
  "</html>",
].join("\n");

const preloads = {
  startup: { modules: ["assets/react-1.js"], namespaces: ["common"] },
  catalogue: "/dist/locales/{language}/{namespace}.json?v=abc",
  routes: [
    {
      path: "/",
      modules: ["assets/HomePage-1.js"],
      namespaces: ["games"],
      data: ["/api/indexInfo"],
      styles: ["assets/HomePage-1.css"],
    },
  ],
};

/**
 * The web build's server renderer in miniature (apps/web/src/entry-server.tsx builds the real one): it
 * renders a catalogue's text and what the API answered it, and is slow or fails on request.
 */
const rendererModule = `
export const renders = [];
export const visitorVariant = (userAgent) => (/android/i.test(userAgent) ? "android" : "pc");
export function createRenderer(readCatalogue) {
  return async (request, signal) => {
    renders.push({ url: request.url, language: request.language, cookie: request.cookie });
    if (request.url.includes("slow")) await new Promise((resolve) => signal.addEventListener("abort", resolve));
    if (request.url.includes("broken")) throw new Error("the page threw");
    if (signal.aborted) return undefined;
    const answer = await (await request.fetch("/api/indexInfo")).json();
    const texts = await readCatalogue(request.language, "games");
    return {
      html: "<h1>" + texts.title + "</h1><p>" + answer.data.for + "</p>",
      state: { language: request.language, note: "</script><script>alert(1)</script>" },
    };
  };
}`;

/** The renders the miniature renderer of `dist` was asked for. */
const rendersOf = async (dist: string): Promise<{ url: string; language: string; cookie: string }[]> =>
  (await import(pathToFileURL(join(dist, "..", "dist-ssr", "entry-server.js")).href)).renders;

function writeBuild(withRenderer = true) {
  const web = mkdtempSync(join(tmpdir(), "portal-render-"));
  const dist = join(web, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), indexHtml);
  writeFileSync(join(dist, "route-preloads.json"), JSON.stringify(preloads));
  for (const [language, title] of [
    ["en", "Hot games"],
    ["th", "เกมยอดนิยม"],
  ] as const) {
    mkdirSync(join(dist, "locales", language), { recursive: true });
    writeFileSync(join(dist, "locales", language, "games.json"), JSON.stringify({ title }));
  }
  if (withRenderer) {
    mkdirSync(join(web, "dist-ssr"));
    writeFileSync(join(web, "dist-ssr", "entry-server.js"), rendererModule);
  }
  return dist;
}

const BUDGET_MS = 2_000;

/** Cookies, languages and the API a render asks: it answers for whom (the visitor's own cookie, never another's). */
async function answerRenders(app: FastifyInstance) {
  await app.register(fastifyCookie);
  registerRequestStart(app);
  app.get("/api/indexInfo", async (request) => ({
    code: 200,
    msg: "ok",
    data: { for: request.cookies.user ?? "a visitor" },
  }));
}

describe("pages rendered on the server into their shell", () => {
  const app = Fastify();
  beforeAll(async () => {
    await answerRenders(app);
    await serveWebApp(app, writeBuild(), { budgetMs: BUDGET_MS });
  });
  afterAll(() => app.close());

  const page = async (url: string, cookie = "") => {
    const res = await app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it("puts the first screen into #root, in the visitor's language, with the visitor's answers", async () => {
    const en = (await page("/dist/", "user=42")).body;
    expect(en).toContain('<div id="root"><h1>Hot games</h1><p>42</p></div>');
    const th = (await page("/dist/", "sys_language=th")).body;
    expect(th).toContain('<html lang="th">');
    expect(th).toContain('<div id="root"><h1>เกมยอดนิยม</h1><p>a visitor</p></div>');
  });

  it("writes what hydrating needs as JSON that cannot end its script element, and no executable script", async () => {
    const { body } = await page("/dist/", "sys_language=th");
    const state = body.match(/<script type="application\/json" id="rendered-state">([^<]*)<\/script>/);
    expect(JSON.parse(state?.[1] ?? "null")).toEqual({
      language: "th",
      note: "</script><script>alert(1)</script>",
    });
    expect(body).not.toContain("<script>alert");
    // The JSON and the fixed loader the CSP allows by its hash: nothing else runs.
    expect(body.match(/<script/g)).toHaveLength(2);
    expect(body).toContain(`>${afterPaintLoader}</script>`);
  });

  it("links the page's style sheets, leaves its scripts to the loader, and preloads no call whose answer is in the page", async () => {
    const { body, headers } = await page("/dist/");
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/dist/assets/HomePage-1.css">');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('<script type="module"');
    expect(body).toContain(
      '<script data-entry="/dist/assets/index-1.js" data-modules="/dist/assets/react-1.js /dist/assets/HomePage-1.js"',
    );
    expect(body).not.toContain('href="/api/indexInfo"');
    expect(headers["cache-control"]).toBe("no-cache");
    expect(String(headers.vary)).toMatch(/cookie/i);
  });

  it("serves the empty shell, as before, when the render fails", async () => {
    const { body } = await page("/dist/?broken");
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain("rendered-state");
    expect(body).toContain('href="/api/indexInfo"');
    expect(body).not.toContain('rel="stylesheet"');
  });
});

describe("a render over its budget", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(fastifyCookie);
    registerRequestStart(app);
    await serveWebApp(app, writeBuild(), { budgetMs: 50 });
  });
  afterAll(() => app.close());

  it("is stopped, and the empty shell goes out instead", async () => {
    const started = performance.now();
    const res = await app.inject({ url: "/dist/?slow" });
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('href="/api/indexInfo"');
  });
});

describe("a build without a server renderer", () => {
  it("renders nothing: every page goes out as the empty shell", () => {
    expect(createPageRenderer(Fastify(), writeBuild(false))).toBeUndefined();
  });
});

describe("signed-out renders shared for the public cache's lifetime", () => {
  let time = 0;
  const publicCache = createPublicCache(2_000, { now: () => time });
  const app = Fastify();
  const dist = writeBuild();
  beforeAll(async () => {
    await answerRenders(app);
    await serveWebApp(app, dist, { budgetMs: BUDGET_MS, publicCache });
  });
  afterAll(() => app.close());

  const visit = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const rendersOfUrl = async (url: string) => (await rendersOf(dist)).filter((render) => render.url === url);

  it("renders a page once for every signed-out visitor in the same language and browser, until the cache's lifetime ends", async () => {
    const url = "/dist/?shared";
    const first = await visit(url, { cookie: "theme=dark", "user-agent": "Android 14 Chrome" });
    const second = await visit(url, { "user-agent": "Android 10 Firefox" });
    expect(second).toBe(first);
    expect(first).toContain("<p>a visitor</p>");
    expect(await rendersOfUrl(url)).toHaveLength(1);
    // Another kind of browser, another language: pages of their own.
    await visit(url, { "user-agent": "Windows" });
    await visit(url, { cookie: "sys_language=th", "user-agent": "Android 14 Chrome" });
    expect(await rendersOfUrl(url)).toHaveLength(3);
    time += 2_001;
    await visit(url, { "user-agent": "Android 14 Chrome" });
    expect(await rendersOfUrl(url)).toHaveLength(4);
  });

  it("forgets the rendered pages with any public answer (an operator's edit shows at once)", async () => {
    const url = "/dist/?edited";
    await visit(url);
    publicCache.invalidate("games");
    await visit(url);
    expect(await rendersOfUrl(url)).toHaveLength(2);
  });

  it("renders a signed-in visitor's page every time, with their own cookie", async () => {
    const url = "/dist/?mine";
    expect(await visit(url, { cookie: "user=42" })).toContain("<p>42</p>");
    expect(await visit(url, { cookie: "user=43" })).toContain("<p>43</p>");
    expect(await visit(url, { cookie: "sid=abc" })).toContain("<p>a visitor</p>");
    await visit(url, { cookie: "sid=abc" });
    expect((await rendersOfUrl(url)).map((render) => render.cookie)).toEqual([
      "user=42",
      "user=43",
      "sid=abc",
      "sid=abc",
    ]);
  });

  it("gives concurrent visitors in different languages each their own language", async () => {
    const url = "/dist/?concurrent";
    const visits = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        visit(url, index % 2 ? { cookie: "sys_language=th" } : { cookie: `user=${index + 1}` }),
      ),
    );
    visits.forEach((body, index) => {
      if (index % 2) {
        expect(body).toContain('<html lang="th">');
        expect(body).toContain("<h1>เกมยอดนิยม</h1><p>a visitor</p>");
      } else {
        expect(body).toContain('<html lang="en">');
        expect(body).toContain(`<h1>Hot games</h1><p>${index + 1}</p>`);
      }
    });
    // The five signed-out visitors shared one render.
    expect((await rendersOfUrl(url)).filter((render) => render.language === "th")).toHaveLength(1);
  });

  it("keeps no render that failed: the next visitor's page is rendered again", async () => {
    const url = "/dist/?broken";
    expect(await visit(url)).toContain('<div id="root"></div>');
    expect(await visit(url)).toContain('<div id="root"></div>');
    expect(await rendersOfUrl(url)).toHaveLength(2);
  });
});

describe("the first render after start", () => {
  it("is made in the background once the server listens, without holding its start", async () => {
    const app = Fastify();
    const dist = writeBuild();
    await app.register(fastifyCookie);
    registerRequestStart(app);
    app.get("/api/indexInfo", async () => ({ code: 200, msg: "ok", data: { for: "nobody" } }));
    await serveWebApp(app, dist, { budgetMs: BUDGET_MS });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      await expect.poll(async () => rendersOf(dist)).toEqual([{ url: "/dist/", language: "en", cookie: "" }]);
    } finally {
      await app.close();
    }
  });
});

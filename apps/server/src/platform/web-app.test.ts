import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerRequestStart } from "./request-context.ts";
import { registerCompression, serveConsoleApp, serveWebApp } from "./web-app.ts";

const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
const shell = `<!doctype html><html><body>${"<p>portal</p>".repeat(200)}</body></html>`;
const worker = `self.addEventListener("fetch", () => {}); ${"/* precache */".repeat(200)}`;

/** A built web app in miniature: a hashed asset and the HTML shell, each with its .br and .gz twins. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  mkdirSync(join(dist, "assets"));
  for (const [file, text] of [
    ["assets/app-abc123.js", script],
    ["index.html", shell],
    ["sw.js", worker],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  return dist;
}

const app = Fastify();
beforeAll(async () => {
  await registerCompression(app);
  app.get("/api/big", async () => ({ code: 200, data: Array.from({ length: 200 }, (_, id) => ({ id })) }));
  app.get("/api/small", async () => ({ code: 200, data: 1 }));
  await serveWebApp(app, writeDist());
  await serveConsoleApp(app, writeDist());
});
afterAll(() => app.close());

describe("static files and answers on the wire", () => {
  it("sends a hashed asset brotli-compressed, cached for a year, varying by encoding", async () => {
    const res = await app.inject({
      url: "/dist/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("falls back to gzip, and to the plain file for a client that accepts neither", async () => {
    const gz = await app.inject({
      url: "/dist/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: "/dist/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("revalidates the HTML shell of every route with its ETag", async () => {
    const first = await app.inject({ url: "/dist/game/7", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: "/dist/game/7",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("revalidates the service worker: a new version must reach players at their next visit", async () => {
    const res = await app.inject({ url: "/dist/sw.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
  });

  it("serves the console the same way under /console/", async () => {
    const asset = await app.inject({
      url: "/console/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(asset.headers.vary)).toMatch(/accept-encoding/i);
    const page = await app.inject({ url: "/console/staff", headers: { "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(shell);
  });

  it("compresses JSON answers above the threshold and leaves small ones alone", async () => {
    const big = await app.inject({ url: "/api/big", headers: { "accept-encoding": "br, gzip" } });
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data).toHaveLength(200);
    const small = await app.inject({ url: "/api/small", headers: { "accept-encoding": "br, gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const plain = await app.inject({ url: "/api/big" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().data).toHaveLength(200);
    const gzip = await app.inject({ url: "/api/big", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
  });

  it("answers a missing asset with 404, not the shell", async () => {
    const res = await app.inject({ url: "/dist/assets/missing-000.js" });
    expect(res.statusCode).toBe(404);
  });

  it("answers the prefixes themselves with the app, and anything but a page read with 404", async () => {
    for (const url of ["/dist", "/dist/", "/console", "/console/"]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toContain("text/html");
    }
    const posted = await app.inject({ method: "POST", url: "/dist/game/7" });
    expect(posted.statusCode).toBe(404);
    expect(posted.headers["content-type"]).not.toContain("text/html");
  });

  it("lets crawlers read the player pages but not the API, the console or the development tools", async () => {
    const res = await app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const rules = res.body.split("\n");
    expect(rules).toEqual(
      expect.arrayContaining(["User-agent: *", "Allow: /dist/", "Disallow: /api/", "Disallow: /console/"]),
    );
  });
});

describe("the installable app's manifest", () => {
  const withManifests = Fastify();
  beforeAll(async () => {
    await withManifests.register(fastifyCookie);
    registerRequestStart(withManifests);
    const dist = writeDist();
    for (const language of ["en", "th"])
      writeFileSync(join(dist, `manifest.${language}.webmanifest`), JSON.stringify({ lang: language }));
    await serveWebApp(withManifests, dist);
  });
  afterAll(() => withManifests.close());

  it("is the player's language's, revalidated, varying by the language cookie", async () => {
    const thai = await withManifests.inject({
      url: "/dist/manifest.webmanifest",
      headers: { cookie: "sys_language=th" },
    });
    expect(thai.statusCode).toBe(200);
    expect(thai.headers["content-type"]).toContain("application/manifest+json");
    expect(thai.headers["cache-control"]).toBe("no-cache");
    expect(String(thai.headers.vary)).toMatch(/cookie/i);
    expect(thai.json()).toEqual({ lang: "th" });
    const visitor = await withManifests.inject({ url: "/dist/manifest.webmanifest" });
    expect(visitor.json()).toEqual({ lang: "en" });
  });
});

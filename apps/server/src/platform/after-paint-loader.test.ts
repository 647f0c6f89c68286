import { existsSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../testing/chromium.ts";
import { afterPaintLoader } from "./web-shell.ts";

/**
 * The loader a server-rendered page starts its scripts with (web-shell.ts), in Chromium: a small
 * server answers a page with the loader, the scripts it asks for, and pictures that load after a
 * while or never. What the page saw comes from its own clock (Paint and Resource Timing).
 */

/** A picture, as the page's first screen has one. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const PICTURE_MS = 400;
const FIRST_TEXT_MS = 500;
/** The loader's cap on waiting for pictures. */
const CAP_MS = 1000;

const loader = `<script data-entry="/entry.js" data-modules="/module.js" data-catalogues="/texts.json">${afterPaintLoader}</script>`;
/** The moment the loader ran, on the page's clock. */
const mark = "<script>window.loaderRanAt = performance.now()</script>";
const head = '<!doctype html><html><head><meta charset="utf-8"></head><body>';

/** Connections left open (the picture that never arrives), ended with the server. */
const hanging = new Set<ServerResponse>();

function answer(path: string, res: ServerResponse) {
  const send = (type: string, body: string | Buffer) => {
    res.writeHead(200, { "content-type": type, "cache-control": "no-store" });
    res.end(body);
  };
  if (path === "/entry.js") return send("text/javascript", "window.entryRan = true;");
  if (path === "/module.js") return send("text/javascript", "export {};");
  if (path === "/texts.json") return send("application/json", "{}");
  if (path === "/picture.png") return void setTimeout(() => send("image/png", png), PICTURE_MS);
  if (path === "/never.png") {
    // Headers and a first byte, then nothing: the picture never finishes loading.
    res.writeHead(200, { "content-type": "image/png" });
    res.write(png.subarray(0, 1));
    hanging.add(res);
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  if (path === "/late-text") {
    // The loader runs at once; the first text comes later: painting waits for it, and so must the scripts.
    res.write(`${head}${mark}${loader}`);
    setTimeout(() => res.end("<p>The first screen</p></body></html>"), FIRST_TEXT_MS);
    return;
  }
  const picture = path === "/picture" ? '<img src="/picture.png" width="100" height="100">' : "";
  const never = path === "/never" ? '<img src="/never.png" width="100" height="100">' : "";
  res.end(`${head}<p>The first screen</p>${picture}${never}${mark}${loader}</body></html>`);
}

let server: Server;
let origin = "";
let browser: Browser;

const runs = existsSync(chromiumPath) && !process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  if (!runs) return;
  server = createServer((req, res) => answer(new URL(req.url ?? "/", "http://x").pathname, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  if (!runs) return;
  await browser.close();
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

interface Seen {
  firstPaint: number;
  loaderRanAt: number;
  /** When each resource the loader adds was asked for, and when the picture finished. */
  asked: Record<"entry" | "module" | "texts", number>;
  pictureEnd: number | undefined;
}

/** Opens `path` and, once the entry script has run and the page has painted, answers what its clock saw. */
async function open(path: string): Promise<Seen> {
  const page = await browser.newPage();
  try {
    // Not "load": a picture that never finishes would hold it forever.
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    // Both the entry's run and the paint (the first can come first if the loader is wrong).
    await page.waitForFunction(
      () =>
        (window as { entryRan?: boolean }).entryRan === true &&
        performance.getEntriesByName("first-contentful-paint").length > 0,
      undefined,
      { timeout: 10_000 },
    );
    return await page.evaluate(() => {
      const started = (name: string) => performance.getEntriesByName(`${location.origin}${name}`)[0];
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        loaderRanAt: (window as { loaderRanAt?: number }).loaderRanAt ?? Number.NaN,
        asked: {
          entry: started("/entry.js")?.startTime ?? Number.NaN,
          module: started("/module.js")?.startTime ?? Number.NaN,
          texts: started("/texts.json")?.startTime ?? Number.NaN,
        },
        pictureEnd: (started("/picture.png") as PerformanceResourceTiming | undefined)?.responseEnd,
      };
    });
  } finally {
    await page.close();
  }
}

const earliestAsked = (seen: Seen) => Math.min(...Object.values(seen.asked));

// Chromium is there on CI and the dev machine; the PostgreSQL run has nothing to add.
describe.skipIf(!runs)("the after-paint loader (Chromium)", { timeout: 60_000 }, () => {
  test("asks for the entry, modules and texts only once the first contentful paint is shown", async () => {
    const seen = await open("/late-text");
    expect(seen.firstPaint).toBeGreaterThanOrEqual(FIRST_TEXT_MS * 0.8);
    // It ran long before there was anything to paint…
    expect(seen.loaderRanAt).toBeLessThan(seen.firstPaint - FIRST_TEXT_MS / 2);
    // …and asked for nothing until the paint.
    expect(earliestAsked(seen)).toBeGreaterThanOrEqual(seen.firstPaint);
  });

  test("waits for the first screen's pictures that load", async () => {
    const seen = await open("/picture");
    expect(seen.pictureEnd).toBeGreaterThan(seen.loaderRanAt);
    expect(earliestAsked(seen)).toBeGreaterThanOrEqual(seen.pictureEnd ?? Number.POSITIVE_INFINITY);
    expect(earliestAsked(seen)).toBeGreaterThanOrEqual(seen.firstPaint);
    // The picture, not the cap, let them go.
    expect(earliestAsked(seen) - seen.loaderRanAt).toBeLessThan(CAP_MS);
  });

  test("starts the scripts about a second after paint when a picture never finishes", async () => {
    const seen = await open("/never");
    expect(earliestAsked(seen)).toBeGreaterThanOrEqual(seen.firstPaint);
    expect(earliestAsked(seen) - seen.loaderRanAt).toBeGreaterThanOrEqual(CAP_MS - 10);
    // The cap counts from the loader's run, which comes just before the paint: within ~1 s of it.
    expect(earliestAsked(seen) - seen.firstPaint).toBeLessThan(CAP_MS + 500);
  });
});

import { beforeAll, describe, expect, test } from "vitest";
import { media } from "../../db/schema/platform.ts";
import { useTestApp } from "../../testing/use-test-app.ts";
import { byteRange } from "./media.routes.ts";

let id: number;
const bytes = Buffer.from("0123456789");

const t = useTestApp();
beforeAll(async () => {
  const [row] = await t.database.db
    .insert(media)
    .values({ contentType: "video/webm", bytes })
    .returning({ id: media.id });
  id = row?.id ?? 0;
});

describe("media byte ranges (video seeking)", () => {
  test("the whole file says it takes ranges; a range answers 206 with just those bytes", async () => {
    const whole = await t.app.inject({ url: `/api/media/${id}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.body).toBe("0123456789");

    const part = await t.app.inject({ url: `/api/media/${id}`, headers: { range: "bytes=2-5" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 2-5/10");
    expect(part.body).toBe("2345");

    const tail = await t.app.inject({ url: `/api/media/${id}`, headers: { range: "bytes=7-" } });
    expect(tail.body).toBe("789");
    const past = await t.app.inject({ url: `/api/media/${id}`, headers: { range: "bytes=20-" } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */10");
  });

  test("a range of a compressible file is sent as stored bytes even to a browser that takes brotli", async () => {
    const drawing = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(600)}</svg>`);
    const [row] = await t.database.db
      .insert(media)
      .values({ contentType: "image/svg+xml", bytes: drawing })
      .returning({ id: media.id });
    const url = `/api/media/${row?.id}`;
    const headers = { "accept-encoding": "br, gzip" };
    const whole = await t.app.inject({ url, headers });
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.rawPayload.equals(drawing)).toBe(true);
    const part = await t.app.inject({ url, headers: { ...headers, range: "bytes=0-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.body).toBe(drawing.subarray(0, 10).toString());
  });

  test("suffix ranges, ends past the size and unreadable headers", () => {
    expect(byteRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange("bytes=4-100", 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange("bytes=5-2", 10)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-1,4-5", 10)).toBeUndefined();
    expect(byteRange("items=1-2", 10)).toBeUndefined();
    expect(byteRange(undefined, 10)).toBeUndefined();
  });
});

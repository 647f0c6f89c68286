import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { media } from "../../db/schema/platform.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { byteRange } from "./media.routes.ts";

let t: TestApp;
let id: number;
const bytes = Buffer.from("0123456789");

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(media)
    .values({ contentType: "video/webm", bytes })
    .returning({ id: media.id });
  id = row?.id ?? 0;
});
afterAll(() => t.close());

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

  test("suffix ranges, ends past the size and unreadable headers", () => {
    expect(byteRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange("bytes=4-100", 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange("bytes=5-2", 10)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-1,4-5", 10)).toBeUndefined();
    expect(byteRange("items=1-2", 10)).toBeUndefined();
    expect(byteRange(undefined, 10)).toBeUndefined();
  });
});

import { afterEach, expect, test, vi } from "vitest";
import { makeFormatters } from "./intl-formatters";
import { warmUpIntl } from "./intl-warm-up";

/** A Worker that keeps what the page sends it. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  sent: unknown[] = [];
  constructor(readonly url: URL | string) {
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  RecordingWorker.made = [];
  // The web tests share one window: the worker module's handler must not stay on it.
  self.onmessage = null;
});

test("a worker makes the formatters first, in the language and the locale its dates are written in", () => {
  vi.stubGlobal("Worker", RecordingWorker);
  warmUpIntl("th");
  warmUpIntl("en");
  expect(RecordingWorker.made.map((worker) => String(worker.url))).toEqual([
    expect.stringContaining("intl-warm-up.worker"),
    expect.stringContaining("intl-warm-up.worker"),
  ]);
  expect(RecordingWorker.made.map((worker) => worker.sent)).toEqual([
    [["th", "th-TH-u-ca-buddhist"]],
    [["en"]],
  ]);
});

test("without workers, or when a policy refuses one, the page goes on as before", () => {
  vi.stubGlobal("Worker", undefined);
  expect(() => warmUpIntl("zh")).not.toThrow();
  vi.stubGlobal(
    "Worker",
    class {
      constructor() {
        throw new DOMException("refused", "SecurityError");
      }
    },
  );
  expect(() => warmUpIntl("zh")).not.toThrow();
});

test("each formatter is made in each locale, and a locale the browser cannot format is passed over", () => {
  const made: string[] = [];
  /** The real formatter, noted with its kind and locale once it is made (a bad locale throws first). */
  const noted = <A extends unknown[]>(kind: string, Real: new (...args: A) => object) =>
    class extends Real {
      constructor(...args: A) {
        super(...args);
        made.push(`${kind} ${args[0]}`);
      }
    };
  const intl = {
    ...Intl,
    NumberFormat: noted("number", Intl.NumberFormat),
    DateTimeFormat: noted("date", Intl.DateTimeFormat),
    RelativeTimeFormat: noted("relative", Intl.RelativeTimeFormat),
  } as unknown as typeof Intl;
  makeFormatters(["not a locale!", "vi-VN"], intl);
  expect(made).toEqual(["number vi-VN", "number vi-VN", "date vi-VN", "relative vi-VN"]);
});

test("the worker makes them for the locales it is sent, then ends", async () => {
  const close = vi.spyOn(self, "close").mockImplementation(() => undefined);
  await import("./intl-warm-up.worker");
  self.onmessage?.(new MessageEvent("message", { data: ["th-TH-u-ca-buddhist"] }));
  expect(close).toHaveBeenCalledOnce();
});

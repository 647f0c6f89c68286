import { afterEach, expect, test, vi } from "vitest";
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
  RecordingWorker.made = [];
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

test("the worker makes each formatter, passes over a locale it cannot format, and ends", async () => {
  const close = vi.spyOn(self, "close").mockImplementation(() => undefined);
  const made: string[] = [];
  /** The real formatter, noted with its kind and locale once it is made (a bad locale throws first). */
  const noted =
    <A extends unknown[]>(kind: string, Real: new (...args: A) => object) =>
    // A function, not an arrow: the worker calls it with `new`.
    (...args: A) => {
      const formatter = new Real(...args);
      made.push(`${kind} ${args[0]}`);
      return formatter;
    };
  vi.stubGlobal("Intl", {
    ...Intl,
    NumberFormat: noted("number", Intl.NumberFormat),
    DateTimeFormat: noted("date", Intl.DateTimeFormat),
    RelativeTimeFormat: noted("relative", Intl.RelativeTimeFormat),
  });
  await import("./intl-warm-up.worker");
  self.onmessage?.(new MessageEvent("message", { data: ["not a locale!", "vi-VN"] }));
  expect(made).toEqual(["number vi-VN", "number vi-VN", "date vi-VN", "relative vi-VN"]);
  expect(close).toHaveBeenCalledOnce();
});

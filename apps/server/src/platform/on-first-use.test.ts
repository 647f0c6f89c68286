import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use.ts";

describe("onFirstUse", () => {
  it("loads once, on the first call, for every caller", async () => {
    let loads = 0;
    const library = onFirstUse(async () => ({ copy: ++loads }));
    expect(loads).toBe(0);
    const answers = await Promise.all([library(), library(), library()]);
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it("tries a failed load again on the next call", async () => {
    let tries = 0;
    const library = onFirstUse(async () => {
      tries += 1;
      if (tries === 1) throw new Error("not reachable yet");
      return "loaded";
    });
    await expect(library()).rejects.toThrow("not reachable yet");
    await expect(library()).resolves.toBe("loaded");
    expect(tries).toBe(2);
  });
});

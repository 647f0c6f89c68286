import { afterEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { globalConfig } from "zod/v4/core";
// Loaded after zod on purpose: the setting must reach zod whichever of the two loads first.
import "./zod-jitless";

afterEach(() => vi.unstubAllGlobals());

test("zod parses without compiling code (no eval under the portal's content security policy)", () => {
  expect(globalConfig.jitless).toBe(true);
  const compiled: string[] = [];
  const RealFunction = globalThis.Function;
  vi.stubGlobal(
    "Function",
    new Proxy(RealFunction, {
      construct(target, args) {
        compiled.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    }),
  );
  const order = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
  for (let i = 0; i < 3; i++) expect(order.parse({ id: i, name: "n", tags: ["a"] }).id).toBe(i);
  expect(compiled).toEqual([]);
});

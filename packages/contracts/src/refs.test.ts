import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { generateRefs } from "./refs-generator.ts";

// Generating the refs imports every contract: some 4 s alone, several times that on a busy machine.
test("the web's route refs match the contracts (run `npm run contracts:refs` after changing a contract)", {
  timeout: 30_000,
}, async () => {
  for (const [file, text] of await generateRefs()) {
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, "utf8"), file).toBe(text);
  }
});

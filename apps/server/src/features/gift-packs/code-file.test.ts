import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { codeLines, ProblemList, TooManyLines } from "./code-file.ts";

async function read(text: string | Buffer, maxLines?: number) {
  const problems = new ProblemList();
  const lines: number[] = [];
  const codes: string[] = [];
  for await (const batch of codeLines(Readable.from([Buffer.from(text)]), problems, maxLines)) {
    lines.push(...batch.lines);
    codes.push(...batch.codes);
  }
  return { lines, codes, problems: problems.shown, count: problems.count };
}

describe("reading a file of codes", () => {
  test("good lines come with their line numbers; a UTF-8 byte-order mark and the header are skipped", async () => {
    expect(await read("\uFEFFcode\r\nAAAA-1\r\nBBBB-2\r\nbad!\r\n")).toEqual({
      lines: [2, 3],
      codes: ["AAAA-1", "BBBB-2"],
      problems: [{ line: 4, problem: "characters" }],
      count: 1,
    });
    expect(await read("code\nAAAA-1\nBBBB-2\n")).toEqual({
      lines: [2, 3],
      codes: ["AAAA-1", "BBBB-2"],
      problems: [],
      count: 0,
    });
  });

  test("an unclosed quote ends the file with an unreadable line", async () => {
    const result = await read('GOOD-001\n"OPEN-002\nMORE-003\n');
    expect(result.problems.at(-1)?.problem).toBe("unreadable");
  });

  test("more lines than an import takes stops the reading", async () => {
    await expect(read("AAAA-1\nBBBB-2\nCCCC-3\n", 2)).rejects.toBeInstanceOf(TooManyLines);
    expect((await read("AAAA-1\nBBBB-2\n", 2)).codes).toHaveLength(2);
  });
});

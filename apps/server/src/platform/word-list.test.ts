import { describe, expect, test } from "vitest";
import { AppError } from "./errors.ts";
import { applyWords, findListedWords, foldWord } from "./word-list.ts";

const mask = (word: string) => ({ word, mode: "mask" as const });
const block = (word: string) => ({ word, mode: "block" as const });

describe("word list matcher", () => {
  test("words are stored folded: trimmed, lower case, full-width as half-width", () => {
    expect(foldWord("  ＣＨＥＡＴ ")).toBe("cheat");
    expect(foldWord("Ｆｏｏ１")).toBe("foo1");
    expect(foldWord("外挂")).toBe("外挂");
  });

  test("matches regardless of case and full-width letters, masking the original characters", () => {
    expect(applyWords("Buy CHEAT codes", [mask("cheat")])).toBe("Buy ***** codes");
    expect(applyWords("Buy ｃｈｅａｔ codes", [mask("CHEAT")])).toBe("Buy ***** codes");
    expect(applyWords("cheatcheat", [mask("cheat")])).toBe("**********");
  });

  test("Chinese and Thai words match inside text without spaces", () => {
    expect(applyWords("这个游戏有外挂吗", [mask("外挂")])).toBe("这个游戏有**吗");
    expect(applyWords("เกมนี้มีโปรโกงไหม", [mask("โปรโกง")])).toBe("เกมนี้มี******ไหม");
    expect(findListedWords("ไม่มีอะไร", [mask("โกง")])).toEqual([]);
  });

  test("emoji and characters outside the basic plane keep their places", () => {
    expect(applyWords("🐉 spam 🐉", [mask("spam")])).toBe("🐉 **** 🐉");
  });

  test("a block word refuses the whole text; an empty word never matches", () => {
    expect(() => applyWords("free ＧＯＬＤ here", [mask("free"), block("gold")])).toThrow(AppError);
    expect(applyWords("anything", [mask(" ")])).toBe("anything");
    expect(applyWords("clean text", [block("cheat")])).toBe("clean text");
  });
});

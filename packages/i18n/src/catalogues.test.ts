import { languages } from "@portal/contracts/languages";
import { describe, expect, test } from "vitest";
import { loadResources } from "./index.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const resources = loadResources();
const byLanguage = Object.fromEntries(
  languages.map((language) => {
    const namespaces = resources[language] as Record<string, Tree>;
    const entries = Object.entries(namespaces).flatMap(([ns, tree]) =>
      Object.entries(flatten(tree)).map(([key, value]) => [`${ns}:${key}`, value] as const),
    );
    return [language, Object.fromEntries(entries)];
  }),
);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  const english = byLanguage.en ?? {};
  test.each(languages.filter((l) => l !== "en"))("%s has exactly the keys of en", (language) => {
    const keys = Object.keys(byLanguage[language] ?? {}).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  test.each([...languages])("%s has no empty message and keeps every placeholder", (language) => {
    for (const [key, text] of Object.entries(byLanguage[language] ?? {})) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key] ?? ""));
    }
  });

  // Screen-reader labels and titles come from here too: a message left in English or Chinese is read
  // out in the wrong language ("Game Portal App" in Traditional Chinese, "上传" in English).
  const ownScript = /[\u3400-\u9fff\u0e00-\u0e7f]/;
  const latinWords = (text: string) =>
    text
      .replace(/{{[^}]*}}|<[^>]*>/g, " ")
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]{2,}$/.test(word));

  test.each(["zh", "zh-hant", "th"])("%s has no message of three or more Latin words only", (language) => {
    const untranslated = Object.entries(byLanguage[language] ?? {}).filter(
      ([, text]) => !ownScript.test(text) && latinWords(text).length >= 3,
    );
    expect(untranslated).toEqual([]);
  });

  test.each(["en", "id", "vi", "th"])("%s has no Han characters", (language) => {
    const han = Object.entries(byLanguage[language] ?? {}).filter(([, text]) => /[\u3400-\u9fff]/.test(text));
    expect(han).toEqual([]);
  });
});

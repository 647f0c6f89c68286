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
});

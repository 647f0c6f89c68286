import { languages } from "@portal/contracts/languages";
import { describe, expect, test } from "vitest";
import { createTranslator, loadResources } from "./index.ts";

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
const pluralForm = /_(zero|one|two|few|many|other)$/;
const withoutPluralForm = (key: string) => key.replace(pluralForm, "");
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  const english = byLanguage.en ?? {};
  test.each(languages.filter((l) => l !== "en"))("%s has exactly the keys of en", (language) => {
    const keys = new Set(Object.keys(byLanguage[language] ?? {}).map(withoutPluralForm));
    expect([...keys].sort()).toEqual([...new Set(Object.keys(english).map(withoutPluralForm))].sort());
  });

  test.each([...languages])(
    "%s gives every {{count}} message the plural forms the language has",
    (language) => {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const messages = byLanguage[language] ?? {};
      const counted = new Set(
        Object.entries(messages)
          .filter(([, text]) => placeholders(text).includes("count"))
          .map(([key]) => withoutPluralForm(key)),
      );
      expect(counted.size).toBeGreaterThan(0);
      for (const key of counted) {
        expect(messages[key], `${language} ${key} needs plural forms, not a bare key`).toBeUndefined();
        for (const form of forms)
          expect(messages[`${key}_${form}`], `${language} ${key}_${form}`).toBeTruthy();
      }
    },
  );

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

describe("plurals", () => {
  const t = createTranslator(resources);
  test("English says 1 unread message and 2 unread messages", () => {
    expect(t("en", "shell:tabs.unread", { count: 1 })).toBe("1 unread message");
    expect(t("en", "shell:tabs.unread", { count: 2 })).toBe("2 unread messages");
    expect(t("en", "mine:unreadMessages", { count: 1 })).toBe("1 unread message");
    expect(t("en", "errors:postingTooFast", { count: 1, minutes: 10 })).toContain("at most 1 post every");
  });
  test("languages without plural forms keep one text for every count", () => {
    expect(t("th", "shell:tabs.unread", { count: 1 })).toBe(
      t("th", "shell:tabs.unread", { count: 5 }).replace("5", "1"),
    );
    expect(t("zh-hant", "shell:tabs.unread", { count: 3 })).toContain("3");
  });
});

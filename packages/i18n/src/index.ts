import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, languages } from "@portal/contracts/languages";
import i18next, { type Resource, type TFunction } from "i18next";

export const localesDir = join(dirname(fileURLToPath(import.meta.url)), "..", "locales");

/** Reads every catalogue: locales/<language>/<namespace>.json. Used by the server and tests. */
export function loadResources(): Resource {
  const resources: Resource = {};
  for (const language of languages) {
    resources[language] = {};
    for (const file of readdirSync(join(localesDir, language))) {
      if (!file.endsWith(".json")) continue;
      resources[language][file.replace(/\.json$/, "")] = JSON.parse(
        readFileSync(join(localesDir, language, file), "utf8"),
      );
    }
  }
  return resources;
}

export type Translate = (language: Language, key: string, params?: Record<string, unknown>) => string;

/** One i18next instance for the server; `key` is `namespace:name`. */
export function createTranslator(resources: Resource = loadResources()): Translate {
  const instance = i18next.createInstance();
  instance.init({
    resources,
    initAsync: false,
    lowerCaseLng: true,
    fallbackLng: { "zh-hant": ["zh", "en"], default: ["en"] },
    supportedLngs: [...languages],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  const fixed = new Map<Language, TFunction>();
  return (language, key, params) => {
    let t = fixed.get(language);
    if (!t) {
      t = instance.getFixedT(language);
      fixed.set(language, t);
    }
    return t(key, params ?? {}) as string;
  };
}

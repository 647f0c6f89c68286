import {
  defaultLanguage,
  type Language,
  languageCookie,
  languages,
  normalizeLanguage,
} from "@portal/contracts/languages";
import i18n, { type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";

/** One lazy chunk per language and namespace: only the player's language is downloaded. */
const catalogues = import.meta.glob<ResourceKey>("../../../../packages/i18n/locales/*/*.json", {
  import: "default",
});

export function readLanguageCookie(): Language {
  const match = document.cookie.match(new RegExp(`(?:^|; )${languageCookie}=([^;]*)`));
  return normalizeLanguage(match ? decodeURIComponent(match[1] ?? "") : defaultLanguage);
}

export async function loadLanguage(language: Language): Promise<void> {
  const entries = Object.entries(catalogues).filter(([path]) => path.includes(`/locales/${language}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const namespace = path.split("/").pop()?.replace(".json", "") ?? "common";
      i18n.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
}

/** Sets the language everywhere it lives: cookie (the server reads it), <html lang>, i18next. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older game webviews
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export async function initI18n(language = readLanguageCookie()): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    lowerCaseLng: true,
    defaultNS: "common",
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  document.documentElement.lang = language;
  return i18n;
}

export default i18n;

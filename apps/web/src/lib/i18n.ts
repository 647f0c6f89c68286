import { type Language, languageCookie, languages, normalizeLanguage } from "@portal/contracts/languages";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { readCookie, writeCookie } from "./cookies";
import { startupNamespaces } from "./startup-namespaces";

/**
 * Catalogues are JSON files the build copies to `locales/<language>/<namespace>.json` (see
 * catalogues-plugin.ts): only the player's language, one namespace at a time. Tests read them from disk.
 */
const testCatalogues =
  import.meta.env.MODE === "test"
    ? import.meta.glob<ResourceKey>("../../../../packages/i18n/locales/*/*.json", { import: "default" })
    : {};

async function fetchCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  if (import.meta.env.MODE === "test") {
    const load = testCatalogues[`../../../../packages/i18n/locales/${language}/${namespace}.json`];
    return load ? load() : {};
  }
  const url = `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json?v=${__CATALOGUES_VERSION__}`;
  const response = await fetch(url);
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`catalogue ${language}/${namespace}: ${response.status}`);
  return response.json();
}

/**
 * What every screen needs (startup-namespaces.ts). Every other namespace loads when a component first
 * asks for it: its `useTranslation(namespaces)` suspends until the catalogues are in, so a component
 * names each namespace it reads (`useTranslation(["security", "fields"])`), not only its own.
 */
export { startupNamespaces };

/** Every namespace (tests load them all at once). */
export const allNamespaces = [
  ...new Set(
    Object.keys(testCatalogues).map((path) => path.split("/").pop()?.replace(".json", "") ?? "common"),
  ),
];

/** An i18next backend that reads each catalogue with `read` (fetched here, from disk on the server). */
export function catalogueBackendFrom(
  read: (language: string, namespace: string) => Promise<ResourceKey>,
): BackendModule {
  return {
    type: "backend",
    init: () => {},
    read: (language, namespace, done) => {
      read(language, namespace).then(
        (resources) => done(null, resources),
        (error: Error) => done(error, null),
      );
    },
  };
}

const catalogueBackend = catalogueBackendFrom(fetchCatalogue);

export function readLanguageCookie(): Language {
  return normalizeLanguage(readCookie(languageCookie)); // none or unknown: the default language
}

/** Sets the language everywhere it lives: cookie (the server reads it), <html lang>, i18next. */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(languageCookie, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The event that re-renders translated components once a namespace nobody declared has arrived. */
const missingNamespaceLoaded = "missingNamespaceLoaded";

/** i18next's settings in the browser and on the server (entry-server.tsx), which differ in their backend. */
export function initI18nWith(backend: BackendModule, language: string) {
  return i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      ns: startupNamespaces,
      fallbackLng: false,
      supportedLngs: [...languages],
      lowerCaseLng: true,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      // A key from a namespace nobody asked for yet ("errors:saveFailed" in a page that declared only
      // its own) loads that namespace, and components re-render when it arrives: a safety net, so a
      // missed declaration shows its text a moment late instead of a raw key. Only then: a namespace a
      // component declared suspends that component alone until it is in, and re-rendering every
      // translated component whenever any namespace arrived (`bindI18nStore: "added"`) cost the home
      // ~250 ms of a mid-range phone's main thread in one task when its topics' texts came.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => {
        if (!i18n.hasLoadedNamespace(namespace))
          void i18n.loadNamespaces(namespace).then(() => i18n.emit(missingNamespaceLoaded));
      },
      react: { useSuspense: true, bindI18n: `languageChanged ${missingNamespaceLoaded}` },
    });
}

export async function initI18n(language = readLanguageCookie()): Promise<typeof i18n> {
  await initI18nWith(catalogueBackend, language);
  document.documentElement.lang = language;
  return i18n;
}

export default i18n;

import { consoleLanguageCookie } from "@portal/contracts/console/route";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import enValidation from "../../../../packages/i18n/locales/en/validation.json";
import zhValidation from "../../../../packages/i18n/locales/zh/validation.json";
import en from "../locales/en.json";
import zh from "../locales/zh.json";

export const consoleLanguages = ["en", "zh"] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

/** The console's language: its own cookie (the server answers in it too), else the browser's. */
export function readConsoleLanguage(): ConsoleLanguage {
  const cookie = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${consoleLanguageCookie}=`))
    ?.split("=")[1];
  if (cookie === "zh" || cookie === "en") return cookie;
  return navigator.language.toLowerCase().startsWith("zh") ? "zh" : "en";
}

export function chooseConsoleLanguage(language: ConsoleLanguage) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser
  document.cookie = `${consoleLanguageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/** Dates and times in the console's language. */
export const dateLocale = () => (i18n.language === "zh" ? "zh-CN" : "en-GB");

i18n.use(initReactI18next).init({
  // Validation messages are the portal's own catalogues, so a form says what the server would.
  resources: {
    en: { console: en, validation: enValidation },
    zh: { console: zh, validation: zhValidation },
  },
  lng: readConsoleLanguage(),
  fallbackLng: "en",
  defaultNS: "console",
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18n.language;

export default i18n;

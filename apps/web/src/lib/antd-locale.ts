import type { Language } from "@portal/contracts/languages";
import { setDefaultConfig } from "antd-mobile";
import { useEffect, useState } from "react";
import i18n from "./i18n";

/** antd-mobile's texts and labels (its mask, pickers, dialogs) in one language. */
export type AntdLocale = typeof import("antd-mobile/es/locales/en-US")["default"];

/** Each language's antd-mobile locale, in a chunk of its own: only the player's one loads. */
const loaders: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  en: () => import("antd-mobile/es/locales/en-US"),
  zh: () => import("antd-mobile/es/locales/zh-CN"),
  "zh-hant": () => import("antd-mobile/es/locales/zh-TW"),
  id: () => import("antd-mobile/es/locales/id-ID"),
  vi: () => import("antd-mobile/es/locales/vi-VN"),
  th: () => import("antd-mobile/es/locales/th-TH"),
};

/**
 * Loads the language's antd-mobile locale and makes it the default for the components rendered
 * outside the tree (Dialog.show, Toast.show); the app's ConfigProvider passes it to the rest.
 */
export async function loadAntdLocale(language: string): Promise<AntdLocale> {
  const load = loaders[language as Language] ?? loaders.en;
  const locale = (await load()).default;
  setDefaultConfig({ locale });
  return locale;
}

/** The antd-mobile locale of the interface language; it follows language changes. */
export function useAntdLocale(initial: AntdLocale | undefined): AntdLocale | undefined {
  const [locale, setLocale] = useState(initial);
  useEffect(() => {
    let current = true;
    const follow = (language: string) =>
      void loadAntdLocale(language).then((loaded) => {
        if (current) setLocale(loaded);
      });
    if (!initial) follow(i18n.language);
    i18n.on("languageChanged", follow);
    return () => {
      current = false;
      i18n.off("languageChanged", follow);
    };
  }, [initial]);
  return locale;
}

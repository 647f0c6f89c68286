export const languages = ["en", "zh", "zh-hant", "id", "vi", "th"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageCookie = "sys_language";

/** Names shown in the footer language choice, each in its own language. */
export const languageNames: Record<Language, string> = {
  en: "English",
  zh: "简体中文",
  "zh-hant": "繁體中文",
  id: "Bahasa Indonesia",
  vi: "Tiếng Việt",
  th: "ไทย",
};

/** `in` is the older code for Indonesian; anything unknown falls back to the default. */
export function normalizeLanguage(value: string | undefined | null): Language {
  const lower = (value ?? "").trim().toLowerCase();
  if (lower === "in") return "id";
  if (lower === "zh-tw" || lower === "zh-hk") return "zh-hant";
  if (lower === "zh-cn") return "zh";
  return (languages as readonly string[]).includes(lower) ? (lower as Language) : defaultLanguage;
}

/** Content fallback chain for texts stored per language. */
export function contentFallback(language: Language): Language[] {
  if (language === "zh-hant") return ["zh-hant", "zh", "en"];
  if (language === "en") return ["en"];
  return [language, "en"];
}

const hasText = (text: unknown) => text !== undefined && text !== null && text !== "";

/**
 * The portal's one text fallback (texts stored as { [language]: … }): the text in the player's
 * language, else along the fallback chain (zh-hant → zh → en; `language` may be the chain itself).
 * Past the chain, `beyond: "nothing"` (articles, notices, videos, mail) shows nothing in that
 * language; `beyond: "anyText"` (names, offers, goods, game texts) takes the first text there is.
 * The server answers players with it and the console previews with it.
 */
export function textAlongChain<T>(
  texts: Partial<Record<string, T>>,
  language: Language | readonly Language[],
  beyond: "nothing" | "anyText" = "nothing",
): { language: string; text: T } | undefined {
  const chain = typeof language === "string" ? contentFallback(language) : language;
  for (const candidate of chain) {
    const text = texts[candidate];
    if (hasText(text)) return { language: candidate, text: text as T };
  }
  if (beyond === "nothing") return undefined;
  const first = Object.entries(texts).find(([, text]) => hasText(text));
  return first && { language: first[0], text: first[1] as T };
}

import { z } from "zod";
import { type Language, languages } from "../languages.ts";
import { hasControlCharacter, invalid } from "../validation.ts";

/**
 * Texts in the portal's six languages as the console edits them: one field per language, "" for
 * none yet. Games, banners (and later news, notices, videos, topics and events) share it.
 */
export type LocalizedTexts = Record<Language, string>;

/** The order the console lists the languages in: the fallback's end first, then by audience. */
export const editingLanguages = [
  "en",
  "zh",
  "zh-hant",
  "id",
  "vi",
  "th",
] as const satisfies readonly Language[];

export const emptyTexts = (): LocalizedTexts =>
  Object.fromEntries(languages.map((language) => [language, ""])) as LocalizedTexts;

/**
 * One six-language text. `required`: the languages that must be given (English, the end of every
 * fallback chain, for names and titles); the others may stay empty and fall back.
 */
export function localizedTexts(max: number, required: readonly Language[] = []) {
  const one = z
    .string({ error: "validation:invalid" })
    .trim()
    .max(max, "validation:tooLong")
    .refine((text) => !hasControlCharacter(text), "validation:controlCharacter")
    .default("");
  return z
    .object(
      Object.fromEntries(languages.map((language) => [language, one])) as Record<Language, typeof one>,
      {
        error: "validation:invalid",
      },
    )
    .superRefine((texts, context) => {
      for (const language of required)
        if (!texts[language])
          context.addIssue({
            code: "custom",
            path: [language],
            message: language === "en" ? "validation:englishRequired" : "validation:required",
          });
    });
}

/** The languages that have no text of their own (they show a fallback): the "missing" filter. */
export function missingLanguages(...texts: Partial<Record<string, string>>[]): Language[] {
  return languages.filter((language) => texts.some((text) => !text[language]));
}

/** A link a banner or notice leads to: a portal path (/game/3) or an https address. */
export function isContentLink(link: string): boolean {
  if (/\s|\\/.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//");
  return isHttpsUrl(link);
}

export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const contentLink = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .max(500, "validation:tooLong")
  .refine(isContentLink, "validation:contentLink");

/** An https address, or "" for none. */
export const optionalHttpsUrl = z
  .string({ error: "validation:invalid" })
  .trim()
  .max(500, "validation:tooLong")
  .refine((text) => text === "" || isHttpsUrl(text), "validation:httpsUrl")
  .default("");

/** A time as forms send it: ISO 8601 with its offset. */
export const isoTime = z.iso.datetime({ offset: true, error: "validation:invalid" });

/** A publishing time (ISO with offset), or null: not scheduled (a draft, or no limit). */
export const scheduleTime = isoTime.nullable().default(null);

/** Where an item stands for players at the server's time. */
export const publishStates = ["draft", "scheduled", "published"] as const;
export type PublishState = (typeof publishStates)[number];

export function publishStateAt(publishAt: Date | string | null, now: Date): PublishState {
  if (publishAt === null) return "draft";
  return new Date(publishAt) > now ? "scheduled" : "published";
}

/** A whole number typed in a form, `min` to `max`; `below` and `above` name what a number out of range breaks. */
export function formWhole(
  min: number,
  max: number,
  below = "validation:invalid",
  above = "validation:tooLarge",
) {
  return z.number(invalid).int("validation:invalid").min(min, below).max(max, above);
}

/** A count or amount from 0 to `max`. */
export const notNegative = (max: number) => formWhole(0, max, "validation:notNegative");

/** An edit names the version it was made from; someone else's save in between refuses it. */
export const rowVersion = z
  .number({ error: "validation:invalid" })
  .int("validation:invalid")
  .min(1, "validation:invalid");

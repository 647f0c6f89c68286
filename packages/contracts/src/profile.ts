import { z } from "zod";
import { defineRoute } from "./route.ts";
import { nickname } from "./validation.ts";

/** Bio: a short line about the player; 200 characters fit three lines of the profile card. */
export const BIO_MAX = 200;
/** The earliest birth year the birthday picker offers. */
export const BIRTH_YEAR_MIN = 1900;
/** Avatars: at most 5 MB uploaded, decoded up to 40 megapixels, stored as WebP at these sizes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_SIZES = [256, 64] as const;
export const AVATAR_FIELD = "file";

export const genders = ["male", "female", "unset"] as const;
export type Gender = (typeof genders)[number];

/** Gender must be picked: an empty or unknown value gets "please select a gender". */
export const gender = z.enum(genders, { error: "validation:genderRequired" });

/** A calendar day given as day, month, year pickers; impossible dates (30 February) are refused. */
export const birthday = z
  .object(
    {
      year: z
        .number({ error: "validation:birthdayInvalid" })
        .int()
        .min(BIRTH_YEAR_MIN, "validation:birthdayInvalid"),
      month: z
        .number({ error: "validation:birthdayInvalid" })
        .int()
        .min(1)
        .max(12, "validation:birthdayInvalid"),
      day: z
        .number({ error: "validation:birthdayInvalid" })
        .int()
        .min(1)
        .max(31, "validation:birthdayInvalid"),
    },
    { error: "validation:birthdayInvalid" },
  )
  .refine((d) => isCalendarDay(d.year, d.month, d.day), "validation:birthdayInvalid");

export type Birthday = z.infer<typeof birthday>;

export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "YYYY-MM-DD", as stored and as the base info shows it. */
export function birthdayText(d: Birthday): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** A birthday later than `today` (compared as calendar days in UTC). */
export function isFutureBirthday(d: Birthday, today: Date): boolean {
  return birthdayText(d) > today.toISOString().slice(0, 10);
}

export const bio = z
  .string({ error: "validation:invalid" })
  .trim()
  .superRefine((value, ctx) => {
    if ([...value].length > BIO_MAX)
      ctx.addIssue({ code: "custom", message: "validation:maxLength", params: { max: BIO_MAX } });
  });

const areaCode = z
  .string({ error: "validation:areaRequired" })
  .trim()
  .min(1, "validation:areaRequired")
  .max(16, "validation:invalid");

/** Saves the fields that are present; each one is checked by the rule of its own. */
export const updateUserInfo = defineRoute({
  method: "POST",
  path: "/updateUserInfo",
  body: z
    .object({
      nickname: nickname.optional(),
      gender: gender.optional(),
      birthday: birthday.nullable().optional(),
      bio: bio.optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), "validation:nothingToChange"),
  data: z.object({
    nickname: z.string(),
    gender: z.enum(genders),
    birthday: z.string().nullable(),
    bio: z.string(),
  }),
  signedIn: true,
});

export const areaOption = z.object({ code: z.string(), name: z.string() });
export type AreaOption = z.infer<typeof areaOption>;

/** The countries the publisher serves, named in the player's language. */
export const countries = defineRoute({
  method: "GET",
  path: "/country",
  data: z.array(areaOption),
});

export const regions = defineRoute({
  method: "GET",
  path: "/region",
  query: z.object({ country: areaCode }),
  data: z.array(areaOption),
});

export const updateRegion = defineRoute({
  method: "POST",
  path: "/update/region",
  body: z.object({ country: areaCode, region: areaCode }),
  data: z.object({ country: areaOption, region: areaOption }),
  signedIn: true,
});

/** The player's own area, named in their language (empty when not chosen). */
export const myRegion = defineRoute({
  method: "GET",
  path: "/myRegion",
  data: z.object({ country: areaOption.nullable(), region: areaOption.nullable() }),
  signedIn: true,
});

/** Multipart upload with one image in the field "file"; the answer is the new avatar's URL. */
export const imgUpload = defineRoute({
  method: "POST",
  path: "/imgUpload",
  data: z.object({ avatar: z.string(), small: z.string() }),
  signedIn: true,
});

export const vipLevel = z.object({
  level: z.number(),
  name: z.string(),
  minPoints: z.number(),
  privileges: z.array(z.string()),
});
export type VipLevel = z.infer<typeof vipLevel>;

/** The VIP card: the player's level, progress to the next one, and every level's privileges. */
export const vipCard = defineRoute({
  method: "GET",
  path: "/vipLevels",
  data: z.object({
    level: z.number(),
    points: z.number(),
    /** null at the top level. */
    nextLevel: vipLevel.nullable(),
    pointsToNext: z.number(),
    /** 0 to 1 within the current level; 1 at the top. */
    progress: z.number(),
    levels: z.array(vipLevel),
  }),
  signedIn: true,
});

/** Where a blocked player lands (/shielding): a ban with its reason and end, or an unserved region. */
export const accessStatus = defineRoute({
  method: "GET",
  path: "/accessStatus",
  data: z.object({
    blocked: z.boolean(),
    kind: z.enum(["banned", "region"]).nullable(),
    reason: z.string().nullable(),
    until: z.string().nullable(),
    country: z.string().nullable(),
  }),
});

export const helpEntry = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});

/** Customer service: contact channels and frequently asked questions, from content. */
export const customerService = defineRoute({
  method: "GET",
  path: "/customerService",
  data: z.object({ channels: z.array(helpEntry), faq: z.array(helpEntry) }),
});

/** Games the player opened through a game's webview, newest first. */
export const recentPlayed = defineRoute({
  method: "GET",
  path: "/recentPlayed",
  data: z.array(z.object({ appId: z.number(), name: z.string(), icon: z.string(), lastSeenAt: z.string() })),
  signedIn: true,
});

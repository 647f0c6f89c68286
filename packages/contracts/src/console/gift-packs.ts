import { z } from "zod";
import { entityId, paged, pageQuery } from "../paging.ts";
import { invalid } from "../validation.ts";
import { consoleArea } from "./route.ts";
import { formWhole, isoTime, localizedTexts, rowVersion } from "./texts.ts";

/** Gift packs and their code pools in the console (permission `commerce.manage`). */

const commerceManage = consoleArea("commerce.manage");

const whole = (min: number, max: number) =>
  formWhole(min, max, "validation:notNegative", "validation:invalid");

/** A code: letters, digits, "-" and "_" (what players type and games accept), 4–40 characters. */
export const GIFT_CODE_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;
export const GIFT_CODE_MAX = 40;
/** Generated codes use letters and digits nobody confuses (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const GENERATED_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const GENERATED_CODE_LENGTH = 12;
export const GENERATE_MAX = 100_000;
/** An import file: at most this many lines and bytes. */
export const IMPORT_MAX_LINES = 10_000_000;
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** The bad lines an import reports one by one (the rest are counted). */
export const IMPORT_PROBLEMS_SHOWN = 100;
export const VIP_LEVEL_MAX = 10;
export const PACK_POINTS_MAX = 1_000_000;

export const packTaskKinds = ["signStreak", "recharge", "reservation"] as const;

export const packTask = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("signStreak"), days: whole(1, 365) }),
    z.object({
      kind: z.literal("recharge"),
      currency: z.string(invalid).regex(/^[A-Z]{3}$/, "validation:invalid"),
      amountMinor: whole(1, 1_000_000_000),
    }),
    z.object({ kind: z.literal("reservation") }),
  ],
  invalid,
);
export type PackTaskForm = z.infer<typeof packTask>;

/** Everything the gift centre knows of a pack, as the console edits it. */
export const giftPackForm = z
  .object({
    gameId: entityId,
    names: localizedTexts(60, ["en"]),
    contents: localizedTexts(500, ["en"]),
    instructions: localizedTexts(500),
    /** null: listed at once. */
    startsAt: isoTime.nullable().default(null),
    validUntil: isoTime,
    pointsCost: whole(0, PACK_POINTS_MAX).default(0),
    minVipLevel: whole(0, VIP_LEVEL_MAX).default(0),
    needsDailySignIn: z.boolean(invalid).default(false),
    needsReservation: z.boolean(invalid).default(false),
    needsEmail: z.boolean(invalid).default(false),
    /** A mission pack: claimable once the task is done. */
    task: packTask.nullable().default(null),
    sortOrder: whole(0, 9999).default(0),
    mailOnly: z.boolean(invalid).default(false),
  })
  .refine((form) => !form.startsAt || Date.parse(form.startsAt) < Date.parse(form.validUntil), {
    path: ["validUntil"],
    message: "validation:endBeforeStart",
  });
export type GiftPackForm = z.input<typeof giftPackForm>;
export type GiftPackFields = z.output<typeof giftPackForm>;

export const packStates = ["scheduled", "open", "ended"] as const;

/** A pack's code pool right now. */
export const packStock = z.object({ total: z.number(), claimed: z.number(), unclaimed: z.number() });
export type PackStock = z.infer<typeof packStock>;

/** What the console reads alike of a pack in its list and in its edit form. */
const consoleGiftPackFields = {
  id: z.number(),
  gameId: z.number(),
  startsAt: z.string().nullable(),
  validUntil: z.string(),
  pointsCost: z.number(),
  sortOrder: z.number(),
  mailOnly: z.boolean(),
  stock: packStock,
  rowVersion: z.number(),
};

export const consoleGiftPackRow = z.object({
  ...consoleGiftPackFields,
  gameName: z.string(),
  name: z.string(),
  state: z.enum(packStates),
  taskKind: z.enum(packTaskKinds).nullable(),
});
export type ConsoleGiftPackRow = z.infer<typeof consoleGiftPackRow>;

/** A pack as the console reads it back to edit. */
export const consoleGiftPack = z.object({
  ...consoleGiftPackFields,
  names: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  instructions: z.record(z.string(), z.string()),
  minVipLevel: z.number(),
  needsDailySignIn: z.boolean(),
  needsReservation: z.boolean(),
  needsEmail: z.boolean(),
  task: packTask.nullable(),
});
export type ConsoleGiftPack = z.infer<typeof consoleGiftPack>;

/** The games a pack can belong to, by name in the console's language. */
export const listPackGames = commerceManage.get({
  path: "/console/gift-packs/games",
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const listGiftPacks = commerceManage.get({
  path: "/console/gift-packs",
  query: z.object({ ...pageQuery, gameId: entityId.optional() }),
  data: paged(consoleGiftPackRow),
});

export const getGiftPack = commerceManage.get({
  path: "/console/gift-packs/detail",
  query: z.object({ packId: entityId }),
  data: consoleGiftPack,
});

export const createGiftPack = commerceManage.post({
  path: "/console/gift-packs/create",
  body: giftPackForm,
  data: consoleGiftPack,
});

export const updateGiftPack = commerceManage.post({
  path: "/console/gift-packs/update",
  body: giftPackForm.and(z.object({ packId: entityId, rowVersion })),
  data: consoleGiftPack,
});

export const generateGiftCodes = commerceManage.post({
  path: "/console/gift-packs/generate",
  body: z.object({
    packId: entityId,
    count: z
      .number(invalid)
      .int("validation:invalid")
      .min(1, "validation:invalid")
      .max(GENERATE_MAX, "validation:tooMany"),
  }),
  data: z.object({ added: z.number(), stock: packStock }),
});

/** One bad line of an import file. */
export const importProblemKinds = [
  "columns",
  "empty",
  "tooLong",
  "characters",
  "encoding",
  "duplicateInFile",
  "duplicateInPack",
  "unreadable",
] as const;
export type ImportProblemKind = (typeof importProblemKinds)[number];
export const importProblem = z.object({ line: z.number(), problem: z.enum(importProblemKinds) });
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * Imports a CSV file of codes (multipart, field "file"; one code per line, an optional header
 * line `code`). All or nothing: a refused file answers `codeImportRefused` with the first bad
 * lines as its data.
 */
export const importGiftCodes = commerceManage.post({
  path: "/console/gift-packs/import",
  query: z.object({ packId: entityId }),
  data: z.object({ added: z.number(), stock: packStock }),
});

/** The data of a refused import. */
export const importRefusal = z.object({ problems: z.array(importProblem), problemCount: z.number() });
export type ImportRefusal = z.infer<typeof importRefusal>;

export const exportSelections = ["all", "claimed", "unclaimed"] as const;

/** Streams the pack's codes as CSV (code, claimed_at); not an envelope. */
export const exportGiftCodes = commerceManage.get({
  path: "/console/gift-packs/export",
  query: z.object({ packId: entityId, which: z.enum(exportSelections, invalid).default("all") }),
  data: z.never(),
});

import type {
  ConsoleGiftPack,
  ConsoleGiftPackRow,
  GiftPackFields,
} from "@portal/contracts/console/gift-packs";
import { type Language, languages } from "@portal/contracts/languages";
import type { OfferTexts } from "../../db/schema/gifts.ts";
import { textAlongChain } from "../../platform/localized.ts";
import type { PackRow, PackValues, Stock } from "./gift-packs.repository.ts";

const noStock: Stock = { total: 0, claimed: 0, unclaimed: 0 };
type TextsForm = Pick<GiftPackFields, "names" | "contents" | "instructions">;

/**
 * The form's three six-language texts as the pack stores them: one entry per language that has a
 * name; a language without its own contents or instructions takes the English ones.
 */
export function offerTextsOf(form: TextsForm): OfferTexts {
  const texts: OfferTexts = {};
  for (const language of languages) {
    const name = form.names[language] ?? "";
    if (!name) continue;
    texts[language] = {
      name,
      contents: form.contents[language] || form.contents.en || "",
      instructions: form.instructions?.[language] || form.instructions?.en || "",
    };
  }
  return texts;
}

/** The stored texts back as the form's: a language's copy of the English contents shows as empty again. */
function formTexts(texts: OfferTexts) {
  const pick = (field: "name" | "contents" | "instructions") =>
    Object.fromEntries(
      languages.map((language) => {
        const text = texts[language]?.[field] ?? "";
        const copied = field !== "name" && language !== "en" && text === texts.en?.[field];
        return [language, copied ? "" : text];
      }),
    );
  return { names: pick("name"), contents: pick("contents"), instructions: pick("instructions") };
}

export function packValues(form: GiftPackFields): PackValues {
  return {
    gameId: form.gameId,
    texts: offerTextsOf(form),
    startsAt: form.startsAt ? new Date(form.startsAt) : null,
    validUntil: new Date(form.validUntil),
    pointsCost: form.pointsCost,
    minVipLevel: form.minVipLevel,
    needsDailySignIn: form.needsDailySignIn,
    needsReservation: form.needsReservation,
    needsEmail: form.needsEmail,
    task: form.task,
    sortOrder: form.sortOrder,
    mailOnly: form.mailOnly,
  };
}

/** A pack as the console edits it (and as the audit log records it): never a code. */
export function presentPack(row: PackRow, stock: Stock = noStock): ConsoleGiftPack {
  return {
    id: row.id,
    gameId: row.gameId,
    ...formTexts(row.texts),
    startsAt: row.startsAt?.toISOString() ?? null,
    validUntil: row.validUntil.toISOString(),
    pointsCost: row.pointsCost,
    minVipLevel: row.minVipLevel,
    needsDailySignIn: row.needsDailySignIn,
    needsReservation: row.needsReservation,
    needsEmail: row.needsEmail,
    task: row.task ?? null,
    sortOrder: row.sortOrder,
    mailOnly: row.mailOnly,
    stock,
    rowVersion: row.rowVersion,
  };
}

export function packState(row: Pick<PackRow, "startsAt" | "validUntil">, now: Date) {
  if (row.validUntil <= now) return "ended" as const;
  return row.startsAt && row.startsAt > now ? ("scheduled" as const) : ("open" as const);
}

export function presentPackRow(
  row: PackRow,
  stock: Stock | undefined,
  gameName: string,
  language: Language,
  now: Date,
): ConsoleGiftPackRow {
  return {
    id: row.id,
    gameId: row.gameId,
    gameName,
    name: textAlongChain(row.texts, language, "anyText")?.text.name ?? "",
    state: packState(row, now),
    startsAt: row.startsAt?.toISOString() ?? null,
    validUntil: row.validUntil.toISOString(),
    pointsCost: row.pointsCost,
    taskKind: row.task?.kind ?? null,
    mailOnly: row.mailOnly,
    sortOrder: row.sortOrder,
    stock: stock ?? noStock,
    rowVersion: row.rowVersion,
  };
}

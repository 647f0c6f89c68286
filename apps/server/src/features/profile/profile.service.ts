import type { Language } from "@portal/contracts/languages";
import { birthdayText, isFutureBirthday, type updateUserInfo } from "@portal/contracts/profile";
import type { ParsedBody } from "@portal/contracts/route";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { textAlongChain } from "../../platform/localized.ts";
import { storeMediaBytes } from "../../platform/media-bytes.ts";
import { avatarUrl, type PlayerValues, updatePlayer } from "../account/account.service.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { avatarKey, encodeAvatar, newAvatarBatch } from "./avatar.ts";
import { presentArea, presentVipLevel, vipProgress } from "./profile.presenter.ts";
import * as repo from "./profile.repository.ts";

type ProfileInput = ParsedBody<typeof updateUserInfo>;

/** Saves the given fields of the player's own profile; a birthday may not lie in the future. */
export async function updateProfile(deps: AppDeps, userId: number, input: ProfileInput) {
  const values: PlayerValues = {};
  if (input.nickname !== undefined) values.nickname = input.nickname;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.bio !== undefined) values.bio = input.bio;
  if (input.birthday !== undefined) {
    if (input.birthday && isFutureBirthday(input.birthday, deps.now()))
      throw new AppError("badInput", { field: "birthday" }, "validation:birthdayFuture");
    values.birthday = input.birthday ? birthdayText(input.birthday) : null;
  }
  const row = await updatePlayer(deps.database.db, userId, values);
  if (!row) throw new AppError("saveFailed");
  return { nickname: row.nickname, gender: row.gender, birthday: row.birthday, bio: row.bio };
}

export async function listCountries(deps: AppDeps, language: Language) {
  const rows = await repo.listServedCountries(deps.database.db);
  return rows.map((row) => presentArea(row, language));
}

export async function listRegions(deps: AppDeps, country: string, language: Language) {
  const found = await repo.findCountry(deps.database.db, country);
  if (!found?.served) throw new AppError("areaUnknown");
  const rows = await repo.listRegions(deps.database.db, country);
  return rows.map((row) => presentArea(row, language));
}

/** Only a served country and one of its own regions can be chosen. */
export async function setRegion(
  deps: AppDeps,
  userId: number,
  country: string,
  region: string,
  language: Language,
) {
  const db = deps.database.db;
  const countryRow = await repo.findCountry(db, country);
  const regionRow = countryRow?.served ? await repo.findRegion(db, country, region) : undefined;
  if (!countryRow || !regionRow) throw new AppError("areaUnknown");
  const saved = await updatePlayer(db, userId, { country, region });
  if (!saved) throw new AppError("saveFailed");
  return { country: presentArea(countryRow, language), region: presentArea(regionRow, language) };
}

export async function readRegion(
  deps: AppDeps,
  user: { country: string | null; region: string | null },
  language: Language,
) {
  const db = deps.database.db;
  const countryRow = user.country ? await repo.findCountry(db, user.country) : undefined;
  const regionRow =
    countryRow && user.region ? await repo.findRegion(db, countryRow.code, user.region) : undefined;
  return {
    country: countryRow ? presentArea(countryRow, language) : null,
    region: regionRow ? presentArea(regionRow, language) : null,
  };
}

/**
 * Replaces the player's avatar: the new sizes are stored and the user row points at them in one
 * transaction; the previous avatar's images are removed with it. A bad file changes nothing.
 */
export async function replaceAvatar(deps: AppDeps, userId: number, upload: Buffer) {
  const images = await encodeAvatar(upload);
  const batch = newAvatarBatch();
  const stored = await Promise.all(images.map((image) => storeMediaBytes(deps, image.bytes, "image/webp")));
  return deps.database.db.transaction(async (tx) => {
    const previous = await repo.listAvatarMediaIds(tx, userId);
    const ids: number[] = [];
    for (const [index, image] of images.entries()) {
      ids.push(
        await repo.insertMedia(tx, {
          key: avatarKey(userId, batch, image.size),
          contentType: "image/webp",
          ...stored[index],
          width: image.size,
          height: image.size,
          ownerId: userId,
          createdAt: deps.now(),
        }),
      );
    }
    const saved = await updatePlayer(tx, userId, { avatarMediaId: ids[0] });
    if (!saved) throw new AppError("saveFailed");
    await repo.deleteMedia(
      tx,
      previous.map((m) => m.id),
    );
    return { avatar: avatarUrl(ids[0] ?? null), small: avatarUrl(ids[ids.length - 1] ?? null) };
  });
}

export async function vipCard(
  deps: AppDeps,
  user: { vipLevel: number; vipPoints: number },
  language: Language,
) {
  const rows = await repo.listVipLevels(deps.database.db);
  const levels = rows.map((row) => presentVipLevel(row, language));
  return {
    level: user.vipLevel,
    points: user.vipPoints,
    ...vipProgress(levels, user.vipLevel, user.vipPoints),
    levels,
  };
}

export async function customerService(deps: AppDeps, language: Language) {
  const rows = await repo.listHelpEntries(deps.database.db);
  const present = (row: (typeof rows)[number]) => {
    const text = textAlongChain(row.texts, language, "anyText")?.text;
    return { id: row.id, title: text?.title ?? "", body: text?.body ?? "", link: row.link };
  };
  return {
    channels: rows.filter((r) => r.kind === "channel").map(present),
    faq: rows.filter((r) => r.kind === "faq").map(present),
  };
}

export async function recentPlayed(deps: AppDeps, userId: number, language: Language) {
  const db = deps.database.db;
  const recent = await repo.listRecentGames(db, userId);
  const names = await gameNamesIn(
    db,
    recent.map((g) => g.appId),
    language,
  );
  return recent.map((game) => {
    return {
      appId: game.appId,
      name: names.get(game.appId) ?? "",
      icon: avatarUrl(game.iconMediaId),
      lastSeenAt: game.lastSeenAt.toISOString(),
    };
  });
}

/** Whether the portal serves players from this country (the shielding verdict reads it). */
export async function countryServed(deps: AppDeps, country: string) {
  return Boolean((await repo.findCountry(deps.database.db, country))?.served);
}

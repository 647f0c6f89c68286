import { languages } from "@portal/contracts/languages";
import { eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { GameServerEndpoint } from "../../adapters/game-server-http.ts";
import { loadConfig } from "../../config.ts";
import { awardPoints } from "../../features/points/ledger.service.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { simulatorEndpoint } from "../../sandbox/game-server/server.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/account.ts";
import { games, gameTexts } from "../schema/games.ts";
import { storeArtwork } from "./artwork.ts";
import { demoGames } from "./game-catalogue.ts";
import { seedBoards, seedForumPosts } from "./seed-forums.ts";
import { seedGifts } from "./seed-gifts.ts";
import { seedHome } from "./seed-home.ts";
import { seedMessages } from "./seed-messages.ts";
import { seedNews } from "./seed-news.ts";
import { seedPrepaidCards } from "./seed-prepaid-cards.ts";
import { seedCommunity } from "./seed-reviews.ts";
import { seedDemoStaff } from "./seed-staff.ts";
import { gameTextsFor } from "./seed-texts.ts";
import { seedTopics } from "./seed-topics.ts";
import { seedTopup } from "./seed-topup.ts";

/** Documented in the README: the accounts a person trying the portal can sign in with. */
export const demoPlayers = [
  {
    email: "demo@portal.local",
    password: "demo1234",
    nickname: "DemoPlayer",
    roles: ["player"],
    vipLevel: 3,
    points: 1200,
  },
  {
    email: "gm@portal.local",
    password: "gm123456",
    nickname: "Luna (staff)",
    roles: ["player", "gm"],
    vipLevel: 0,
    points: 0,
  },
  {
    // The games' official account: staff answer players as it from the console.
    email: "official@portal.local",
    password: "official123",
    nickname: "Portal Official",
    roles: ["player", "gm"],
    vipLevel: 0,
    points: 0,
  },
  {
    email: "mod@portal.local",
    password: "mod12345",
    nickname: "ModKai",
    roles: ["player", "moderator"],
    vipLevel: 1,
    points: 100,
  },
  {
    phone: "13800000001",
    password: "phone1234",
    nickname: "PhonePlayer",
    roles: ["player"],
    vipLevel: 1,
    points: 300,
  },
  {
    email: "banned@portal.local",
    password: "banned123",
    nickname: "Rulebreaker",
    roles: ["player"],
    vipLevel: 0,
    points: 0,
    banned: true,
  },
] as const;

/** The demo game's sync-login secret is derived from its slug so the README can show a signed link. */
export const demoSyncSecret = (slug: string) => `sync-secret-${slug}`;

/** First start fills the database; later starts find everything present and change nothing. */
export async function seedDemoContent(
  db: Db,
  log?: FastifyBaseLogger,
  options: { artwork?: boolean; gameSimulator?: GameServerEndpoint; appSecret?: string } = {},
) {
  const added = await seedGames(db, options);
  const players = await seedPlayers(db);
  await seedOfficialAccount(db);
  if (added + players > 0) log?.info(`seeded ${added} games and ${players} demo players`);
  const reviewCount = await seedCommunity(db);
  const homeItems = await seedHome(db);
  if (reviewCount + homeItems > 0) log?.info(`seeded ${reviewCount} reviews and ${homeItems} home items`);
  const newsItems = await seedNews(db, options);
  if (newsItems > 0) log?.info(`seeded ${newsItems} news items, notices and videos`);
  const topicItems = await seedTopics(db, options);
  if (topicItems > 0) log?.info(`seeded ${topicItems} topics and events`);
  const forumItems = (await seedBoards(db)) + (await seedForumPosts(db));
  if (forumItems > 0) log?.info(`seeded ${forumItems} forum boards and posts`);
  const giftItems = await seedGifts(db);
  if (giftItems > 0) log?.info(`seeded ${giftItems} gift packs and mall products`);
  const topupGames = await seedTopup(
    db,
    demoPlayers.map((p) => ("email" in p ? p.email : p.phone)),
    options.gameSimulator ?? simulatorEndpoint(loadConfig({})),
  );
  if (topupGames > 0) log?.info(`seeded top-up for ${topupGames} games`);
  // The cards' PINs are keyed with the server's secret, so only a caller that has it seeds them.
  const demoCards = options.appSecret ? await seedPrepaidCards(db, options.appSecret) : 0;
  if (demoCards > 0) log?.info(`seeded ${demoCards} demo prepaid cards`);
  // The staff's TOTP secret is sealed with the server's secret too.
  const staff = options.appSecret ? await seedDemoStaff(db, options.appSecret) : 0;
  if (staff > 0) log?.info(`seeded ${staff} demo console staff`);
  // Last: mail refers to packs and to what the other features seeded.
  const messageCount = await seedMessages(db);
  if (messageCount > 0) log?.info(`seeded ${messageCount} messages and mails`);
}

export async function seedGames(db: Db, options: { artwork?: boolean } = {}): Promise<number> {
  let added = 0;
  for (const [index, game] of demoGames.entries()) {
    const [existing] = await db.select({ id: games.id }).from(games).where(eq(games.slug, game.slug));
    if (existing) continue;
    const art = options.artwork !== false;
    const iconMediaId = art ? await storeArtwork(db, `game/${game.slug}/icon`, 256, 256) : null;
    const coverMediaId = art ? await storeArtwork(db, `game/${game.slug}/cover`, 750, 420) : null;
    const screenshotMediaIds = art
      ? await Promise.all([1, 2, 3].map((n) => storeArtwork(db, `game/${game.slug}/shot${n}`, 540, 960)))
      : [];
    const [row] = await db
      .insert(games)
      .values({
        slug: game.slug,
        type: game.type,
        platforms: game.platforms,
        status: game.status,
        releaseDate: game.releaseDate,
        company: game.company,
        version: game.version,
        hot: game.hot ?? false,
        recommended: game.recommended ?? false,
        iconMediaId,
        coverMediaId,
        screenshotMediaIds,
        links: {
          official: `https://example.com/${game.slug}`,
          social: `https://social.example.com/${game.slug}`,
          ...(index % 2 ? { community: `https://chat.example.com/${game.slug}` } : {}),
          ...(index % 3 === 0 ? { cafe: `https://cafe.example.com/${game.slug}` } : {}),
        },
        downloads: Object.fromEntries(
          game.platforms.map((p) => [p, `https://download.example.com/${game.slug}/${p}`]),
        ),
        syncSecret: demoSyncSecret(game.slug),
        sortOrder: index,
      })
      .returning({ id: games.id });
    if (!row) continue;
    await db
      .insert(gameTexts)
      .values(languages.map((language) => ({ gameId: row.id, language, ...gameTextsFor(game, language) })));
    added++;
  }
  return added;
}

/** Demo games without an official account get the demo one. */
async function seedOfficialAccount(db: Db) {
  const [official] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "official@portal.local"));
  if (official)
    await db.update(games).set({ officialUserId: official.id }).where(isNull(games.officialUserId));
}

export async function seedPlayers(db: Db): Promise<number> {
  let added = 0;
  for (const player of demoPlayers) {
    const email = "email" in player ? player.email : null;
    const phone = "phone" in player ? player.phone : null;
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(email ? sql`lower(${users.email}) = ${email}` : eq(users.phone, phone ?? ""));
    if (existing) continue;
    const [row] = await db
      .insert(users)
      .values({
        email,
        phone,
        passwordHash: await hashPassword(player.password),
        nickname: player.nickname,
        roles: [...player.roles],
        vipLevel: player.vipLevel,
        consentPersonalDataAt: new Date(),
        ...("banned" in player ? { bannedUntil: new Date("2099-01-01"), banReason: "Cheating" } : {}),
      })
      .returning({ id: users.id });
    if (row && player.points)
      await awardPoints(db, row.id, player.points, { reason: "welcome", reference: "welcome" });
    added++;
  }
  return added;
}

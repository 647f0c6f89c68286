// What the publisher and the players bring before the load: one game with its top-up goods on the
// simulated game server, its discussion board, a gift pack, and players with a password and roles.
import { sql } from "drizzle-orm";
import type { Database } from "../../../apps/server/src/db/client.ts";
import { users } from "../../../apps/server/src/db/schema/account.ts";
import { forums } from "../../../apps/server/src/db/schema/forums.ts";
import { giftCodes, giftPacks } from "../../../apps/server/src/db/schema/gifts.ts";
import { giveRoles, seedTopupGame } from "../../../apps/server/src/db/seed/seed-topup.ts";
import { hashPassword } from "../../../apps/server/src/platform/passwords.ts";
import { insertGame } from "../../../apps/server/src/testing/games.ts";

export const PASSWORD = "topology-run-2026";

export interface Player {
  id: number;
  email: string;
}

export interface Catalogue {
  gameId: number;
  goodsId: number;
  forumId: number;
  packId: number;
  players: Player[];
}

export async function seedCatalogue(
  database: Database,
  gameServer: { url: string; secret: string },
  playerCount: number,
): Promise<Catalogue> {
  const db = database.db;
  const gameId = await insertGame(db, { slug: "star-quest", names: { en: "Star Quest" } });
  await seedTopupGame(db, gameId, gameServer);
  const goods = await db.execute<{ id: number }>(
    sql`select id from topup_goods where game_id = ${gameId} order by id limit 1`,
  );
  const [forum] = await db.insert(forums).values({ gameId, kind: "discussion" }).returning({ id: forums.id });
  const packId = await seedPack(database, gameId, playerCount);
  return {
    gameId,
    goodsId: goods.rows[0]?.id ?? 0,
    forumId: forum?.id ?? 0,
    packId,
    players: await seedPlayers(database, gameId, playerCount),
  };
}

/** A pack with one code per player: every claim the load sees succeed took a distinct code. */
async function seedPack(database: Database, gameId: number, codes: number) {
  const [pack] = await database.db
    .insert(giftPacks)
    .values({
      gameId,
      texts: { en: { name: "Launch pack", contents: "100 gems", instructions: "Redeem in game" } },
      validUntil: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: giftPacks.id });
  const packId = pack?.id ?? 0;
  await database.db
    .insert(giftCodes)
    .values(Array.from({ length: codes }, (_, n) => ({ packId, code: `LAUNCH-${n}` })));
  return packId;
}

async function seedPlayers(database: Database, gameId: number, count: number): Promise<Player[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        nickname: `Player${n}`,
        email: `player${n}@topology.example.com`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const row of rows) await giveRoles(database.db, row.id, gameId);
  return rows.map((row) => ({ id: row.id, email: row.email ?? "" }));
}

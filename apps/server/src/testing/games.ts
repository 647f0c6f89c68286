import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { games, gameTexts } from "../db/schema/games.ts";
import { seedGames } from "../db/seed/seed.ts";
import type { TestApp } from "./test-app.ts";

/** The 12 demo games without artwork; answers their ids by slug. */
export async function seedTestGames(t: TestApp): Promise<Map<string, number>> {
  await seedGames(t.database.db, { artwork: false });
  const rows = await t.database.db.select({ id: games.id, slug: games.slug }).from(games);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`no game ${slug}`);
  return id;
}

/**
 * A released web game straight into the database (the operator console's job in production), with
 * a name per language given; tests, fault runs and production-mode runs start from it.
 */
export async function insertGame(
  db: Db,
  values: { slug: string; status?: "released" | "upcoming"; names: Record<string, string> },
): Promise<number> {
  const [row] = await db
    .insert(games)
    .values({
      slug: values.slug,
      type: "rpg",
      platforms: ["web"],
      status: values.status ?? "released",
      releaseDate: "2026-01-01",
      company: "Test Studio",
      version: "1.0.0",
      downloads: { web: `https://download.example.com/${values.slug}/web` },
      syncSecret: "test",
    })
    .returning({ id: games.id });
  if (!row) throw new Error("game insert failed");
  await db.insert(gameTexts).values(
    Object.entries(values.names).map(([language, name]) => ({
      gameId: row.id,
      language,
      name,
      summary: `${name} summary (${language})`,
    })),
  );
  return row.id;
}

/** A game with names in only some languages (to exercise the fallback chain). */
export function addGame(
  t: TestApp,
  values: { slug: string; status?: "released" | "upcoming"; names: Record<string, string> },
): Promise<number> {
  return insertGame(t.database.db, values);
}

/** A game's kept rating as players' reviews move it: how many rated, their stars' sum, the average. */
export async function gameRating(t: TestApp, appId: number) {
  const [row] = await t.database.db
    .select({ count: games.ratingCount, sum: games.ratingSum, rating: games.rating })
    .from(games)
    .where(eq(games.id, appId));
  return row;
}

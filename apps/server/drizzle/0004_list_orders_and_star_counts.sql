DROP INDEX "games_release_idx";--> statement-breakpoint
DROP INDEX "reviews_game_rating_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rating_stars_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rating_stars_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rating_stars_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rating_stars_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rating_stars_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("release_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "games_rating_order_idx" ON "games" USING btree ("rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree (("likes_count" + "follows_count" + "reservations_count" + "rating_count") desc,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "reviews_game_lowest_idx" ON "reviews" USING btree ("game_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_game_rating_idx" ON "reviews" USING btree ("game_id","rating","created_at","id");--> statement-breakpoint
-- Star counts per game (games.rating_stars_1…5), kept by the database itself so that every writer
-- (the reviews service, seeds, scripts) keeps them right. Inserts and deletes are counted per
-- statement from transition tables (a bulk insert is one UPDATE per game); a changed rating per row.
CREATE FUNCTION reviews_stars_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET
    rating_stars_1 = g.rating_stars_1 + d.s1, rating_stars_2 = g.rating_stars_2 + d.s2,
    rating_stars_3 = g.rating_stars_3 + d.s3, rating_stars_4 = g.rating_stars_4 + d.s4,
    rating_stars_5 = g.rating_stars_5 + d.s5
  FROM (
    SELECT game_id, count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
      count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
      count(*) FILTER (WHERE rating = 5)::int AS s5
    FROM added GROUP BY game_id
  ) d
  WHERE g.id = d.game_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reviews_stars_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET
    rating_stars_1 = g.rating_stars_1 - d.s1, rating_stars_2 = g.rating_stars_2 - d.s2,
    rating_stars_3 = g.rating_stars_3 - d.s3, rating_stars_4 = g.rating_stars_4 - d.s4,
    rating_stars_5 = g.rating_stars_5 - d.s5
  FROM (
    SELECT game_id, count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
      count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
      count(*) FILTER (WHERE rating = 5)::int AS s5
    FROM removed GROUP BY game_id
  ) d
  WHERE g.id = d.game_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reviews_stars_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games SET
    rating_stars_1 = rating_stars_1 - (OLD.rating = 1)::int, rating_stars_2 = rating_stars_2 - (OLD.rating = 2)::int,
    rating_stars_3 = rating_stars_3 - (OLD.rating = 3)::int, rating_stars_4 = rating_stars_4 - (OLD.rating = 4)::int,
    rating_stars_5 = rating_stars_5 - (OLD.rating = 5)::int
  WHERE id = OLD.game_id;
  UPDATE games SET
    rating_stars_1 = rating_stars_1 + (NEW.rating = 1)::int, rating_stars_2 = rating_stars_2 + (NEW.rating = 2)::int,
    rating_stars_3 = rating_stars_3 + (NEW.rating = 3)::int, rating_stars_4 = rating_stars_4 + (NEW.rating = 4)::int,
    rating_stars_5 = rating_stars_5 + (NEW.rating = 5)::int
  WHERE id = NEW.game_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_stars_added AFTER INSERT ON reviews REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_stars_added();
--> statement-breakpoint
CREATE TRIGGER reviews_stars_removed AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_stars_removed();
--> statement-breakpoint
CREATE TRIGGER reviews_stars_changed AFTER UPDATE OF rating, game_id ON reviews FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.game_id IS DISTINCT FROM NEW.game_id)
  EXECUTE FUNCTION reviews_stars_changed();
--> statement-breakpoint
UPDATE games g SET
  rating_stars_1 = c.s1, rating_stars_2 = c.s2, rating_stars_3 = c.s3, rating_stars_4 = c.s4, rating_stars_5 = c.s5
FROM (
  SELECT game_id, count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
    count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
    count(*) FILTER (WHERE rating = 5)::int AS s5
  FROM reviews GROUP BY game_id
) c
WHERE g.id = c.game_id;

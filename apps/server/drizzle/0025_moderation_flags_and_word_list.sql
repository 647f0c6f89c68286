CREATE TABLE "word_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_one_per_player";--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "word_list_word" ON "word_list" USING btree ("word");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_player" ON "reviews" USING btree ("game_id","user_id") WHERE "reviews"."deleted_at" is null;
--> statement-breakpoint
-- hand-written: the star counts on games count only reviews players see (neither hidden nor deleted).
CREATE OR REPLACE FUNCTION reviews_stars_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET
    rating_stars_1 = g.rating_stars_1 + d.s1, rating_stars_2 = g.rating_stars_2 + d.s2,
    rating_stars_3 = g.rating_stars_3 + d.s3, rating_stars_4 = g.rating_stars_4 + d.s4,
    rating_stars_5 = g.rating_stars_5 + d.s5
  FROM (
    SELECT game_id, count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
      count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
      count(*) FILTER (WHERE rating = 5)::int AS s5
    FROM added WHERE hidden_at IS NULL AND deleted_at IS NULL GROUP BY game_id
  ) d
  WHERE g.id = d.game_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_stars_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET
    rating_stars_1 = g.rating_stars_1 - d.s1, rating_stars_2 = g.rating_stars_2 - d.s2,
    rating_stars_3 = g.rating_stars_3 - d.s3, rating_stars_4 = g.rating_stars_4 - d.s4,
    rating_stars_5 = g.rating_stars_5 - d.s5
  FROM (
    SELECT game_id, count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
      count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
      count(*) FILTER (WHERE rating = 5)::int AS s5
    FROM removed WHERE hidden_at IS NULL AND deleted_at IS NULL GROUP BY game_id
  ) d
  WHERE g.id = d.game_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_stars_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hidden_at IS NULL AND OLD.deleted_at IS NULL THEN
    UPDATE games SET
      rating_stars_1 = rating_stars_1 - (OLD.rating = 1)::int, rating_stars_2 = rating_stars_2 - (OLD.rating = 2)::int,
      rating_stars_3 = rating_stars_3 - (OLD.rating = 3)::int, rating_stars_4 = rating_stars_4 - (OLD.rating = 4)::int,
      rating_stars_5 = rating_stars_5 - (OLD.rating = 5)::int
    WHERE id = OLD.game_id;
  END IF;
  IF NEW.hidden_at IS NULL AND NEW.deleted_at IS NULL THEN
    UPDATE games SET
      rating_stars_1 = rating_stars_1 + (NEW.rating = 1)::int, rating_stars_2 = rating_stars_2 + (NEW.rating = 2)::int,
      rating_stars_3 = rating_stars_3 + (NEW.rating = 3)::int, rating_stars_4 = rating_stars_4 + (NEW.rating = 4)::int,
      rating_stars_5 = rating_stars_5 + (NEW.rating = 5)::int
    WHERE id = NEW.game_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER reviews_stars_changed ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_stars_changed AFTER UPDATE OF rating, game_id, hidden_at, deleted_at ON reviews FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.game_id IS DISTINCT FROM NEW.game_id
    OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION reviews_stars_changed();

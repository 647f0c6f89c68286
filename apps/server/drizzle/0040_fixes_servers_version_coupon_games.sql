CREATE TABLE "topup_server_lists" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_campaigns" DROP CONSTRAINT "coupon_campaigns_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD COLUMN "game_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "game_ids" integer[];--> statement-breakpoint
ALTER TABLE "topup_server_lists" ADD CONSTRAINT "topup_server_lists_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a campaign's or coupon's one game becomes a list of one (null stays: every game).
UPDATE "coupon_campaigns" SET "game_ids" = ARRAY["game_id"] WHERE "game_id" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "game_ids" = ARRAY["game_id"] WHERE "game_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" DROP COLUMN "game_id";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "game_id";
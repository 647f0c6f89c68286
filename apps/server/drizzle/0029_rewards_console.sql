CREATE TABLE "reward_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize" text NOT NULL,
	"points" integer NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "treasure_prizes_weight_not_negative" CHECK ("treasure_prizes"."weight" >= 0),
	CONSTRAINT "treasure_prizes_points_not_negative" CHECK ("treasure_prizes"."points" >= 0),
	CONSTRAINT "treasure_prizes_stock_not_negative" CHECK ("treasure_prizes"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mall_products" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_products" ADD COLUMN "per_player_limit" integer;--> statement-breakpoint
ALTER TABLE "mall_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "treasure_prizes_prize_idx" ON "treasure_prizes" USING btree ("prize");--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_product_idx" ON "mall_exchanges" USING btree ("user_id","product_id");--> statement-breakpoint
-- Hand-written: the rules the server hard-coded until the console could edit them.
INSERT INTO "treasure_prizes" ("prize", "points", "weight", "sort_order") VALUES
	('thanks', 0, 40, 0), ('small', 10, 30, 1), ('medium', 30, 20, 2), ('large', 100, 8, 3), ('jackpot', 500, 2, 4);--> statement-breakpoint
INSERT INTO "reward_rules" ("key", "value") VALUES
	('signIn', '{"points":[5,10,15,20,25,30,50]}'), ('treasureBox', '{"cost":30}');

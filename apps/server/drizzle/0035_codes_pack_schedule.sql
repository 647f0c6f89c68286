DROP INDEX "gift_codes_one_per_player_idx";--> statement-breakpoint
DROP INDEX "gift_codes_owner_idx";--> statement-breakpoint
ALTER TABLE "gift_packs" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_packs" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_one_per_player_idx" ON "gift_codes" USING btree ("pack_id","user_id") WHERE "gift_codes"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "gift_codes_owner_idx" ON "gift_codes" USING btree ("user_id","claimed_at") WHERE "gift_codes"."user_id" is not null;
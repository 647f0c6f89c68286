ALTER TABLE "gift_packs" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_packs" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;
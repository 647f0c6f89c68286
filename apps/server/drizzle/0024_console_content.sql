ALTER TABLE "games" ADD COLUMN "hot_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "publish_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z';--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
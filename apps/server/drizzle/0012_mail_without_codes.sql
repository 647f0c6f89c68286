ALTER TABLE "gift_packs" ADD COLUMN "mail_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" DROP COLUMN "gift_code";
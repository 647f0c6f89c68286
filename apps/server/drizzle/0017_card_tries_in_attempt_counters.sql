DROP TABLE "prepaid_card_tries" CASCADE;--> statement-breakpoint
ALTER TABLE "prepaid_cards" DROP COLUMN "tries";--> statement-breakpoint
ALTER TABLE "prepaid_cards" DROP COLUMN "tries_since";
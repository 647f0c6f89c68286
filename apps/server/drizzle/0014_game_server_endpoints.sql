CREATE TABLE "game_server_endpoints" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_game_deliveries" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_game_deliveries" ADD COLUMN "receipt_id" text DEFAULT ('rcpt_' || md5(random()::text)) NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD COLUMN "game_open_id" text;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD COLUMN "game_receipt_id" text;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "game_server_endpoints" ADD CONSTRAINT "game_server_endpoints_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;
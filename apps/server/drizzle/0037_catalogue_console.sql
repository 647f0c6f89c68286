CREATE TABLE "coupon_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"min_spend_minor" bigint DEFAULT 0 NOT NULL,
	"game_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "coupon_campaigns_value_positive" CHECK ("coupon_campaigns"."value" > 0),
	CONSTRAINT "coupon_campaigns_window" CHECK ("coupon_campaigns"."ends_at" > "coupon_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "payment_region_methods" (
	"region" text NOT NULL,
	"method_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_region_methods_region_method_id_pk" PRIMARY KEY("region","method_id")
);
--> statement-breakpoint
CREATE TABLE "topup_servers" (
	"game_id" integer NOT NULL,
	"server_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topup_servers_game_id_server_id_pk" PRIMARY KEY("game_id","server_id")
);
--> statement-breakpoint
ALTER TABLE "stored_activities" ADD COLUMN "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "topup_goods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_servers" ADD CONSTRAINT "topup_servers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_campaign_user_idx" ON "coupons" USING btree ("campaign_id","user_id");--> statement-breakpoint
-- Hand-written: the payment methods each region offered when they were constants in code, in their order.
INSERT INTO "payment_region_methods" ("region", "method_id", "sort_order") VALUES
	('ID', 'card', 1), ('ID', 'dana', 2), ('ID', 'qris', 3), ('ID', 'emailOrder', 4), ('ID', 'ppCard', 5),
	('VN', 'card', 1), ('VN', 'momo', 2), ('VN', 'vietqr', 3), ('VN', 'ppCard', 4),
	('TH', 'card', 1), ('TH', 'truemoney', 2), ('TH', 'promptpay', 3), ('TH', 'emailOrder', 4),
	('TW', 'card', 1), ('TW', 'emailOrder', 2),
	('US', 'card', 1), ('US', 'paypal', 2), ('US', 'emailOrder', 3)
ON CONFLICT DO NOTHING;

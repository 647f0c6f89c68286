CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"min_spend_minor" bigint DEFAULT 0 NOT NULL,
	"game_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"used_order_no" text
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_deliveries" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"server_id" text NOT NULL,
	"role_id" text NOT NULL,
	"sku" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_roles" (
	"game_id" integer NOT NULL,
	"server_id" text NOT NULL,
	"role_id" text NOT NULL,
	"open_id" text NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sandbox_game_roles_game_id_server_id_role_id_pk" PRIMARY KEY("game_id","server_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_servers" (
	"game_id" integer NOT NULL,
	"server_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_game_servers_game_id_server_id_pk" PRIMARY KEY("game_id","server_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "topup_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"sku" text NOT NULL,
	"names" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"game_id" integer NOT NULL,
	"server_id" text NOT NULL,
	"server_name" text NOT NULL,
	"role_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_level" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"region" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"coupon_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"card_serial_last4" text,
	"pay_url" text,
	"gateway_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "topup_orders_amount_positive" CHECK ("topup_orders"."amount_minor" > 0 AND "topup_orders"."amount_minor" <= "topup_orders"."price_minor")
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "wallet_balances_not_negative" CHECK ("wallet_balances"."balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_activities" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "stored_activities" ADD COLUMN "min_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_activities" ADD COLUMN "bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_goods" ADD CONSTRAINT "topup_goods_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_goods_id_topup_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."topup_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sandbox_game_roles_open_idx" ON "sandbox_game_roles" USING btree ("game_id","open_id");--> statement-breakpoint
CREATE INDEX "topup_goods_game_idx" ON "topup_goods" USING btree ("game_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_orders_idempotency_idx" ON "topup_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_orders_user_idx" ON "topup_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_orders_open_idx" ON "topup_orders" USING btree ("status","expires_at");
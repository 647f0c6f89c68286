CREATE TABLE "daily_sign_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"points_cost" integer DEFAULT 0 NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"needs_daily_sign_in" boolean DEFAULT false NOT NULL,
	"needs_reservation" boolean DEFAULT false NOT NULL,
	"needs_email" boolean DEFAULT false NOT NULL,
	"task" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_packs_cost_not_negative" CHECK ("gift_packs"."points_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"physical" boolean DEFAULT false NOT NULL,
	"game_id" integer,
	"texts" jsonb NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_products_stock_not_negative" CHECK ("mall_products"."stock" >= 0),
	CONSTRAINT "mall_products_cost_positive" CHECK ("mall_products"."points_cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "treasure_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prize" text NOT NULL,
	"points_cost" integer NOT NULL,
	"points_won" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_sign_ins" ADD CONSTRAINT "daily_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_pack_id_gift_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."gift_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_packs" ADD CONSTRAINT "gift_packs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_sign_ins_day_idx" ON "daily_sign_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_idx" ON "gift_codes" USING btree ("pack_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_one_per_player_idx" ON "gift_codes" USING btree ("pack_id","user_id");--> statement-breakpoint
CREATE INDEX "gift_codes_free_idx" ON "gift_codes" USING btree ("pack_id","id") WHERE "gift_codes"."user_id" is null;--> statement-breakpoint
CREATE INDEX "gift_codes_owner_idx" ON "gift_codes" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE INDEX "gift_packs_game_idx" ON "gift_packs" USING btree ("game_id","sort_order");--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_idx" ON "mall_exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mall_products_section_idx" ON "mall_products" USING btree ("section","sort_order");--> statement-breakpoint
CREATE INDEX "treasure_draws_user_idx" ON "treasure_draws" USING btree ("user_id","id");
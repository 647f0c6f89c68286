CREATE TABLE "points_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_balances_not_negative" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_totals" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recharge_totals_user_id_game_id_currency_pk" PRIMARY KEY("user_id","game_id","currency")
);
--> statement-breakpoint
-- Rows written before causes were required get their own id as the cause.
UPDATE "points_ledger" SET "reference" = "id"::text WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_totals" ADD CONSTRAINT "recharge_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_totals" ADD CONSTRAINT "recharge_totals_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_cause_idx" ON "points_ledger" USING btree ("user_id","reason","reference");--> statement-breakpoint
-- The balances start as the sum of the ledger so far.
INSERT INTO "points_balances" ("user_id", "balance") SELECT "user_id", sum("delta") FROM "points_ledger" GROUP BY "user_id";

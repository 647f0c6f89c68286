CREATE TABLE "dashboard_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "dashboard_daily_metric_day_key_currency_pk" PRIMARY KEY("metric","day","key","currency")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
-- Hand-written: indexes on other features' tables for the dashboards' day ranges (the live "today"
-- and the rebuild of a few days read a day's rows, not the whole table).
-- topup_orders by created_at: the (created_at, order_no) index of migration 0031 serves it.
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_created_at_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gift_codes_claimed_at_idx" ON "gift_codes" USING btree ("claimed_at") WHERE "claimed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topup_orders_paid_at_idx" ON "topup_orders" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topup_orders_delivered_at_idx" ON "topup_orders" USING btree ("delivered_at") WHERE "delivered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_refunds_completed_at_idx" ON "order_refunds" USING btree ("completed_at") WHERE "status" = 'succeeded';

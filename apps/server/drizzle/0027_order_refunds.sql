CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "topup_orders" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_no_topup_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."topup_orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_idx" ON "order_refunds" USING btree ("order_no","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_refund_within_amount" CHECK ("topup_orders"."refunded_minor" >= 0 AND "topup_orders"."refunded_minor" <= "topup_orders"."amount_minor");
CREATE TABLE "order_delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"answer" text
);
--> statement-breakpoint
ALTER TABLE "order_delivery_attempts" ADD CONSTRAINT "order_delivery_attempts_order_no_topup_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."topup_orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_delivery_attempts_order_idx" ON "order_delivery_attempts" USING btree ("order_no","at");--> statement-breakpoint
CREATE INDEX "topup_orders_created_idx" ON "topup_orders" USING btree ("created_at","order_no");--> statement-breakpoint
CREATE INDEX "topup_orders_gateway_ref_idx" ON "topup_orders" USING btree ("gateway_ref");
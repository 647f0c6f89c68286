CREATE TABLE "prepaid_card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"face_value_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_card_batches_value_positive" CHECK ("prepaid_card_batches"."face_value_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "prepaid_card_tries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"serial" text NOT NULL,
	"pin_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"used_order_no" text,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"tries_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prepaid_card_tries" ADD CONSTRAINT "prepaid_card_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_cards" ADD CONSTRAINT "prepaid_cards_batch_id_prepaid_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."prepaid_card_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_cards" ADD CONSTRAINT "prepaid_cards_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_card_batches_code_idx" ON "prepaid_card_batches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_cards_serial_idx" ON "prepaid_cards" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "prepaid_cards_batch_idx" ON "prepaid_cards" USING btree ("batch_id");
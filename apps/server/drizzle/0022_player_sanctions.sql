CREATE TABLE "player_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"staff_id" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "muted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mute_reason" text;--> statement-breakpoint
ALTER TABLE "player_sanctions" ADD CONSTRAINT "player_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sanctions" ADD CONSTRAINT "player_sanctions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sanctions" ADD CONSTRAINT "player_sanctions_lifted_by_staff_members_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_sanctions_user_idx" ON "player_sanctions" USING btree ("user_id","starts_at");
CREATE TYPE "public"."derby_event_status" AS ENUM('open', 'closed', 'raced', 'cancelled');--> statement-breakpoint
CREATE TABLE "derby_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pool" text NOT NULL,
	"horse" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "derby_bets_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "derby_bets_pool_ck" CHECK ("derby_bets"."pool" in ('win', 'place', 'show') and "derby_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "derby_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"horses" jsonb NOT NULL,
	"post_time" timestamp with time zone NOT NULL,
	"takeout_bps" integer NOT NULL,
	"status" "derby_event_status" DEFAULT 'open' NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"entropy_source" text NOT NULL,
	"beacon_chain" text,
	"beacon_round" bigint,
	"entropy" text,
	"beacon_signature" text,
	"finish_order" smallint[],
	"settlement" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raced_at" timestamp with time zone,
	CONSTRAINT "derby_events_takeout_ck" CHECK ("derby_events"."takeout_bps" between 0 and 3000)
);
--> statement-breakpoint
CREATE TABLE "derby_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"virtual_every_minutes" integer,
	"takeout_bps" integer DEFAULT 1500 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "derby_settings_one_row_ck" CHECK ("derby_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "derby_bets" ADD CONSTRAINT "derby_bets_event_id_derby_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."derby_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "derby_bets" ADD CONSTRAINT "derby_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "derby_events" ADD CONSTRAINT "derby_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "derby_settings" ADD CONSTRAINT "derby_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "derby_bets_event_idx" ON "derby_bets" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "derby_bets_user_idx" ON "derby_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "derby_events_due_idx" ON "derby_events" USING btree ("status","post_time");--> statement-breakpoint
-- Virtual races off until an admin turns them on (/derby admin), 15% takeout.
INSERT INTO "derby_settings" ("id", "virtual_every_minutes", "takeout_bps") VALUES (1, NULL, 1500);

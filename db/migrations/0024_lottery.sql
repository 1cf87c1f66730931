CREATE TYPE "public"."lottery_draw_status" AS ENUM('open', 'closed', 'drawn', 'cancelled');--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pick" integer NOT NULL,
	"of" integer NOT NULL,
	"ticket_price" integer NOT NULL,
	"house_bps" integer NOT NULL,
	"ranks" jsonb NOT NULL,
	"min_tickets" integer NOT NULL,
	"ticket_limit" integer NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" "lottery_draw_status" DEFAULT 'open' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"entropy_source" text NOT NULL,
	"beacon_chain" text,
	"beacon_round" bigint,
	"entropy" text,
	"beacon_signature" text,
	"winning" integer[],
	"paid" bigint,
	"house" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_times_ck" CHECK ("lottery_draws"."draw_at" >= "lottery_draws"."sales_close_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"numbers" integer[] NOT NULL,
	"quick_pick" boolean DEFAULT false NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"matched" integer,
	"prize" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","sales_close_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","seq");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","created_at");
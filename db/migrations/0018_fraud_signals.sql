CREATE TYPE "public"."fraud_signal_status" AS ENUM('open', 'reviewed');--> statement-breakpoint
CREATE TABLE "fraud_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"found" integer NOT NULL,
	"took_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_ids" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"status" "fraud_signal_status" DEFAULT 'open' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "fraud_signals_key_uq" UNIQUE("kind","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_signals_status_idx" ON "fraud_signals" USING btree ("status","last_seen_at");
ALTER TABLE "ludo_games" ADD COLUMN "interrupted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ludo_games" ADD COLUMN "interruption_seen_by" jsonb DEFAULT '[]'::jsonb NOT NULL;
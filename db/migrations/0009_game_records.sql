CREATE TYPE "public"."game_record_status" AS ENUM('active', 'finished', 'aborted');--> statement-breakpoint
CREATE TABLE "game_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"room_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"fee" integer NOT NULL,
	"status" "game_record_status" DEFAULT 'active' NOT NULL,
	"players" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"draws" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"interrupted_at" timestamp with time zone,
	"interruption_seen_by" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_records_room_idx" ON "game_records" USING btree ("game","room_id","started_at");--> statement-breakpoint
INSERT INTO "game_records" ("id", "game", "room_id", "mode", "currency", "fee", "status", "players", "server_seed", "server_seed_hash", "client_seed", "draws", "result", "details", "started_at", "ended_at", "interrupted_at", "interruption_seen_by")
SELECT "id", 'ludo', "room_id", "game_type", "currency", "fee", "status"::text::"game_record_status", "players", "server_seed", "server_seed_hash", "client_seed", "rolls", "winners", jsonb_build_object('rules', "rules"), "started_at", "ended_at", "interrupted_at", "interruption_seen_by"
FROM "ludo_games";

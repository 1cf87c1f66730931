CREATE TYPE "public"."ludo_game_status" AS ENUM('active', 'finished', 'aborted');--> statement-breakpoint
CREATE TABLE "ludo_games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"game_type" text NOT NULL,
	"rules" text NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"fee" integer NOT NULL,
	"status" "ludo_game_status" DEFAULT 'active' NOT NULL,
	"players" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"rolls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"winners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ludo_games_room_idx" ON "ludo_games" USING btree ("room_id","started_at");
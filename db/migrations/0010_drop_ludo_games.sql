DROP TABLE "ludo_games" CASCADE;--> statement-breakpoint
DROP TYPE "public"."ludo_game_status";
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'jackpot';--> statement-breakpoint
ALTER TYPE "public"."wallet_tx_type" ADD VALUE 'SPIN';--> statement-breakpoint
CREATE TABLE "spin_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"free_spin_day" date,
	"spin_view_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_players_credits_ck" CHECK ("spin_players"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spin_pot" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spin_pot_one_row_ck" CHECK ("spin_pot"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "spin_revealed_seeds" (
	"server_seed_hash" text PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"user_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"table_version" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"segment" smallint NOT NULL,
	"prize" jsonb NOT NULL,
	"stake" integer NOT NULL,
	"coins" bigint NOT NULL,
	"contribution" integer NOT NULL,
	"jackpot" bigint NOT NULL,
	"dropped" text,
	"pot_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spins_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "wheel_tables" (
	"version" integer PRIMARY KEY NOT NULL,
	"segments" jsonb NOT NULL,
	"price" integer NOT NULL,
	"jackpot_share_bps" integer NOT NULL,
	"jackpot_seed" integer NOT NULL,
	"jackpot_cap" integer,
	"jackpot_must_drop_ms" integer,
	"free_spin_stake" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_tables_price_ck" CHECK ("wheel_tables"."price" > 0 and "wheel_tables"."free_spin_stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spin_players" ADD CONSTRAINT "spin_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_revealed_seeds" ADD CONSTRAINT "spin_revealed_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_tables" ADD CONSTRAINT "wheel_tables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spins_user_idx" ON "spins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "spins_drops_idx" ON "spins" USING btree ("created_at") WHERE "spins"."jackpot" > 0;--> statement-breakpoint
-- The wheel's first published table (packages/rules-wheel DEFAULT_WHEEL, laid out the same way): 54 equal segments,
-- 1 coin a spin, 5% of each purchase to the pot, seeded with 5 coins; a free spin's prizes on a 1-coin stake.
INSERT INTO "wheel_tables" ("version", "segments", "price", "jackpot_share_bps", "jackpot_seed", "jackpot_cap", "jackpot_must_drop_ms", "free_spin_stake")
VALUES (1, '[{"kind":"coins","multiplier":500},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"coins","multiplier":1000},{"kind":"coins","multiplier":200},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"coins","multiplier":300},{"kind":"lose"},{"kind":"lose"},{"kind":"jackpot"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":200},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"lose"},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"coins","multiplier":200},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"coins","multiplier":300},{"kind":"lose"},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":200},{"kind":"coins","multiplier":100},{"kind":"lose"},{"kind":"lose"},{"kind":"coins","multiplier":50},{"kind":"coins","multiplier":100},{"kind":"lose"}]'::jsonb, 100, 500, 500, NULL, NULL, 100);
--> statement-breakpoint
INSERT INTO "spin_pot" ("id") VALUES (1);

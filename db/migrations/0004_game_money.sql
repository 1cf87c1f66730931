CREATE TYPE "public"."game_escrow_status" AS ENUM('open', 'settled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."wallet_tx_status" AS ENUM('PENDING', 'SUCCESS', 'FAILED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."wallet_tx_type" AS ENUM('DEPOSIT', 'WITHDRAW', 'ENTRY_FEE', 'WINNING', 'REFUND', 'BONUS');--> statement-breakpoint
CREATE TABLE "game_escrows" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"fee" bigint NOT NULL,
	"status" "game_escrow_status" DEFAULT 'open' NOT NULL,
	"process_id" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_escrows_fee_ck" CHECK ("game_escrows"."fee" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game" text NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"commission_bps" integer NOT NULL,
	"shares" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_rules_commission_ck" CHECK ("payout_rules"."commission_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_deposit_limit" bigint,
	"pending_daily_deposit_limit" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "wallet_tx_type" NOT NULL,
	"status" "wallet_tx_status" NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_ck" CHECK ("wallet_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_escrows_open_idx" ON "game_escrows" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "payout_rules_game_idx" ON "payout_rules" USING btree ("game","players");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("reference");
CREATE TYPE "public"."referral_earning_status" AS ENUM('pending', 'held', 'paid', 'forfeited');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'referral';--> statement-breakpoint
ALTER TYPE "public"."wallet_tx_type" ADD VALUE 'REFERRAL';--> statement-breakpoint
CREATE TABLE "referral_accruals" (
	"transfer_id" uuid PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"accrued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"game" text NOT NULL,
	"referee_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"commission" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" "referral_earning_status" NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "referral_earnings_once_uq" UNIQUE("transfer_id","referee_id","level"),
	CONSTRAINT "referral_earnings_level_ck" CHECK ("referral_earnings"."level" in (1, 2)),
	CONSTRAINT "referral_earnings_amount_ck" CHECK ("referral_earnings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"earnings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accrued" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"payouts" integer NOT NULL,
	"took_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"direct_bps" integer NOT NULL,
	"indirect_bps" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_one_row_ck" CHECK ("referral_settings"."id" = 1),
	CONSTRAINT "referral_settings_rates_ck" CHECK ("referral_settings"."direct_bps" >= 0 and "referral_settings"."indirect_bps" >= 0 and "referral_settings"."direct_bps" + "referral_settings"."indirect_bps" <= 5000)
);
--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_earnings_referrer_idx" ON "referral_earnings" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_earnings_status_idx" ON "referral_earnings" USING btree ("status","referrer_id");--> statement-breakpoint
CREATE INDEX "referral_payouts_user_idx" ON "referral_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
-- The programme's rates until the admin sets others: 25% of the commission to the direct referrer, 5% to the indirect one.
INSERT INTO "referral_settings" ("id", "direct_bps", "indirect_bps") VALUES (1, 2500, 500);

ALTER TYPE "public"."wallet_tx_status" ADD VALUE 'AWAITING_CONFIRMATION';--> statement-breakpoint
ALTER TYPE "public"."wallet_tx_status" ADD VALUE 'EXPIRED';--> statement-breakpoint
CREATE TABLE "withdrawal_codes" (
	"withdrawal_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_codes" ADD CONSTRAINT "withdrawal_codes_withdrawal_id_wallet_transactions_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_codes" ADD CONSTRAINT "withdrawal_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_codes_user_idx" ON "withdrawal_codes" USING btree ("user_id","expires_at");
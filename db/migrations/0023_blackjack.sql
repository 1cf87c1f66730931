CREATE TABLE "blackjack_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bet" bigint NOT NULL,
	"staked" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"net" bigint NOT NULL,
	"hands" smallint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackjack_rounds_sum_ck" CHECK ("blackjack_rounds"."net" = "blackjack_rounds"."paid" - "blackjack_rounds"."staked" and "blackjack_rounds"."staked" >= "blackjack_rounds"."bet" and "blackjack_rounds"."bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "blackjack_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bet_amounts" integer[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackjack_settings_one_row_ck" CHECK ("blackjack_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "blackjack_rounds" ADD CONSTRAINT "blackjack_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackjack_settings" ADD CONSTRAINT "blackjack_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blackjack_rounds_settled_idx" ON "blackjack_rounds" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "blackjack_rounds_user_idx" ON "blackjack_rounds" USING btree ("user_id","settled_at");--> statement-breakpoint
-- The bet steps offered until an admin sets others (BLACKJACK_DEFAULT_BETS: 1, 5, 10, 25, 50, 100 coins).
INSERT INTO "blackjack_settings" ("id", "bet_amounts") VALUES (1, '{100,500,1000,2500,5000,10000}');

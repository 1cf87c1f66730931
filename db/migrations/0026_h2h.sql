CREATE TYPE "public"."h2h_question_status" AS ENUM('open', 'closed', 'pending', 'resolved', 'void');--> statement-breakpoint
CREATE TABLE "h2h_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "h2h_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_matches_state_ck" CHECK ("h2h_matches"."state" in ('upcoming', 'live', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "h2h_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"text" text NOT NULL,
	"options" text[] NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"commission_bps" integer NOT NULL,
	"status" "h2h_question_status" DEFAULT 'open' NOT NULL,
	"winner" smallint,
	"proposed" smallint,
	"proposed_by" uuid,
	"resolved_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "h2h_stakes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "h2h_stakes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"matched" bigint,
	"returned" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_stakes_amount_ck" CHECK ("h2h_stakes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "h2h_matches" ADD CONSTRAINT "h2h_matches_category_id_h2h_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."h2h_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_questions" ADD CONSTRAINT "h2h_questions_match_id_h2h_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."h2h_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_questions" ADD CONSTRAINT "h2h_questions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_questions" ADD CONSTRAINT "h2h_questions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_questions" ADD CONSTRAINT "h2h_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_stakes" ADD CONSTRAINT "h2h_stakes_question_id_h2h_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."h2h_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_stakes" ADD CONSTRAINT "h2h_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "h2h_matches_category_idx" ON "h2h_matches" USING btree ("category_id","starts_at");--> statement-breakpoint
CREATE INDEX "h2h_questions_match_idx" ON "h2h_questions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "h2h_questions_due_idx" ON "h2h_questions" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "h2h_stakes_question_idx" ON "h2h_stakes" USING btree ("question_id","seq");--> statement-breakpoint
CREATE INDEX "h2h_stakes_user_idx" ON "h2h_stakes" USING btree ("user_id","created_at");
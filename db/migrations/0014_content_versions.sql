CREATE TABLE "faq_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faq_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_versions" ADD CONSTRAINT "faq_versions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_versions" ADD CONSTRAINT "faq_versions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_versions" ADD CONSTRAINT "static_page_versions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_versions_faq_idx" ON "faq_versions" USING btree ("faq_id","created_at");--> statement-breakpoint
CREATE INDEX "static_page_versions_page_idx" ON "static_page_versions" USING btree ("slug","lang","created_at");--> statement-breakpoint
-- What is on the pages today becomes each page's and FAQ's first version (written by nobody: the seed or the past).
INSERT INTO static_page_versions (slug, lang, title, body, created_at) SELECT slug, lang, title, body, updated_at FROM static_pages;
--> statement-breakpoint
INSERT INTO faq_versions (faq_id, lang, question, answer, position, is_active, created_at)
  SELECT id, lang, question, answer, position, is_active, created_at FROM faqs;

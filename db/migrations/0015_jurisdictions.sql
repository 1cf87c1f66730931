CREATE TYPE "public"."jurisdiction_status" AS ENUM('allowed', 'play_money', 'blocked');--> statement-breakpoint
CREATE TABLE "jurisdiction_rules" (
	"country_code" text PRIMARY KEY NOT NULL,
	"status" "jurisdiction_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "jurisdiction_rules" ADD CONSTRAINT "jurisdiction_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A careful operator's defaults, without a gaming licence anywhere (docs/decisions.md "Jurisdictions"): no play at
-- all where sanctions forbid trade; play money only where online money games (skill games included) are banned.
INSERT INTO jurisdiction_rules (country_code, status, note) VALUES
  ('IR', 'blocked', 'International sanctions (OFAC, EU, UN): no service.'),
  ('KP', 'blocked', 'International sanctions (OFAC, EU, UN): no service.'),
  ('SY', 'blocked', 'International sanctions (OFAC, EU): no service.'),
  ('CU', 'blocked', 'US sanctions (OFAC): no service.'),
  ('IN', 'play_money', 'Promotion and Regulation of Online Gaming Act, 2025: online money games (skill games included) are banned.'),
  ('CN', 'play_money', 'Online gambling and money games are prohibited.'),
  ('PK', 'play_money', 'Prevention of Gambling Act: online money games are prohibited.'),
  ('BD', 'play_money', 'Online gambling is prohibited.'),
  ('AE', 'play_money', 'Gambling is prohibited without a GCGRA licence.'),
  ('SA', 'play_money', 'Gambling is prohibited.'),
  ('QA', 'play_money', 'Gambling is prohibited.'),
  ('KW', 'play_money', 'Gambling is prohibited.')
ON CONFLICT (country_code) DO NOTHING;

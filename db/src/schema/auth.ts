import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export const otpPurpose = pgEnum("otp_purpose", ["signup", "login", "reset"]);

/**
 * An emailed one-time code. Only a keyed hash of the code is stored; a code dies after its expiry, after it is
 * used, or after five wrong tries.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: otpPurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** For reset codes: when the password reset that the verification allowed was used. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.createdAt)],
);

/** Mail kept by the dev outbox transport (used when SMTP_URL is not set). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);

/** A sign-in identity outside email + password: an OIDC subject or a wallet address. */
export const identityKind = pgEnum("identity_kind", ["oidc", "wallet"]);
export const identities = pgTable(
  "identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: identityKind("kind").notNull(),
    /** OIDC: the issuer URL or provider name; wallet: "eip155". */
    provider: text("provider").notNull(),
    /** OIDC: the `sub` claim; wallet: the checksummed address. */
    subject: text("subject").notNull(),
    /** Wallet: the chain id it signed in with. */
    chainId: integer("chain_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("identities_provider_subject_uq").on(t.kind, t.provider, t.subject),
    index("identities_user_idx").on(t.userId),
  ],
);

/** Single-use nonces for wallet sign-in (EIP-4361) and one-time tickets handed over after an OIDC callback. */
export const authNonces = pgTable("auth_nonces", {
  nonce: text("nonce").primaryKey(),
  purpose: text("purpose").notNull(),
  /** JSON the flow needs when the nonce is redeemed (e.g. verified OIDC claims). */
  payload: text("payload"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Platform-wide secrets and settings generated once and shared by every process through the database. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  secret: boolean("secret").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Default referral codes by place, used by sign-up when the visitor brings none (admin/getreferral). */
export const referralDefaults = pgTable(
  "referral_defaults",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    country: text("country").notNull(),
    state: text("state").notNull().default(""),
    referralCode: text("referral_code").notNull(),
  },
  (t) => [uniqueIndex("referral_defaults_place_uq").on(t.country, t.state)],
);

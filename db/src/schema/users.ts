import { sql } from "drizzle-orm";
import { boolean, index, uniqueIndex, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const userType = pgEnum("user_type", ["USER", "ADMIN"]);
export const userStatus = pgEnum("user_status", ["ACTIVE", "BLOCKED"]);

/** A player or admin (spec section 3 "User profile"). Emails are stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    userName: text("user_name").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash"),
    userType: userType("user_type").notNull().default("USER"),
    status: userStatus("status").notNull().default("ACTIVE"),
    profilePic: text("profile_pic"),
    countryCode: text("country_code"),
    mobileNumber: text("mobile_number"),
    referralCode: text("referral_code").unique(),
    referredBy: uuid("referred_by"),
    refferalCodeCheck: boolean("refferal_code_check").notNull().default(false),
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, as players read them.
    uniqueIndex("users_user_name_lower_uq").on(sql`lower(${t.userName})`),
  ],
);

/**
 * A signed-in session. The token sent by the client is signed and names this row; revoking the row (logout,
 * block) ends the session at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

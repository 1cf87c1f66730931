import { sql } from "drizzle-orm";
import { boolean, index, jsonb, uniqueIndex, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    /** The player turned game-play reminders off (settings). */
    remindersOff: boolean("reminders_off").notNull().default(false),
    /** An admin holds this account's withdrawals (a fraud review): none can be requested or approved meanwhile. */
    withdrawalsHeld: boolean("withdrawals_held").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, as players read them.
    uniqueIndex("users_user_name_lower_uq").on(sql`lower(${t.userName})`),
    // The dashboard's new players per day.
    index("users_created_idx").on(t.createdAt),
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
    /** The browser's id from the X-Device-Id header (the fraud job's shared devices), when it sent a valid one. */
    device: text("device"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * What an admin did (block, approve, reject, edit, role change…): who, when, what and the values before and after,
 * written in the same transaction as the action itself. Append-only: the database refuses to change or remove a row
 * (migration 0013). `adminId` is null for the operator's command line (`via` says where it came from).
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid("admin_id").references(() => users.id),
    /** api (an admin's session) or cli (pnpm user:promote on the server). */
    via: text("via").notNull().default("api"),
    /** What was done, as `<thing>.<verb>`: user.block, withdrawal.approve, user.promote… */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    /** The admin's reason or note, when the action takes one. */
    note: text("note"),
    ip: text("ip"),
  },
  (t) => [
    index("admin_actions_at_idx").on(t.at),
    index("admin_actions_admin_idx").on(t.adminId, t.at),
    index("admin_actions_target_idx").on(t.targetType, t.targetId, t.at),
    index("admin_actions_action_idx").on(t.action, t.at),
  ],
);

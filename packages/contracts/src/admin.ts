/**
 * The admin area's own contracts (issue 17): the audit log of what admins did, the browser's monitor handshake and
 * the contact inbox. Every route here needs an ADMIN session; the server checks it.
 */
import { z } from "zod";
import { CONTACT_GAME_TYPES } from "./contact.js";

/** Every action the audit log records, as `<thing>.<verb>`. */
export const ADMIN_ACTIONS = [
  "user.block",
  "user.unblock",
  "user.promote",
  "user.demote",
  "withdrawal.approve",
  "withdrawal.reject",
  "contact.reply",
  "contact.status",
  "content.edit",
  "content.revert",
  "faq.create",
  "faq.edit",
  "faq.delete",
  "jurisdiction.set",
  "reminder.create",
  "reminder.edit",
  "reminder.delete",
  "fraud.review",
  "user.holdWithdrawals",
  "user.releaseWithdrawals",
  "support.assign",
  "support.close",
  "referral.rates",
  "referral.release",
  "referral.forfeit",
  "spin.table",
  "blackjack.bets",
  "lottery.create",
  "lottery.cancel",
  "derby.schedule",
  "derby.cancel",
  "derby.virtual",
  "h2h.category",
  "h2h.match",
  "h2h.question",
  "h2h.resolve",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const isoDate = z.iso.datetime({ offset: true, error: "Use an ISO date and time." });

/** GET /api/v1/admin/audit: newest first, filtered by action, admin, target and time. */
export const adminAuditQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(100).default(20),
  action: z.enum(ADMIN_ACTIONS, { error: "Unknown action." }).optional(),
  adminId: z.uuid({ error: "Unknown admin." }).optional(),
  /** The thing acted on: a user id, a withdrawal id… */
  targetId: z.string().trim().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The admin who did it (null: the operator's command line). */
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  /** api or cli. */
  via: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResultSchema = z.object({
  docs: z.array(adminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

// ---- the monitor -------------------------------------------------------------------------------------------

/** The Colyseus monitor's address on this server (ADMIN only). */
export const MONITOR_PATH = "/colyseus";
/** How long the browser's monitor pass lasts (seconds): opened again from the admin menu after that. */
export const MONITOR_PASS_SECONDS = 15 * 60;
export const monitorPassResultSchema = z.object({ path: z.string(), expiresAt: z.string() });

// ---- the contact inbox -------------------------------------------------------------------------------------

export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactInboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(CONTACT_STATUSES, { error: "Unknown status." }).optional(),
  gameType: z.enum(CONTACT_GAME_TYPES, { error: "Unknown game." }).optional(),
  search: z.string().trim().max(100).optional().default(""),
});

export const contactMessageSchema = z.object({
  _id: z.string(),
  gameType: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  replies: z.array(z.object({ at: z.string(), adminEmail: z.string().nullable(), text: z.string() })),
});
export type ContactInboxMessage = z.infer<typeof contactMessageSchema>;

export const contactInboxResultSchema = z.object({
  docs: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

export const contactIdParamsSchema = z.object({ id: z.uuid({ error: "Message not found." }) });
/** A reply mailed to the sender: the message's status becomes answered. */
export const contactReplySchema = z.object({
  text: z.string({ error: "Reply is required." }).trim().min(3, "Please enter atleast 3 characters.").max(2000, "You can enter only 2000 characters."),
});
export const contactStatusSchema = z.object({ status: z.enum(CONTACT_STATUSES, { error: "Unknown status." }) });

// ---- jurisdictions -----------------------------------------------------------------------------------------

/** allowed: everything; play_money: free coins only; blocked: no sign-up and no play. A country without a rule is allowed. */
export const JURISDICTION_STATUSES = ["allowed", "play_money", "blocked"] as const;
export type JurisdictionStatus = (typeof JURISDICTION_STATUSES)[number];

/** GET /api/v1/user/jurisdiction: what the platform offers where the caller is now (by the address's country). */
export const jurisdictionViewSchema = z.object({
  /** ISO 3166 alpha-2, or "unknown" (a private or unknown address: allowed). */
  countryCode: z.string(),
  country: z.string(),
  status: z.enum(JURISDICTION_STATUSES),
  /** What it means, in words for the player (English; the web shows its own catalogue by status). */
  message: z.string(),
});
export type JurisdictionView = z.infer<typeof jurisdictionViewSchema>;

export const jurisdictionRuleSchema = z.object({
  countryCode: z.string(),
  country: z.string(),
  status: z.enum(JURISDICTION_STATUSES),
  note: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export const jurisdictionListSchema = z.object({ docs: z.array(jurisdictionRuleSchema) });
export const countryParamsSchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/, "A country is two capital letters (ISO 3166).") });
export const jurisdictionEditSchema = z.object({
  status: z.enum(JURISDICTION_STATUSES, { error: "Choose allowed, play money only or blocked." }),
  note: z.string().trim().max(500, "You can enter only 500 characters.").default(""),
});

// ---- the dashboard -----------------------------------------------------------------------------------------

export const DASHBOARD_DAYS = [7, 30, 90] as const;
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Choose 7, 30 or 90 days." })
    .refine((d) => (DASHBOARD_DAYS as readonly number[]).includes(d), "Choose 7, 30 or 90 days.")
    .default(30),
});
const day = z.string(); // YYYY-MM-DD (UTC)
const perCurrency = z.object({ COIN: z.number(), FREE: z.number() });
/**
 * GET /api/v1/admin/dashboard: every figure from the ledger and the game records (never from counters that can drift),
 * per UTC day over the last `days` days. Money in coins.
 */
export const dashboardSchema = z.object({
  days: z.number(),
  from: z.string(),
  players: z.array(z.object({ day, new: z.number(), active: z.number() })),
  /** Finished games (Flash: hands) per day, game and mode. */
  games: z.array(z.object({ day, game: z.string(), mode: z.string(), count: z.number() })),
  /** Per day, coins: entry fees held, buy-ins, house commission (COIN and FREE), deposits, withdrawals paid. */
  money: z.array(z.object({ day, entryFees: perCurrency, buyIns: perCurrency, commission: perCurrency, deposits: z.number(), withdrawals: z.number() })),
  totals: z.object({ players: z.number(), games: z.number(), commission: perCurrency, deposits: z.number(), withdrawals: z.number() }),
  pendingWithdrawals: z.object({ count: z.number(), amount: z.number() }),
  /** The quick reconciliation: sums zero, no overdraft, no orphaned escrow (re-summing every transfer is GET admin/ledger/reconcile). */
  ledger: z.object({ ok: z.boolean(), sums: z.record(z.string(), z.number()), orphanedEscrows: z.number(), openGames: z.number(), openSeats: z.number() }),
  /** The spec's admin look-ups over the period: the biggest winners (prizes and Flash hands won, coins), the most games played, the largest wallets. */
  topWinners: z.array(z.object({ userId: z.string(), userName: z.string(), won: z.number() })),
  popularPlayers: z.array(z.object({ userId: z.string(), userName: z.string(), games: z.number() })),
  wallets: z.array(z.object({ userId: z.string(), userName: z.string(), balance: z.number() })),
  /** How long the server took to compute this (ms). */
  tookMs: z.number(),
});
export type AdminDashboard = z.infer<typeof dashboardSchema>;

// ---- game-play reminders and notifications -------------------------------------------------------------------

export const REMINDER_AUDIENCES = ["all", "inactive", "list"] as const;
export const REMINDER_REPEATS = ["none", "daily", "weekly"] as const;
/** The games a reminder may be about (their sections). */
export const REMINDER_GAMES = ["/ludo", "/chess", "/teenpatti"] as const;

export const reminderEditSchema = z
  .object({
    title: z.string({ error: "Title is required." }).trim().min(3, "Please enter atleast 3 characters.").max(80, "You can enter only 80 characters."),
    body: z.string({ error: "Text is required." }).trim().min(3, "Please enter atleast 3 characters.").max(500, "You can enter only 500 characters."),
    game: z.enum(REMINDER_GAMES, { error: "Unknown game." }).nullable().default(null),
    audience: z.enum(REMINDER_AUDIENCES, { error: "Choose who gets it." }),
    /** inactive: players who have not played for this many days (1–365). */
    inactiveDays: z.number().int().min(1, "Between 1 and 365 days.").max(365, "Between 1 and 365 days.").nullable().default(null),
    /** list: these players. */
    userIds: z.array(z.uuid({ error: "Unknown player." })).max(1000, "At most 1000 players.").default([]),
    /** When it is sent (ISO with offset). */
    sendAt: z.iso.datetime({ offset: true, error: "Use an ISO date and time." }),
    repeat: z.enum(REMINDER_REPEATS, { error: "Choose none, daily or weekly." }).default("none"),
  })
  .refine((r) => r.audience !== "inactive" || r.inactiveDays !== null, { message: "Say how many days without play.", path: ["inactiveDays"] })
  .refine((r) => r.audience !== "list" || r.userIds.length > 0, { message: "Choose at least one player.", path: ["userIds"] });
export type ReminderEdit = z.infer<typeof reminderEditSchema>;

export const reminderSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  game: z.string().nullable(),
  audience: z.enum(REMINDER_AUDIENCES),
  inactiveDays: z.number().nullable(),
  userIds: z.array(z.string()),
  nextAt: z.string(),
  repeat: z.enum(REMINDER_REPEATS),
  active: z.boolean(),
  /** Players reached so far, over every sending. */
  delivered: z.number(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export const reminderListSchema = z.object({ docs: z.array(reminderSchema) });
export const reminderIdParamsSchema = z.object({ id: z.uuid({ error: "Reminder not found." }) });

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
/** GET /api/v1/user/notifications: the newest 30 and how many are unread. */
export const notificationListSchema = z.object({ docs: z.array(notificationSchema), unread: z.number() });
export const notificationReadSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() });
export const preferencesSchema = z.object({ reminders: z.boolean() });

// ---- fraud signals (/fraud-management) --------------------------------------------------------------------------

/**
 * What the fraud job looks for: several accounts on one device or one public address; two accounts that sit together
 * far more than chance would seat them; one account losing to the same other again and again (chip dumping); referral
 * loops, and a referrer and referee signed in from one device or address; deposits withdrawn again with almost no play.
 */
export const FRAUD_KINDS = ["shared_device", "shared_address", "frequent_pair", "chip_dumping", "referral_ring", "referral_shared_sign_in", "deposit_churn"] as const;
export type FraudKind = (typeof FRAUD_KINDS)[number];
export const FRAUD_STATUSES = ["open", "reviewed"] as const;

/** GET /api/v1/admin/fraud: newest first, filtered by status and kind. */
export const fraudQuerySchema = z.object({
  page: z.coerce.number({ error: "Page must be a number." }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "Limit must be a number." }).int().min(1).max(100).default(20),
  status: z.enum(FRAUD_STATUSES, { error: "Status is open or reviewed." }).optional(),
  kind: z.enum(FRAUD_KINDS, { error: "Unknown kind of signal." }).optional(),
});

export const fraudSignalSchema = z.object({
  _id: z.string(),
  kind: z.enum(FRAUD_KINDS),
  /** What it is about (an address, two accounts…), stable across runs. */
  key: z.string(),
  accounts: z.array(
    z.object({ userId: z.string(), userName: z.string(), email: z.string(), status: z.string(), withdrawalsHeld: z.boolean() }),
  ),
  /** The facts behind it, by kind (see docs/decisions.md "Fraud signals"). */
  evidence: z.record(z.string(), z.unknown()),
  score: z.number(),
  status: z.enum(FRAUD_STATUSES),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  reviewedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export const fraudListSchema = z.object({
  docs: z.array(fraudSignalSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
  /** When the job last looked (null: not yet). */
  lastRunAt: z.string().nullable(),
});
export const fraudIdParamsSchema = z.object({ id: z.uuid({ error: "Signal not found." }) });
export const fraudReviewSchema = z.object({
  note: z.string({ error: "Say what you found." }).trim().min(3, "Please enter atleast 3 characters.").max(1000, "You can enter only 1000 characters."),
});
export const fraudHoldSchema = z.object({ hold: z.boolean({ error: "Say hold or release." }) });

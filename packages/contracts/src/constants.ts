/** Business constants and limits of the spec (section 9). */
export const LUDO_FEE_STEPS = [1, 5, 10, 20, 25, 50, 100] as const;
export const PRIVATE_FEE_MIN = 1;
export const PRIVATE_FEE_MAX = 1000;
export const MIN_BALANCE_TO_PLAY = 1;
export const PLAYER_COUNTS = [2, 3, 4] as const;
export const PAWN_COLOURS = ["green", "blue", "yellow", "red"] as const;
export const BOARD_THEMES = ["default", "nature"] as const;

export const IDLE_LOGOUT_MS = 1_800_000;
export const LUDO_MENU_DELAY_MS = 1_250;
export const PRICE_COUNTDOWN_MS = 10_000;
export const OTP_COUNTDOWN_MS = 3 * 60_000;
export const USERNAME_DEBOUNCE_MS = 1_000;
export const CREDENTIALS_TOAST_DELAY_MS = 3_000;
export const CHATBOT_REPLY_DELAY_MS = 600;

/** Volume sliders: range 0.01–10, step 0.01, default 5, applied as value / 10. */
export const VOLUME = { min: 0.01, max: 10, step: 0.01, default: 5 } as const;

/** Toasts: 5 s top-right in the main shell; 3 s is the app default. */
export const TOAST = { shellDurationMs: 5_000, defaultDurationMs: 3_000 } as const;

export const LANGUAGES = ["en", "pt", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const SUPPORTED_CHAIN_IDS = [
  1, 3, 4, 5, 42, 56, 97, 1001, 9731, 9732, 43114, 43113, 59140, 1285, 80001, 137,
] as const;
export const MAIN_CHAIN_ID = 56;

/*
 * Plain lists that the schema modules build on, kept here (a module without zod schemas) so that a browser page
 * that needs only a list does not bundle the schemas beside it.
 */

/** Static pages the shell renders from the database (spec: features, privacy policy, about, terms, how to play). */
export const STATIC_PAGE_SLUGS = ["features", "privacy-policy", "about", "terms-condition", "how-to-play"] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export const CURRENCIES = ["COIN", "FREE"] as const;
export type WalletCurrency = (typeof CURRENCIES)[number];

/** BUY_IN and CASH_OUT: coins taken to a seat at a table that plays hand after hand (Flash), and brought back; REFERRAL: referral earnings credited; SPIN: spins of the wheel bought. */
export const TRANSACTION_TYPES = ["DEPOSIT", "WITHDRAW", "ENTRY_FEE", "WINNING", "REFUND", "BONUS", "BUY_IN", "CASH_OUT", "REFERRAL", "SPIN"] as const;
/**
 * AWAITING_CONFIRMATION: a withdrawal waiting for the code mailed to the player (nothing held yet); EXPIRED: one
 * that was not confirmed in time (or was replaced by a newer request). See docs/coins.md.
 */
export const TRANSACTION_STATUSES = ["PENDING", "SUCCESS", "FAILED", "REJECTED", "AWAITING_CONFIRMATION", "EXPIRED"] as const;

/** Coins are integer minor units: 1 coin = 100 units. */
export const COIN_MINOR_UNITS = 100;

/**
 * The browser's own random id (made once, kept in local storage, the same for every account signed in there), sent on
 * every request as this header and recorded with each new session: the fraud job's "several accounts on one device".
 * Anything else in the header is ignored.
 * (Here, not in auth.ts, so the browser's first download reads it without the zod schemas.)
 */
export const DEVICE_HEADER = "X-Device-Id";
export const DEVICE_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;

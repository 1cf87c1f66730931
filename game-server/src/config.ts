import path from "node:path";
import { loginPasswordField } from "@arena/contracts";
import { z } from "zod";

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `${what} must start with ${protocols.join(" or ")}`,
    });

/** Every setting the platform reads, parsed once at boot. The README's configuration table mirrors it. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(2567),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"], "DATABASE_URL"),
  REDIS_URL: optionalUrl(["redis://", "rediss://"], "REDIS_URL"),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"], "SMTP_URL"),
  MAIL_FROM: z.string().default("Coin Arena <no-reply@coinarena.local>"),
  ADMIN_EMAIL: z.email({ error: "ADMIN_EMAIL must be an email address" }).default("admin@coinarena.local"),
  /** Must pass the login rule, or the operator could not sign in with it. */
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => v === undefined || loginPasswordField.safeParse(v).success, {
      message:
        "ADMIN_PASSWORD must be 8 to 18 characters with an uppercase letter, a lowercase letter, a digit and a special character (the login rule)",
    }),
  PUBLIC_ADDRESS: z.string().optional(),
  /** Sign-up's default referral code when a visitor brings none (the spec's "fixed default"). */
  DEFAULT_REFERRAL_CODE: z
    .string()
    .regex(/^[A-Z0-9]{6,8}$/, { error: "DEFAULT_REFERRAL_CODE must be 6 to 8 capital letters or digits" })
    .default("ARENA100"),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** Smallest deposit and withdrawal, in coins. */
  MIN_DEPOSIT: z.coerce.number().positive().default(10),
  MIN_WITHDRAW: z.coerce.number().positive().default(10),
  /** Payment provider: "dev" completes deposits at once through the signed webhook path (embedded default). */
  PAYMENT_PROVIDER: z.enum(["dev", "external"]).default("dev"),
  /** HMAC key of payment webhooks; generated and kept in the database when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, { error: "PAYMENT_WEBHOOK_SECRET must be at least 16 characters" }).optional(),
  /** Play-money coins a freeplay wallet is topped up to, once a day. */
  FREEPLAY_DAILY_COINS: z.coerce.number().int().positive().default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The platform's external base URL (OIDC redirect URI, SIWE domain); default http://localhost:PORT. */
  PUBLIC_URL: optionalUrl(["http://", "https://"], "PUBLIC_URL"),
  /**
   * Extra browser origins (comma-separated, e.g. https://partner.example) allowed to call the API and matchmaking
   * cross-origin with credentials. PUBLIC_URL's origin is always allowed; any other origin gets no CORS headers.
   */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of v.split(",").map((e) => e.trim()).filter(Boolean)) {
        let url: URL | undefined;
        try {
          url = new URL(entry);
        } catch {
          url = undefined;
        }
        if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== entry.replace(/\/+$/, "").toLowerCase()) {
          ctx.addIssue({
            code: "custom",
            message: `CORS_ORIGINS entries must be origins like https://example.com (scheme, host, optional port; no path or *): "${entry}"`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /** Social login (OpenID Connect): off unless issuer and client id are both set. */
  OIDC_ISSUER: optionalUrl(["http://", "https://"], "OIDC_ISSUER"),
  OIDC_CLIENT_ID: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** Empty for a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default("Google"),
  /**
   * The public entropy of the pool games (issue 20: lottery draws, Derby races): a drand chain's HTTP API (e.g. https://api.drand.sh/<hash>), its hash and
   * its public key (every beacon is verified against them). All three or none: without them the entropy is the
   * digest of the tickets or bets.
   */
  DRAND_URL: optionalUrl(["http://", "https://"], "DRAND_URL"),
  DRAND_CHAIN_HASH: z.string().trim().regex(/^[0-9a-f]{64}$/, "DRAND_CHAIN_HASH is a chain hash (64 hex digits)").optional(),
  DRAND_PUBLIC_KEY: z.string().trim().regex(/^[0-9a-f]+$/, "DRAND_PUBLIC_KEY is hex").optional(),
  /**
   * Tests only: every Ludo game uses this server seed, so with fixed client seeds its dice are known in advance.
   * Refused in production (players could predict the dice).
   */
  LUDO_FIXED_SERVER_SEED: z.string().min(16).optional(),
  /**
   * Chess engine processes kept for computer games (Stockfish, one search each at a time; more requests queue).
   * Each is a separate process started on first use; about one per core is right.
   */
  CHESS_ENGINES: z.coerce
    .number({ error: "CHESS_ENGINES must be a number" })
    .int({ error: "CHESS_ENGINES must be a whole number" })
    .min(1, { error: "CHESS_ENGINES must be at least 1" })
    .max(32, { error: "CHESS_ENGINES must be at most 32" })
    .default(1),
  /**
   * How long a game's process may stay silent (no escrow heartbeat) before another process treats the game as
   * dead and refunds or settles it. The heartbeat runs at a quarter of this (at most every 5 s).
   */
  ESCROW_STALE_SECONDS: z.coerce
    .number({ error: "ESCROW_STALE_SECONDS must be a number of seconds" })
    .min(1, { error: "ESCROW_STALE_SECONDS must be at least 1" })
    .max(3600, { error: "ESCROW_STALE_SECONDS must be at most 3600" })
    .default(20),
}).superRefine((c, ctx) => {
  if (c.NODE_ENV !== "production") return;
  for (const problem of productionProblems(c)) ctx.addIssue({ code: "custom", path: [problem.variable], message: problem.message });
});

/**
 * What production refuses: every part that exists for development (the dev mailbox, the dev payment provider, a
 * secret generated at boot where the deployer must choose one, fixed seeds). Each names the variable that fixes it.
 */
function productionProblems(c: {
  SMTP_URL?: string | undefined;
  PAYMENT_PROVIDER: string;
  PAYMENT_WEBHOOK_SECRET?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
  LUDO_FIXED_SERVER_SEED?: string | undefined;
}): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  if (!c.SMTP_URL) {
    problems.push({
      variable: "SMTP_URL",
      message: "SMTP_URL is required in production (without it codes would go to the dev mailbox, readable by anyone)",
    });
  }
  if (c.PAYMENT_PROVIDER !== "external") {
    problems.push({
      variable: "PAYMENT_PROVIDER",
      message: "PAYMENT_PROVIDER=external is required in production (the dev provider credits every deposit at once)",
    });
  }
  if (!c.PAYMENT_WEBHOOK_SECRET) {
    problems.push({
      variable: "PAYMENT_WEBHOOK_SECRET",
      message: "PAYMENT_WEBHOOK_SECRET is required in production (the key your payment provider signs webhooks with)",
    });
  }
  if (!c.ADMIN_PASSWORD) {
    problems.push({
      variable: "ADMIN_PASSWORD",
      message: "ADMIN_PASSWORD is required in production (a generated password would be printed into the log)",
    });
  }
  if (c.LUDO_FIXED_SERVER_SEED) {
    problems.push({
      variable: "LUDO_FIXED_SERVER_SEED",
      message: "LUDO_FIXED_SERVER_SEED is for tests only and cannot be set in production (players could predict the dice)",
    });
  }
  return problems;
}

export type Config = z.output<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment; on failure the message names every bad variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

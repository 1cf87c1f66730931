import type { Database, Db } from "@arena/db";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import type { IpLocator } from "./services/geo/ipLocator.js";
import type { Jurisdictions } from "./services/jurisdiction/rules.js";
import type { Beacon } from "./services/lottery/beacon.js";
import type { Mailer } from "./services/mail/mailer.js";
import type { RateLimiter } from "./services/rateLimit/rateLimiter.js";

/** What routes and services are built with: created once at boot by the platform. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  /** Signs session tokens (shared by every process through the database). */
  sessionKey: Uint8Array;
  /** Keys the hashes of OTP codes. */
  otpKey: Uint8Array;
  mailer: Mailer;
  /** HMAC key of payment-provider webhooks. */
  paymentSecret: string;
  limiter: RateLimiter;
  presence: "local" | "redis";
  /** This process, as named on the games whose escrow it holds. */
  processId: string;
  /** Where an address is (GeoIP, packaged database: read on first use). */
  geo: IpLocator;
  /** What is offered by country: allowed, play money only, blocked. */
  jurisdictions: Jurisdictions;
  /** The public entropy of pool games (drand), or null: a lottery draw or a race then uses the digest of its tickets or bets. */
  beacon: Beacon | null;
  version: string;
  startedAt: number;
}

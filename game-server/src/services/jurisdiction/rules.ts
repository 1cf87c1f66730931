import type { JurisdictionStatus, JurisdictionView } from "@arena/contracts";
import { jurisdictionRules, type Db } from "@arena/db";
import { asc, eq } from "drizzle-orm";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import { createIpLocator, type IpLocator } from "../geo/ipLocator.js";

/**
 * What the platform offers players by country (issue 17): allowed, play money only, or blocked. The country is the
 * GeoIP of the address a request comes from (a private or unknown address is allowed: it names no country). The
 * rules are read once and kept for a few seconds per process: a change reaches every process within that time.
 */
const CACHE_MS = 10_000;
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const nameOf = (code: string) => (/^[A-Z]{2}$/.test(code) ? (countryNames.of(code) ?? code) : code);

const MESSAGE: Record<JurisdictionStatus, (country: string) => string> = {
  allowed: () => "Every game is open to you, with coins or free coins.",
  play_money: (country) => `Games for real coins are not available in ${country}: you can play with free coins.`,
  blocked: (country) => `Coin Arena is not available in ${country}.`,
};

export class Jurisdictions {
  private cache: { at: number; rules: Map<string, JurisdictionStatus> } | null = null;

  constructor(
    private db: Db,
    private locator: IpLocator = createIpLocator(),
  ) {}

  private async rules(): Promise<Map<string, JurisdictionStatus>> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.rules;
    const rows = await this.db.select({ code: jurisdictionRules.countryCode, status: jurisdictionRules.status }).from(jurisdictionRules);
    this.cache = { at: Date.now(), rules: new Map(rows.map((r) => [r.code, r.status])) };
    return this.cache.rules;
  }

  /** Where an address is and what is offered there. */
  async of(ip: string | undefined): Promise<JurisdictionView> {
    const location = await this.locator.locate(ip);
    const known = /^[A-Z]{2}$/.test(location.countryCode);
    const status = known ? ((await this.rules()).get(location.countryCode) ?? "allowed") : "allowed";
    const country = known ? location.country : "unknown";
    return { countryCode: known ? location.countryCode : "unknown", country, status, message: MESSAGE[status](country) };
  }

  /** Refuses (403) a request from a country where coins cannot be played or paid in. */
  async requireRealMoney(ip: string | undefined): Promise<void> {
    const where = await this.of(ip);
    if (where.status !== "allowed") throw new DomainError(403, where.message, {}, "JURISDICTION");
  }

  /** Refuses (403) a request from a country the platform does not serve at all. */
  async requireServed(ip: string | undefined): Promise<void> {
    const where = await this.of(ip);
    if (where.status === "blocked") throw new DomainError(403, where.message, {}, "JURISDICTION");
  }

  /** Every rule, by country code, for the admin. */
  async list() {
    const rows = await this.db.select().from(jurisdictionRules).orderBy(asc(jurisdictionRules.countryCode));
    return {
      docs: rows.map((r) => ({
        countryCode: r.countryCode,
        country: nameOf(r.countryCode),
        status: r.status,
        note: r.note,
        updatedAt: r.updatedAt.toISOString(),
        updatedBy: r.updatedBy,
      })),
    };
  }

  /** Sets a country's rule (allowed removes nothing: it is kept, with its note), audited. */
  async set(actor: AdminActor, code: string, rule: { status: JurisdictionStatus; note: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(jurisdictionRules).where(eq(jurisdictionRules.countryCode, code)).for("update");
      await tx
        .insert(jurisdictionRules)
        .values({ countryCode: code, status: rule.status, note: rule.note, updatedBy: actor.adminId, updatedAt: new Date() })
        .onConflictDoUpdate({ target: jurisdictionRules.countryCode, set: { status: rule.status, note: rule.note, updatedBy: actor.adminId, updatedAt: new Date() } });
      await recordAdminAction(tx, actor, {
        action: "jurisdiction.set",
        targetType: "country",
        targetId: code,
        before: before ? { status: before.status, note: before.note } : { status: "allowed" },
        after: { status: rule.status, note: rule.note },
      });
    });
    this.cache = null;
  }
}

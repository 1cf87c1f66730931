/**
 * Jurisdiction rules (issue 17): by the GeoIP country of the address a request comes from (through the trusted
 * loopback proxy's X-Forwarded-For here), a play-money country cannot deposit or sit at a coin table but plays with
 * free coins, a blocked country cannot sign up or play at all; the admin changes a rule and it is audited. 49.36.128.1
 * is in India (seeded play money), 5.160.0.1 in Iran (seeded blocked), 185.60.216.35 in Brazil (no rule: allowed).
 */
import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPlayer, signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

const INDIA = "49.36.128.1";
const IRAN = "5.160.0.1";
const BRAZIL = "185.60.216.35";

let t: TestPlatform;
let inbox: Inbox;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

const from = (ip: string) => ({ "x-forwarded-for": ip });

/** A Colyseus client whose matchmaking calls come through the loopback proxy from `ip`. */
function clientFrom(token: string, ip: string): Client {
  const client = new Client(t.url, { headers: from(ip) });
  client.auth.token = token;
  return client;
}

describe("jurisdictions", () => {
  it("tells a visitor what is offered where they are", async () => {
    const india = await t.api("/api/v1/user/jurisdiction", { headers: from(INDIA) });
    expect(india.body.result).toEqual({
      countryCode: "IN",
      country: "India",
      status: "play_money",
      message: "Games for real coins are not available in India: you can play with free coins.",
    });
    expect((await t.api("/api/v1/user/jurisdiction", { headers: from(BRAZIL) })).body.result).toMatchObject({ countryCode: "BR", status: "allowed" });
    // A private or loopback address names no country: allowed.
    expect((await t.api("/api/v1/user/jurisdiction")).body.result).toMatchObject({ countryCode: "unknown", status: "allowed" });
  });

  it("refuses a sign-up from a blocked country, and a deposit from a play-money one", async () => {
    const blocked = await t.api("/api/v1/user/signup", { method: "POST", json: newPlayer(), headers: from(IRAN) });
    expect(blocked.status).toBe(403);
    expect(blocked.body.responseMessage).toBe("Coin Arena is not available in Iran.");
    const player = await signUpVerified(t, inbox);
    const deposit = await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 50 }, token: player.token, headers: from(INDIA) });
    expect(deposit.status).toBe(403);
    expect(deposit.body.responseMessage).toBe("Games for real coins are not available in India: you can play with free coins.");
    const elsewhere = await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 50 }, token: player.token, headers: from(BRAZIL) });
    expect(elsewhere.status).toBe(200);
  });

  it("keeps a play-money country off coin tables and Quick Play for coins, and lets it play with free coins", async () => {
    const player = await signUpVerified(t, inbox);
    await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 50 }, token: player.token, headers: from(BRAZIL) });
    const india = clientFrom(player.token, INDIA);
    await expect(india.create("flash", { gameType: "Private", roomId: "314159", boot: 1, buyIn: 20, playerName: "In" })).rejects.toThrow(/not available in India/);
    await expect(india.joinOrCreate("quickplay", { game: "ludo", roomAmount: 1, maxPlayers: 2, currency: "COIN", playerName: "In" })).rejects.toThrow(/not available in India/);
    const free = await india.create("flash", { gameType: "Free Play", boot: 1, buyIn: 20, bots: 1, playerName: "In" });
    expect(free.roomId).toEqual(expect.any(String));
    await free.leave();
    // From Brazil the same player sits at a coin table.
    const brazil = clientFrom(player.token, BRAZIL);
    const paid = await brazil.create("flash", { gameType: "Private", roomId: "271828", boot: 1, buyIn: 20, playerName: "Br" });
    await paid.leave();
  });

  it("lets the admin change a country's rule, audited, and the change applies", async () => {
    const set = await t.api("/api/v1/admin/jurisdictions/BR", { method: "PUT", json: { status: "play_money", note: "Pending licence." }, token: adminToken });
    expect(set.status).toBe(200);
    expect(set.body.result.docs).toContainEqual(expect.objectContaining({ countryCode: "BR", country: "Brazil", status: "play_money", note: "Pending licence." }));
    expect((await t.api("/api/v1/user/jurisdiction", { headers: from(BRAZIL) })).body.result.status).toBe("play_money");
    const audit = (await t.api("/api/v1/admin/audit?targetId=BR", { token: adminToken })).body.result.docs;
    expect(audit).toMatchObject([{ action: "jurisdiction.set", before: { status: "allowed" }, after: { status: "play_money", note: "Pending licence." } }]);
    await t.api("/api/v1/admin/jurisdictions/BR", { method: "PUT", json: { status: "allowed" }, token: adminToken });
    expect((await t.api("/api/v1/user/jurisdiction", { headers: from(BRAZIL) })).body.result.status).toBe("allowed");
    expect((await t.api("/api/v1/admin/jurisdictions/brazil", { method: "PUT", json: { status: "allowed" }, token: adminToken })).status).toBe(400);
    const seeded = (await t.api("/api/v1/admin/jurisdictions", { token: adminToken })).body.result.docs;
    expect(seeded).toContainEqual(expect.objectContaining({ countryCode: "IN", status: "play_money" }));
    expect(seeded).toContainEqual(expect.objectContaining({ countryCode: "IR", status: "blocked" }));
  });
});

/**
 * The referral programme's API (issue 18), as a client uses it: a player signs up with a referrer's code, plays paid
 * games; once the job runs, user/referralSummary, user/refferalHistory, user/directIndirectUserList and user/revenue
 * show the earnings; the admin's /referral-management routes set rates, run the job, list referrers and their holds.
 */
import { fraudSignals, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import { makePlayer } from "./directAccounts.js";
import { fund, paidLudoGame } from "./paidGames.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

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
const ctx = () => t.platform.ctx;
const get = async (path: string, token: string) => t.api(`/api/v1/${path}`, { token });
const admin = (path: string, method = "GET", json?: unknown) => t.api(`/api/v1/${path}`, { method, token: adminToken, ...(json !== undefined && { json }) });
const codeOf = async (id: string) => (await ctx().db.select({ code: users.referralCode }).from(users).where(eq(users.id, id)))[0]!.code!;

describe("a referrer's earnings through the API", () => {
  it("shows who a player brought and what their games earned, once the job has credited it", async () => {
    const referrer = await makePlayer(t, { userName: "amara_ref" });
    const friend = await signUpVerified(t, inbox, { userName: "bruno_friend", referralCode: await codeOf(referrer.user.id) });
    const friendOfFriend = await signUpVerified(t, inbox, { userName: "carla_second", referralCode: await codeOf(friend._id) });
    const stranger = await makePlayer(t);
    for (const id of [friend._id, friendOfFriend._id, stranger.user.id]) await fund(ctx(), id, 100_000);

    let summary = (await get("user/referralSummary", referrer.token)).body.result;
    expect(summary).toMatchObject({ referralCode: await codeOf(referrer.user.id), direct: 1, indirect: 1, earned: 0, pending: 0, held: 0, rates: { directPercent: 25, indirectPercent: 5 } });
    const direct = (await get("user/directIndirectUserList?level=direct", referrer.token)).body.result;
    expect(direct.docs).toEqual([expect.objectContaining({ player: "br***d", gamesPlayed: 0, earned: 0, via: null })]);
    const indirect = (await get("user/directIndirectUserList?level=indirect", referrer.token)).body.result;
    expect(indirect.docs).toEqual([expect.objectContaining({ player: "ca***d", via: "br***d" })]);

    // Two paid games: the friend plays the stranger (fee 10 coins), then the friend's friend does (fee 20).
    const one = await paidLudoGame(ctx(), [friend._id, stranger.user.id], 1000);
    const two = await paidLudoGame(ctx(), [friendOfFriend._id, stranger.user.id], 2000, [stranger.user.id, friendOfFriend._id]);
    // Nothing shows as earned before the job runs.
    expect((await get("user/refferalHistory", referrer.token)).body.result.total).toBe(0);

    const run = await admin("admin/referral/run", "POST");
    expect(run.status).toBe(200);
    expect(run.body.responseMessage).toMatch(/coins credited to \d+ referrers?\./);

    const directShare = Math.floor(((one.commission / 2) * 2500) / 10_000) / 100;
    const indirectShare = Math.floor(((two.commission / 2) * 500) / 10_000) / 100;
    const history = (await get("user/refferalHistory", referrer.token)).body.result;
    expect(history.total).toBe(2);
    expect(history.docs.map((d: { level: string; amount: number; status: string; player: string; game: string }) => [d.level, d.amount, d.status, d.player, d.game]).sort()).toEqual([
      ["direct", directShare, "paid", "br***d", "ludo"],
      ["indirect", indirectShare, "paid", "ca***d", "ludo"],
    ]);
    expect((await get("user/refferalHistory?level=indirect", referrer.token)).body.result.docs).toHaveLength(1);
    summary = (await get("user/referralSummary", referrer.token)).body.result;
    expect(summary.earned).toBeCloseTo(directShare + indirectShare, 2);
    expect(summary.lastPaidAt).toEqual(expect.any(String));
    expect((await get("user/directIndirectUserList?level=direct", referrer.token)).body.result.docs[0]).toMatchObject({ gamesPlayed: 1, earned: directShare });

    const revenue = (await get("user/revenue?days=7", referrer.token)).body.result;
    expect(revenue.series).toHaveLength(7);
    expect(revenue.series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), direct: directShare, indirect: indirectShare });
    expect(revenue.byGame).toEqual([{ game: "ludo", direct: directShare, indirect: indirectShare }]);
    // The wallet shows the credit as its own transaction type.
    const lines = (await get("user/transactionHistory?transactionType=REFERRAL", referrer.token)).body.result;
    expect(lines.docs.map((d: { amount: number }) => d.amount)).toEqual([Math.round((directShare + indirectShare) * 100) / 100]);

    // The friend earned nothing from their own games; the friend's friend's earn them a direct share.
    const friendHistory = (await get("user/refferalHistory", friend.token)).body.result;
    expect(friendHistory.docs.map((d: { level: string; player: string }) => [d.level, d.player])).toEqual([["direct", "ca***d"]]);
  });

  it("refuses bad queries with the envelope and needs a session", async () => {
    const p = await makePlayer(t);
    const bad = await get("user/directIndirectUserList?level=everyone", p.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ responseCode: 400, result: { errors: { level: "Level must be direct or indirect." } } });
    expect((await get("user/revenue?days=12", p.token)).body.result.errors).toEqual({ days: "Days must be 7, 30, 90 or 365." });
    expect((await get("user/refferalHistory?limit=500", p.token)).status).toBe(400);
    expect((await t.api("/api/v1/user/refferalHistory")).status).toBe(401);
    expect((await t.api("/api/v1/user/referralSummary")).status).toBe(401);
  });
});

describe("/referral-management's API", () => {
  it("sets rates within bounds, audited, and refuses players", async () => {
    const p = await makePlayer(t);
    expect((await t.api("/api/v1/admin/referral", { token: p.token })).status).toBe(403);
    expect((await t.api("/api/v1/admin/referral/run", { method: "POST", token: p.token })).status).toBe(403);
    const tooMuch = await admin("admin/referral/rates", "PUT", { directPercent: 45, indirectPercent: 10 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.result.errors.indirectPercent).toMatch(/cannot pass 50%/);
    expect((await admin("admin/referral/rates", "PUT", { directPercent: -1, indirectPercent: 1 })).status).toBe(400);
    expect((await admin("admin/referral")).body.result.rates).toEqual({ directPercent: 25, indirectPercent: 5 });

    const saved = await admin("admin/referral/rates", "PUT", { directPercent: 30, indirectPercent: 7.5 });
    expect(saved.status).toBe(200);
    expect((await admin("admin/referral")).body.result.rates).toEqual({ directPercent: 30, indirectPercent: 7.5 });
    const audit = (await admin("admin/audit?action=referral.rates")).body.result.docs;
    expect(audit[0]).toMatchObject({ before: { directPercent: 25, indirectPercent: 5 }, after: { directPercent: 30, indirectPercent: 7.5 } });
    expect((await admin("admin/referral/rates", "PUT", { directPercent: 25, indirectPercent: 5 })).status).toBe(200);
  });

  it("lists referrers with their holds, releases and forfeits them", async () => {
    const referrer = await makePlayer(t, { userName: "held_referrer" });
    const referee = await makePlayer(t, { referredBy: referrer.user.id });
    const other = await makePlayer(t);
    await fund(ctx(), referee.user.id, 100_000);
    await fund(ctx(), other.user.id, 100_000);
    await ctx().db.insert(fraudSignals).values({ kind: "referral_ring", key: `api:${referrer.user.id}`, userIds: [referrer.user.id, referee.user.id], evidence: {}, score: 3 });
    await paidLudoGame(ctx(), [referee.user.id, other.user.id], 5000);
    expect((await admin("admin/referral/run", "POST")).status).toBe(200);

    const held = (await admin("admin/referral/referrers?held=true&search=held_referrer")).body.result;
    expect(held.docs).toEqual([expect.objectContaining({ userName: "held_referrer", direct: 1, paid: 0, pending: 0, flagged: true })]);
    expect(held.docs[0].held).toBeGreaterThan(0);
    expect((await get("user/referralSummary", referrer.token)).body.result.held).toBe(held.docs[0].held);
    const overview = (await admin("admin/referral")).body.result;
    expect(overview.totals.held).toBeGreaterThanOrEqual(held.docs[0].held);
    expect(overview.pool).toBeCloseTo(overview.totals.pending + overview.totals.held, 2);

    const noNote = await admin(`admin/referral/${referrer.user.id}/forfeit`, "POST", {});
    expect(noNote.status).toBe(400);
    const forfeit = await admin(`admin/referral/${referrer.user.id}/forfeit`, "POST", { note: "ring confirmed" });
    expect(forfeit.body.result.forfeited).toBe(held.docs[0].held);
    expect((await admin(`admin/referral/${referrer.user.id}/release`, "POST")).status).toBe(409);
    expect((await admin("admin/referral/not-a-uuid/release", "POST")).status).toBe(400);
    expect((await get("user/refferalHistory", referrer.token)).body.result.docs[0].status).toBe("forfeited");
    expect((await admin("admin/ledger/reconcile")).body.result.ok).toBe(true);
  });
});

/**
 * /fraud-management's server (issue 17): the job reads what the platform recorded — sign-in addresses, finished
 * coin games, referrals, deposits and withdrawals — and lists what it finds for the admin, who reviews a signal
 * (audited; it reopens when the job sees more behind it), holds the accounts' withdrawals (none requested, confirmed
 * or approved meanwhile) or blocks them. Honest players in the same data raise nothing.
 */
import { randomUUID } from "node:crypto";
import { gameRecords, sessions, users } from "@arena/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFraudScan } from "../src/services/fraud/job.js";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import { makePlayer } from "./directAccounts.js";
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

const admin = (path: string, method = "GET", json?: unknown) => t.api(`/api/v1/${path}`, { method, token: adminToken, ...(json !== undefined && { json }) });
const db = () => t.platform.database.db;
const signals = async (query = "") => (await admin(`admin/fraud?limit=100${query}`)).body.result;

/** A finished chess game for coins between two players, `loser` losing to `winner`. */
async function chessGame(loser: string, winner: string) {
  await db().insert(gameRecords).values({
    id: randomUUID(),
    game: "chess",
    roomId: `room-${randomUUID().slice(0, 8)}`,
    mode: "Classic",
    currency: "COIN",
    fee: 1000,
    status: "finished",
    players: [loser, winner].map((userId) => ({ userId, playerName: userId.slice(0, 6), isBot: false })),
    serverSeed: "s",
    serverSeedHash: "h",
    clientSeed: "c",
    result: [
      { uid: winner, outcome: "win", isBot: false },
      { uid: loser, outcome: "loss", isBot: false },
    ],
    endedAt: new Date(),
  });
}
const signedInFrom = (userId: string, ip: string) => db().update(sessions).set({ ip }).where(eq(sessions.userId, userId));

describe("fraud signals", () => {
  it("find the planted patterns, name their accounts and evidence, and nothing about honest players", async () => {
    const honest = await Promise.all(Array.from({ length: 8 }, () => makePlayer(t)));
    const [farm1, farm2, farm3, dumper, taker, ring1, ring2, ring3] = await Promise.all(Array.from({ length: 8 }, () => makePlayer(t)));
    // Honest: each on their own address, a round robin of chess with varied winners.
    for (const [i, p] of honest.entries()) await signedInFrom(p.user.id, `81.20.${i}.5`);
    for (let i = 0; i < honest.length; i++) for (let j = i + 1; j < honest.length; j++) {
      const [a, b] = (i + j) % 2 ? [honest[i]!, honest[j]!] : [honest[j]!, honest[i]!];
      await chessGame(a.user.id, b.user.id);
    }
    // A farm on one public address; a dumper losing to the same account again and again; a referral loop.
    for (const p of [farm1!, farm2!, farm3!]) await signedInFrom(p.user.id, "203.0.113.50");
    for (let g = 0; g < 7; g++) await chessGame(dumper!.user.id, taker!.user.id);
    await db().update(users).set({ referredBy: ring2!.user.id }).where(eq(users.id, ring1!.user.id));
    await db().update(users).set({ referredBy: ring3!.user.id }).where(eq(users.id, ring2!.user.id));
    await db().update(users).set({ referredBy: ring1!.user.id }).where(eq(users.id, ring3!.user.id));

    const run = await admin("admin/fraud/run", "POST");
    expect(run.status).toBe(200);
    const list = await signals();
    expect(list.lastRunAt).not.toBeNull();
    const about = (kind: string) => list.docs.filter((s: any) => s.kind === kind).map((s: any) => s.accounts.map((a: any) => a.userId).sort());
    expect(about("shared_address")).toEqual([[farm1, farm2, farm3].map((p) => p!.user.id).sort()]);
    expect(about("chip_dumping")).toEqual([[dumper, taker].map((p) => p!.user.id).sort()]);
    expect(about("frequent_pair")).toEqual([[dumper, taker].map((p) => p!.user.id).sort()]);
    expect(about("referral_ring")).toEqual([[ring1, ring2, ring3].map((p) => p!.user.id).sort()]);
    const dump = list.docs.find((s: any) => s.kind === "chip_dumping");
    expect(dump).toMatchObject({ status: "open", evidence: { loser: dumper!.user.id, winner: taker!.user.id, losses: 7, coinsLost: 70 } });
    expect(dump.accounts.find((a: any) => a.userId === dumper!.user.id)).toMatchObject({ email: dumper!.user.email, status: "ACTIVE", withdrawalsHeld: false });
    const honestIds = new Set(honest.map((p) => p.user.id));
    expect(list.docs.filter((s: any) => s.accounts.some((a: any) => honestIds.has(a.userId)))).toEqual([]);

    // Filters, and a second run finds the same signals instead of new ones.
    expect((await signals("&kind=chip_dumping")).docs).toHaveLength(1);
    await admin("admin/fraud/run", "POST");
    expect((await signals()).total).toBe(list.total);

    // Reviewed with a note: audited, out of the open queue; back in it when the job sees more behind it.
    const reviewed = await admin(`admin/fraud/${dump._id}/review`, "POST", { note: "Friends playing; watching." });
    expect(reviewed.status).toBe(200);
    expect((await signals("&status=open")).docs.map((s: any) => s._id)).not.toContain(dump._id);
    const audit = (await admin(`admin/audit?targetId=${dump._id}`)).body.result.docs;
    expect(audit).toMatchObject([{ action: "fraud.review", targetType: "fraud", before: { status: "open" }, after: { status: "reviewed" }, note: "Friends playing; watching." }]);
    await runFraudScan(t.platform.ctx);
    expect((await signals("&status=reviewed")).docs.map((s: any) => s._id)).toContain(dump._id);
    await chessGame(dumper!.user.id, taker!.user.id);
    await runFraudScan(t.platform.ctx);
    expect((await signals("&status=open")).docs.find((s: any) => s._id === dump._id)).toMatchObject({ evidence: { losses: 8 } });

    // Block: every player account of the signal, each audited like a block from /user-management.
    const blocked = await admin(`admin/fraud/${dump._id}/block`, "POST");
    expect(blocked.body.result).toEqual({ blocked: 2 });
    const rows = await db().select({ status: users.status }).from(users).where(inArray(users.id, [dumper!.user.id, taker!.user.id]));
    expect(rows.map((r) => r.status)).toEqual(["BLOCKED", "BLOCKED"]);
    expect((await admin(`admin/audit?action=user.block&targetId=${dumper!.user.id}`)).body.result.docs).toHaveLength(1);
    expect((await t.api("/api/v1/user/view-wallet", { token: dumper!.token })).status).toBe(401); // signed out at once
  });

  it("hold a churner's withdrawals: a new one is refused, the pending one cannot be approved until released", async () => {
    const churner = await signUpVerified(t, inbox);
    const deposit = await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 200 }, token: churner.token });
    expect(deposit.status).toBe(200);
    const seen = inbox.mails.length;
    const requested = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount: 190 }, token: churner.token });
    const otp = await inbox.nextCode(churner.player.email, seen);
    const confirmed = await t.api("/api/v1/user/verifyWithdrawRequest", { method: "POST", json: { _id: requested.body.result._id, otp }, token: churner.token });
    expect(confirmed.body.result.transactionStatus).toBe("PENDING");

    await runFraudScan(t.platform.ctx);
    const churn = (await signals("&kind=deposit_churn")).docs.find((s: any) => s.key === churner._id);
    expect(churn).toMatchObject({ evidence: { deposits: 200, withdrawals: 190, played: 0 } });

    const held = await admin(`admin/fraud/${churn._id}/hold`, "POST", { hold: true });
    expect(held.status).toBe(200);
    expect((await signals("&kind=deposit_churn")).docs.find((s: any) => s._id === churn._id).accounts[0].withdrawalsHeld).toBe(true);
    const again = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount: 20 }, token: churner.token });
    expect(again.status).toBe(403);
    expect(again.body.responseMessage).toBe("Withdrawals are on hold for this account: please contact support.");
    const approve = await admin("admin/approveWithdraw", "POST", { _id: requested.body.result._id });
    expect(approve.status).toBe(409);
    const wallet = async () => (await t.api("/api/v1/user/view-wallet?currency=COIN", { token: churner.token })).body.result.balance;
    expect(await wallet()).toBe(10); // the 190 stay held, not paid out; 20 more could not be asked for

    // Released: approved as usual; both steps on the audit log for the account.
    await admin(`admin/fraud/${churn._id}/hold`, "POST", { hold: false });
    expect((await admin("admin/approveWithdraw", "POST", { _id: requested.body.result._id })).body.result.transactionStatus).toBe("SUCCESS");
    const audit = (await admin(`admin/audit?targetId=${churner._id}`)).body.result.docs.map((d: any) => d.action);
    expect(audit).toEqual(expect.arrayContaining(["user.holdWithdrawals", "user.releaseWithdrawals"]));
  });

  it("find two accounts signed in from one browser (its X-Device-Id), and ignore a malformed id", async () => {
    const [one, two, elsewhere] = [await signUpVerified(t, inbox), await signUpVerified(t, inbox), await signUpVerified(t, inbox)];
    const device = `tablet-${randomUUID()}`;
    const signIn = (p: typeof one, id: string) =>
      t.api("/api/v1/user/login", { method: "POST", json: { email: p.player.email, password: p.player.password }, headers: { "X-Device-Id": id } });
    expect((await signIn(one, device)).status).toBe(200);
    expect((await signIn(two, device)).status).toBe(200);
    expect((await signIn(elsewhere, "x")).status).toBe(200); // too short to be an id: recorded as none
    expect((await signIn(elsewhere, `<script>${device}`)).status).toBe(200);
    const recorded = await db().select({ device: sessions.device }).from(sessions).where(eq(sessions.userId, elsewhere._id));
    expect(recorded.map((r) => r.device)).toEqual([null, null, null]); // sign-up's, and the two malformed
    await runFraudScan(t.platform.ctx);
    const shared = (await signals("&kind=shared_device")).docs;
    expect(shared).toMatchObject([{ key: device, evidence: { device, accounts: 2 } }]);
    expect(shared[0].accounts.map((a: any) => a.userId).sort()).toEqual([one._id, two._id].sort());
  });

  it("refuse players, bad ids and bad notes, changing nothing", async () => {
    const player = await makePlayer(t);
    expect((await t.api("/api/v1/admin/fraud", { token: player.token })).status).toBe(403);
    expect((await t.api("/api/v1/admin/fraud/run", { method: "POST", token: player.token })).status).toBe(403);
    expect((await admin("admin/fraud?kind=everything")).body.responseMessage).toBe("Unknown kind of signal.");
    expect((await admin(`admin/fraud/${randomUUID()}/review`, "POST", { note: "looked" })).status).toBe(404);
    expect((await admin("admin/fraud/not-an-id/block", "POST")).status).toBe(400);
    const [any] = (await signals()).docs;
    const short = await admin(`admin/fraud/${any._id}/review`, "POST", { note: "x" });
    expect(short.status).toBe(400);
    expect((await signals()).docs.find((s: any) => s._id === any._id).status).toBe(any.status);
  });
});

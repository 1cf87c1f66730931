/**
 * H2H question bets (issue 20) end to end: admins make a category, a match and a question; two players take opposite
 * sides (partly matched), the job closes the question and returns the unmatched part, an admin resolves it and the
 * matched pairs pay their winners less commission; a void question returns every stake; a large pool waits for a
 * second admin. The ledger reconciles after each step.
 */
import { h2hQuestions, users, walletTransactions } from "@arena/db";
import { settleQuestion } from "@arena/rules-h2h";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runH2hJob } from "../src/services/h2h/questions.js";
import { makePlayer } from "./directAccounts.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call, wallet, ledgerClean, player } = env;
let matchId = "";
async function question(text = "Who wins the toss?", options = ["India", "Australia"]) {
  if (!matchId) {
    const cat = (await call("h2h/categories", env.adminToken, "POST", { name: `Cricket ${Math.random().toString(36).slice(2, 6)}` })).body.result;
    const m = await call("h2h/matches", env.adminToken, "POST", { categoryId: cat._id, title: "India vs Australia", startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    matchId = m.body.result._id;
  }
  const q = await call("h2h/createCricketQuestion", env.adminToken, "POST", { matchId, text, options, closeAt: new Date(Date.now() + 60_000).toISOString() });
  expect(q.status).toBe(200);
  expect(q.body.responseMessage).toBe("Question created.");
  return q.body.result;
}
/** The question's close time passes, and the job (ours, or the platform's own pass) closes it. */
async function closeNow(id: string) {
  await env.t.platform.ctx.db.update(h2hQuestions).set({ closeAt: new Date(Date.now() - 1000) }).where(eq(h2hQuestions.id, id));
  await runH2hJob(env.t.platform.ctx);
  await expect.poll(async () => (await call(`h2h/questions?matchId=${matchId}`)).body.result.docs.find((q: any) => q._id === id).status, { timeout: 10_000 }).toBe("closed");
}

describe("an H2H question", () => {
  it("matches opposite stakes person against person, returns the unmatched part at the close and pays the winner", async () => {
    const q = await question();
    const [ann, ben] = [await player(100), await player(100)];
    const stake = (p: { token: string }, option: number, amount: number) => call("h2h/bets", p.token, "POST", { questionId: q._id, option, amount });
    expect((await stake(ann, 0, 30)).status).toBe(200);
    const after = (await stake(ben, 1, 20)).body.result;
    expect(after.options).toEqual([
      { index: 0, label: "India", staked: 30, matched: 20, waiting: 10 },
      { index: 1, label: "Australia", staked: 20, matched: 20, waiting: 0 },
    ]);
    // A forged payout field or an option outside the question: refused, nothing moves.
    expect((await call("h2h/bets", ben.token, "POST", { questionId: q._id, option: 1, amount: 5, payout: 100 })).status).toBe(400);
    expect((await stake(ben, 5, 5)).status).toBe(400);
    expect((await call(`h2h/graph?questionId=${q._id}`)).body.result.points.map((p: any) => p.totals)).toEqual([
      [30, 0],
      [30, 20],
    ]);
    expect((await call(`h2h/players?questionId=${q._id}`)).body.result.docs).toHaveLength(2);
    // Resolving before the close is refused.
    expect((await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 0 })).status).toBe(409);
    await ledgerClean();

    await closeNow(q._id);
    expect((await stake(ben, 1, 5)).status).toBe(409);
    // Ann's 10 unmatched came back at the close.
    expect(await wallet(ann.token)).toBe(80);
    const resolved = await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 0 });
    expect(resolved.body.result).toMatchObject({ status: "resolved", winner: 0 });
    // Ann won Ben's matched 20 less 5% commission: 100 − 30 + 10 + 20 + 19.
    expect(await wallet(ann.token)).toBe(119);
    expect(await wallet(ben.token)).toBe(80);
    const mine = (await call("h2h/bets", ann.token)).body.result.docs[0];
    expect(mine).toMatchObject({ optionLabel: "India", amount: 30, matched: 20, returned: 49 });
    expect((await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 1 })).status).toBe(409);
    await ledgerClean();
  });

  it("returns every stake of a void question", async () => {
    const q = await question("Will it rain?", ["Yes", "No", "Only a little"]);
    const [ann, ben, cal] = [await player(50), await player(50), await player(50)];
    await call("h2h/bets", ann.token, "POST", { questionId: q._id, option: 0, amount: 10 });
    await call("h2h/bets", ben.token, "POST", { questionId: q._id, option: 1, amount: 15 });
    await call("h2h/bets", cal.token, "POST", { questionId: q._id, option: 2, amount: 7 });
    await closeNow(q._id);
    expect((await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: null })).body.result.status).toBe("void");
    for (const p of [ann, ben, cal]) expect(await wallet(p.token)).toBe(50);
    await ledgerClean();
  });

  it("pays a three-option question pair by pair, as the rules settle it", async () => {
    const q = await question("Top scorer's team?", ["A", "B", "C"]);
    const ps = [await player(100), await player(100), await player(100), await player(100)];
    const stakes = [
      [0, 0, 25],
      [1, 1, 10],
      [2, 2, 30],
      [3, 1, 12.5],
    ] as const;
    for (const [i, option, amount] of stakes) await call("h2h/bets", ps[i]!.token, "POST", { questionId: q._id, option, amount });
    await closeNow(q._id);
    await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 1 });
    const expected = settleQuestion(
      stakes.map(([i, option, amount]) => ({ id: String(i), userId: String(i), option, amount: amount * 100 })),
      1,
      500,
    );
    for (const [i, , amount] of stakes) expect(await wallet(ps[i]!.token)).toBeCloseTo(100 - amount + expected.returns.get(String(i))! / 100, 2);
    await ledgerClean();
  });

  it("waits for a second admin to confirm the answer on a large pool", async () => {
    const q = await question("Who wins the final?", ["Home", "Away"]);
    const [ann, ben] = [await player(2000), await player(2000)];
    await call("h2h/bets", ann.token, "POST", { questionId: q._id, option: 0, amount: 1000 });
    await call("h2h/bets", ben.token, "POST", { questionId: q._id, option: 1, amount: 1000 });
    await closeNow(q._id);
    const proposed = await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 1 });
    expect(proposed.body.result.status).toBe("pending");
    expect(proposed.body.responseMessage).toBe("Proposed: another admin must confirm this answer.");
    // The same admin cannot confirm it; nothing paid yet.
    expect((await call(`admin/h2h/questions/${q._id}/resolve`, env.adminToken, "POST", { winner: 1 })).status).toBe(409);
    expect(await wallet(ben.token)).toBe(1000);
    const second = await makePlayer(env.t);
    await env.t.platform.ctx.db.update(users).set({ userType: "ADMIN" }).where(eq(users.id, second.user.id));
    expect((await call(`admin/h2h/questions/${q._id}/resolve`, second.token, "POST", { winner: 0 })).status).toBe(409);
    const confirmed = await call(`admin/h2h/questions/${q._id}/resolve`, second.token, "POST", { winner: 1 });
    expect(confirmed.body.result.status).toBe("resolved");
    expect(await wallet(ben.token)).toBe(2950);
    const won = await env.t.platform.ctx.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, ben.user.id), eq(walletTransactions.type, "WINNING")));
    expect(won).toHaveLength(1);
    await ledgerClean();
  });

  it("lets only admins make categories, matches and questions", async () => {
    const p = await player(1);
    expect((await call("h2h/categories", p.token, "POST", { name: "Darts" })).status).toBe(403);
    expect((await call("h2h/createCricketQuestion", p.token, "POST", { matchId, text: "Who wins?", options: ["A", "B"], closeAt: new Date(Date.now() + 60_000).toISOString() })).status).toBe(403);
    expect((await call("h2h/categories")).body.result.docs.length).toBeGreaterThan(0);
    expect((await call("h2h/matchList")).body.result.docs[0]).toMatchObject({ title: "India vs Australia", state: "upcoming" });
    await call(`h2h/matches/${matchId}/state`, env.adminToken, "POST", { state: "live" });
    expect((await call("h2h/liveMatch")).body.result.docs.map((m: any) => m._id)).toContain(matchId);
  });
});

/**
 * Black Jack's REST side (issue 19): the bet steps an admin sets (audited, checked, and the only bets a table takes),
 * the public leaderboard by period and sort, and the operator's summary. Rounds are played through the real room.
 */
import { BLACKJACK_ROOM } from "@arena/contracts";
import { adminActions, blackjackRounds } from "@arena/db";
import { Client } from "@colyseus/sdk";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { periodStart } from "../src/services/blackjack/rounds.js";
import { makePlayer } from "./directAccounts.js";
import { Inbox, until } from "./ludoPlayers.js";
import { fund } from "./paidGames.js";
import { useRestPlatform } from "./restPlatform.js";

const env = useRestPlatform();
const { call } = env;

describe("the bet steps", () => {
  it("are public with the rules, set by an admin only, checked, audited, and the only bets a table takes", async () => {
    const list = (await call("blackjack/betAmountList")).body.result;
    expect(list).toMatchObject({ betAmountList: [1, 5, 10, 25, 50, 100], minBet: 1, maxBet: 100, rtp: 99.64 });
    expect(list.rules).toEqual({
      decks: 6,
      dealerStandsOnSoft17: true,
      blackjackPays: "3:2",
      insurancePays: "2:1",
      doubleAfterSplit: true,
      maxHands: 3,
      resplitAces: false,
      surrender: "none",
    });

    const p = await makePlayer(env.t);
    expect((await call("admin/blackjack/betAmounts", p.token, "POST", { betAmountList: [2, 20] })).status).toBe(403);
    const bad = await call("admin/blackjack/betAmounts", env.adminToken, "POST", { betAmountList: [2, 2, 0.001] });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe("A bet is at least 0.1 coins.");
    expect((await call("admin/blackjack/betAmounts", env.adminToken, "POST", { betAmountList: [2, 2] })).body.responseMessage).toBe("Each bet once.");
    expect((await call("blackjack/betAmountList")).body.result.betAmountList).toEqual([1, 5, 10, 25, 50, 100]);

    const set = await call("admin/blackjack/betAmounts", env.adminToken, "POST", { betAmountList: [20, 2] });
    expect(set.status).toBe(200);
    expect(set.body.result).toMatchObject({ betAmountList: [2, 20], minBet: 2, maxBet: 20 });
    const [audit] = await env.t.platform.database.db.select().from(adminActions).where(eq(adminActions.action, "blackjack.bets"));
    expect(audit).toMatchObject({ before: { betAmountList: [1, 5, 10, 25, 50, 100] }, after: { betAmountList: [2, 20] } });

    // A table offers the new steps and refuses one no longer offered; nothing moves.
    await fund(env.t.platform.ctx, p.user.id, 5_000);
    const client = new Client(env.t.url);
    client.auth.token = p.token;
    const room = await client.create(BLACKJACK_ROOM, { playerName: "Steps" });
    const inbox = new Inbox(room);
    await until(room, (s) => s.betAmounts?.length === 2);
    expect([...(room.state as any).betAmounts]).toEqual([2, 20]);
    expect((await inbox.refused("bet", { amount: 5 })).code).toBe("BET_NOT_OFFERED");
    expect((await call("user/view-wallet?currency=COIN", p.token)).body.result.balance).toBe(50);
    const result = inbox.wait("game:result");
    room.send("bet", { amount: 2 });
    await until(room, (s) => s.gameStatus === "active" || s.phase === "over");
    room.send("player exit");
    const { winners } = await result;
    expect(winners[0].staked).toBe(2);
    expect((await call("user/view-wallet?currency=COIN", p.token)).body.result.balance).toBe(50 + winners[0].net);
    await room.leave();

    await call("admin/blackjack/betAmounts", env.adminToken, "POST", { betAmountList: [1, 5, 10, 25, 50, 100] });
  }, 30_000);
});

describe("the leaderboard", () => {
  it("ranks net winnings and the biggest win by day, week and all time, 20 a page, for anyone", async () => {
    const db = env.t.platform.database.db;
    const [a, b, c] = await Promise.all([makePlayer(env.t), makePlayer(env.t), makePlayer(env.t)]);
    const now = new Date();
    const lastYear = new Date(now.getTime() - 400 * 86_400_000);
    await db.insert(blackjackRounds).values([
      // a: +15 today (one round +25, one −10); b: +40 last year, −5 today; c: +8 today in one round.
      { id: crypto.randomUUID(), userId: a.user.id, bet: 1000, staked: 1000, paid: 3500, net: 2500, hands: 1, settledAt: now },
      { id: crypto.randomUUID(), userId: a.user.id, bet: 1000, staked: 1000, paid: 0, net: -1000, hands: 1, settledAt: now },
      { id: crypto.randomUUID(), userId: b.user.id, bet: 2000, staked: 2000, paid: 6000, net: 4000, hands: 1, settledAt: lastYear },
      { id: crypto.randomUUID(), userId: b.user.id, bet: 500, staked: 500, paid: 0, net: -500, hands: 1, settledAt: now },
      { id: crypto.randomUUID(), userId: c.user.id, bet: 800, staked: 1600, paid: 2400, net: 800, hands: 2, settledAt: now },
    ]);
    const names = new Map([a, b, c].map((p) => [p.user.userName, p]));
    const mine = (docs: any[]) => docs.filter((d) => names.has(d.userName));
    const by = async (q: string) => mine((await call(`blackjack/leaderboard?${q}`)).body.result.docs);

    const today = await by("period=day");
    expect(today.map((d) => [names.get(d.userName), d.net])).toEqual([
      [a, 15],
      [c, 8],
      [b, -5],
    ]);
    expect(today[0]).toMatchObject({ best: 25, rounds: 2, staked: 20 });
    const best = await by("period=day&sort=best");
    expect(best.map((d) => d.best)).toEqual([25, 8, 0]);
    const all = await by("period=all");
    expect(all.map((d) => [names.get(d.userName), d.net])).toEqual([
      [b, 35],
      [a, 15],
      [c, 8],
    ]);
    const page = (await call("blackjack/leaderboard?period=all&limit=20")).body.result;
    expect(page).toMatchObject({ period: "all", sort: "net", since: null, page: 1, limit: 20 });
    expect((await call("blackjack/leaderboard?limit=21")).status).toBe(400);
    expect((await call("blackjack/leaderboard?period=year")).status).toBe(400);

    const summary = (await call("admin/blackjack/summary", env.adminToken)).body.result;
    expect(summary.publishedRtp).toBe(99.64);
    expect(summary.periods.map((p: any) => p.period)).toEqual(["day", "week", "all"]);
    expect((await call("admin/blackjack/summary", a.token)).status).toBe(403);
  });

  it("starts the day at 00:00 UTC and the week on Monday", () => {
    const wed = new Date("2026-11-25T15:30:00Z");
    expect(periodStart("day", wed)?.toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(periodStart("week", wed)?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart("week", new Date("2026-11-23T00:00:00Z"))?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart("week", new Date("2026-11-29T23:59:00Z"))?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart("all", wed)).toBeNull();
  });
});

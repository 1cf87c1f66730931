/**
 * Black Jack on the table kit's house table, played through real WebSocket clients on the real platform: bets from the
 * admin's steps held from the wallet, splits, doubles and insurance adding holds, settlement against the house in one
 * transaction, refusals that move nothing, the back button playing the round out, a drop and a comeback, the proof of
 * every round, the leaderboard — and the ledger clean after each.
 */
import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { blackjackRounds, walletTransactions } from "@arena/db";
import * as rules from "@arena/rules-blackjack";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blackjackDefinition } from "../src/rooms/blackjack/definition.js";
import { tableRoomFor } from "../src/rooms/table/tableRoomFor.js";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { balanceOf, fundedPlayer, Inbox, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/** A Black Jack room whose every round uses this server seed: with the player's client seed, every card is known. */
const FIXED = "blackjack_fixed";
const FIXED_SEED = "blackjack-room-test-server-seed";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
  matchMaker.defineRoomType(FIXED, tableRoomFor(t.platform.ctx, blackjackDefinition, { fixedServerSeed: FIXED_SEED }));
});
afterAll(async () => {
  await t?.platform.close();
});

async function ledgerClean() {
  const check = await checkLedger(t.platform.database.db);
  expect(check.driftedAccounts).toEqual([]);
  expect(check.orphanedEscrows).toEqual([]);
  expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
}

/** The round a client seed deals at the fixed table (the table's client seed is `player:<seed>`). */
function dealtWith(clientSeed: string, bet = 1000) {
  const shoe = rules.fairShoe({ serverSeed: FIXED_SEED, clientSeed: `player:${clientSeed}` }, 0);
  const dealt = rules.deal(bet, { shoe });
  if (!dealt.ok) throw new Error(dealt.error);
  return { round: dealt.state, shoe };
}

/** The first client seed whose deal matches. */
function seedWhere(pred: (round: rules.BlackjackRound, shoe: rules.Shoe) => boolean): string {
  for (let i = 0; i < 20_000; i++) {
    const seed = `s${i}`;
    const { round, shoe } = dealtWith(seed);
    if (pred(round, shoe)) return seed;
  }
  throw new Error("no seed found");
}

async function sitDown(coins: number, clientSeed: string, roomName = FIXED) {
  const p = await fundedPlayer(t, coins, `bj${Math.random().toString(36).slice(2, 8)}`);
  const room: Room = await p.client.create(roomName, { playerName: "Jack", clientSeed });
  const inbox = new Inbox(room);
  await until(room, (s) => s.players?.size === 1 && s.betAmounts?.length > 0);
  return { ...p, room, inbox };
}

/** Plays the round by basic strategy until it is over, as the state shows it. */
async function playOut(room: Room) {
  for (let i = 0; i < 30 && (room.state as any).phase !== "over"; i++) {
    const s = room.state as any;
    const legal: string[] = [...s.legal];
    const move = legal.includes("noInsurance") ? "noInsurance" : legal.includes("stand") && s.hands[s.active].total >= 17 ? "stand" : "hit";
    const before = JSON.stringify(s.toJSON());
    room.send(move);
    await until(room, (x) => JSON.stringify(x.toJSON()) !== before, 5000);
  }
  expect((room.state as any).phase).toBe("over");
}

describe("a Black Jack table", () => {
  it("holds a bet of the admin's steps, deals, settles against the house and records a round anyone can replay", async () => {
    const seed = seedWhere((r) => r.phase === "playing" && rules.handTotal(r.hands[0]!.cards).total < 17);
    const p = await sitDown(100, seed);
    const s = p.room.state as any;
    expect([...s.betAmounts]).toEqual([1, 5, 10, 25, 50, 100]);
    expect(s.phase).toBe("betting");

    const start = p.inbox.wait("game-start");
    p.room.send("bet", { amount: 10 });
    const started = await start;
    await until(p.room, (x) => x.phase === "playing");
    expect(await balanceOf(t, p.token)).toBe(90);
    // The hole card is face down until the dealer plays.
    expect(s.dealer[1]).toBe("");
    expect(s.dealer[0]).not.toBe("");
    expect(started.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    await playOut(p.room);
    const result = (await p.inbox.wait("game:result")).winners[0];
    const end = await p.inbox.wait("game-end");
    expect(end.serverSeed).toBe(FIXED_SEED);
    expect(s.dealer.every((c: string) => c !== "")).toBe(true);
    expect(result.net).toBe(s.net);
    expect(await balanceOf(t, p.token)).toBeCloseTo(100 + result.net, 2);
    const [row] = await t.platform.database.db.select().from(blackjackRounds).where(eq(blackjackRounds.id, started.gameId));
    expect(row).toMatchObject({ bet: 1000, staked: result.staked * 100, paid: result.paid * 100, net: result.net * 100 });
    await ledgerClean();

    // The round's proof: dealt again from the revealed seed, the recorded actions give the recorded result.
    const proof = (await t.api(`/api/v1/blackjack/round/${started.gameId}`)).body.result;
    expect(proof).toMatchObject({ status: "finished", bet: 10, serverSeed: FIXED_SEED, clientSeed: `player:${seed}` });
    const replay = rules.replayRound(
      proof.bet * 100,
      proof.actions.map((type: string) => ({ type })),
      { shoe: rules.fairShoe({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed }, 0) },
    );
    expect(replay.ok && replay.state.result!.net).toBe(result.net * 100);

    // It shows on the public leaderboard and in the player's history.
    const board = (await t.api("/api/v1/blackjack/leaderboard?period=day")).body.result;
    expect(board.docs.some((d: any) => d.net === result.net && d.rounds === 1)).toBe(true);
    const history = (await t.api("/api/v1/blackjack/history", { token: p.token })).body.result;
    expect(history.docs[0]).toMatchObject({ gameId: started.gameId, bet: 10, net: result.net, serverSeed: FIXED_SEED });
    await p.room.leave();
  }, 30_000);

  it("holds a split and a double before it deals them, and settles every hand", async () => {
    // A pair of eights (not aces) against a small card: split, then double the first hand if it may.
    const seed = seedWhere((r) => {
      const [a, b] = r.hands[0]!.cards;
      return r.phase === "playing" && a!.rank === 8 && b!.rank === 8 && rules.cardValue(r.dealer[0]!) <= 6;
    });
    const p = await sitDown(100, seed);
    const s = p.room.state as any;
    p.room.send("bet", { amount: 10 });
    await until(p.room, (x) => x.phase === "playing" && x.legal.includes("split"));
    p.room.send("split");
    await until(p.room, (x) => x.hands.length === 2);
    expect(await balanceOf(t, p.token)).toBe(80);
    expect(s.hands[0].fromSplit).toBe(true);
    await until(p.room, (x) => x.legal.includes("double"));
    p.room.send("double");
    await until(p.room, (x) => x.hands[0].doubled);
    expect(await balanceOf(t, p.token)).toBe(70);
    expect(s.hands[0].bet).toBe(20);
    await playOut(p.room);
    const result = (await p.inbox.wait("game:result")).winners[0];
    expect(result.staked).toBe(30);
    expect(result.hands).toHaveLength(2);
    expect(result.paid).toBe(result.hands.reduce((a: number, h: any) => a + h.paid, 0));
    expect(await balanceOf(t, p.token)).toBeCloseTo(100 + result.net, 2);
    // The wallet shows each hold by name, then the payout.
    const lines = await t.platform.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, p.user.id));
    expect(lines.map((l) => l.description)).toEqual(expect.arrayContaining(["Black Jack bet", "Black Jack split", "Black Jack double"]));
    await ledgerClean();
    await p.room.leave();
  }, 30_000);

  it("offers insurance when the dealer shows an ace and holds half the bet for it", async () => {
    const seed = seedWhere((r) => r.phase === "insurance");
    const p = await sitDown(100, seed);
    p.room.send("bet", { amount: 10 });
    await until(p.room, (x) => x.phase === "insurance" && x.legal.includes("insurance"));
    // Hit is refused until insurance is answered.
    expect((await p.inbox.refused("hit")).code).toBe("INSURANCE_PENDING");
    p.room.send("insurance");
    await until(p.room, (x) => x.insurance === 5);
    expect(await balanceOf(t, p.token)).toBe(85);
    await playOut(p.room);
    const result = (await p.inbox.wait("game:result")).winners[0];
    expect(result.insurance.staked).toBe(5);
    expect(result.insurance.paid).toBe(result.dealer.blackjack ? 15 : 0);
    expect(await balanceOf(t, p.token)).toBeCloseTo(100 + result.net, 2);
    await ledgerClean();
    await p.room.leave();
  }, 30_000);

  it("refuses what the rules or the wallet do not allow, and nothing moves", async () => {
    const seed = seedWhere((r) => r.phase === "playing" && !rules.canSplit(r));
    const p = await sitDown(12, seed);
    // A bet not among the steps, a forged payload, a move before any round: refused, the wallet untouched.
    expect((await p.inbox.refused("bet", { amount: 7 })).code).toBe("BET_NOT_OFFERED");
    expect((await p.inbox.refused("bet", { amount: 10, result: "win" })).code).toBe("BAD_MESSAGE");
    expect((await p.inbox.refused("hit")).code).toBe("GAME_NOT_STARTED");
    expect((await p.inbox.refused("bet", { amount: 25 })).code).toBe("NOT_ENOUGH_COINS");
    expect(await balanceOf(t, p.token)).toBe(12);

    p.room.send("bet", { amount: 10 });
    await until(p.room, (x) => x.phase === "playing");
    expect((await p.inbox.refused("bet", { amount: 1 })).code).toBe("ROUND_IN_PLAY");
    expect((await p.inbox.refused("split")).code).toBe("CANNOT_SPLIT");
    // A double needs 10 more coins; 2 are left: the ledger refuses the hold and the hand is not doubled.
    expect((await p.inbox.refused("double")).code).toBe("NOT_ENOUGH_COINS");
    expect((p.room.state as any).hands[0].doubled).toBe(false);
    expect(await balanceOf(t, p.token)).toBe(2);

    // Nobody else may sit at this table.
    const other = await fundedPlayer(t, 10, `bjo${Math.random().toString(36).slice(2, 8)}`);
    await expect(other.client.joinById(p.room.roomId, { playerName: "Eve" })).rejects.toThrow();
    await playOut(p.room);
    await p.inbox.wait("game:result");
    await ledgerClean();
    await p.room.leave();
  }, 30_000);

  it("settles a natural as it is dealt: blackjack pays 3:2", async () => {
    const seed = seedWhere((r) => r.phase === "over" && r.result!.hands[0]!.outcome === "blackjack");
    const p = await sitDown(100, seed);
    p.room.send("bet", { amount: 10 });
    const result = (await p.inbox.wait("game:result")).winners[0];
    expect(result).toMatchObject({ net: 15, paid: 25, staked: 10 });
    expect(result.hands[0].outcome).toBe("blackjack");
    await until(p.room, (x) => x.phase === "over" && x.gameStatus === "finished");
    expect(await balanceOf(t, p.token)).toBe(115);
    await ledgerClean();
    await p.room.leave();
  }, 30_000);

  it("takes one bet when two are sent at once", async () => {
    const p = await sitDown(100, "twice");
    const errors = p.inbox.mark();
    p.room.send("bet", { amount: 5 });
    p.room.send("bet", { amount: 5 });
    const refused = await p.inbox.wait("error", { since: errors });
    expect(["MONEY_BUSY", "ROUND_IN_PLAY"]).toContain(refused.code);
    await until(p.room, (x) => x.gameStatus === "active" || x.phase === "over");
    p.room.send("player exit");
    const result = (await p.inbox.wait("game:result")).winners[0];
    expect(result.staked).toBe(5);
    expect(await balanceOf(t, p.token)).toBeCloseTo(100 + result.net, 2);
    await ledgerClean();
    await p.room.leave();
  }, 30_000);

  it("plays the round out when the player presses back, and settles it", async () => {
    const seed = seedWhere((r) => r.phase === "playing");
    const p = await sitDown(100, seed);
    p.room.send("bet", { amount: 5 });
    await until(p.room, (x) => x.phase === "playing");
    const gameId = (p.room.state as any).gameId;
    p.room.send("player exit");
    const result = (await p.inbox.wait("game:result")).winners[0];
    expect(result.playedOut).toBe(true);
    // Standing on the two cards dealt: the dealer played and the round settled.
    expect(result.hands[0].cards).toHaveLength(2);
    expect(await balanceOf(t, p.token)).toBeCloseTo(100 + result.net, 2);
    const proof = (await t.api(`/api/v1/blackjack/round/${gameId}`)).body.result;
    expect(proof).toMatchObject({ status: "finished", playedOut: true, actions: ["stand"] });
    await p.room.leave();
    await ledgerClean();
  }, 30_000);

  it("keeps the round for a player who drops and comes back", async () => {
    const seed = seedWhere((r) => r.phase === "playing" && rules.handTotal(r.hands[0]!.cards).total < 12);
    const p = await sitDown(100, seed);
    p.room.send("bet", { amount: 5 });
    await until(p.room, (x) => x.phase === "playing");
    const { roomId, gameId } = p.room.state as any;
    const token = p.room.reconnectionToken;
    (p.room as any).connection.close(4100); // a dropped connection, not a leave
    await new Promise((r) => setTimeout(r, 300));
    const back = await p.client.reconnect(token);
    await until(back, (x) => x.gameId === gameId && x.phase === "playing");
    expect(back.roomId).toBe(roomId);
    expect(await balanceOf(t, p.token)).toBe(95);
    await playOut(back);
    await ledgerClean();
    await back.leave();
  }, 30_000);
});

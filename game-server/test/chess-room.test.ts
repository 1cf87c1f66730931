import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHESS_ABSENT_CLAIM_SECONDS, CHESS_ROOM, messages } from "@arena/contracts";
import { gameRecords } from "@arena/db";
import { fairInt } from "@arena/fair";
import { replay } from "@arena/rules-chess";
import { eq } from "drizzle-orm";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { byColour, chessSnapshot, FOOLS_MATE, joinTable, play, playMoves, privateTable } from "./chessPlayers.js";
import { balanceOf, fundedPlayer, Inbox, ready, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";
import { joinQueue, takeSeat } from "./quickPlayers.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const ledgerOk = async () => expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

/** Two funded players at a private table of `fee` coins (options as the creator sends them), started. */
async function pairAt(fee: number, extra: Record<string, unknown> = {}, coins = 40) {
  const [p1, p2] = await Promise.all([fundedPlayer(t, coins), fundedPlayer(t, coins)]);
  const a = await privateTable(p1.client, { roomAmount: fee, ...extra });
  const inA = new Inbox(a);
  const b = await joinTable(p2.client, a.roomId);
  const inB = new Inbox(b);
  const rooms = await byColour(a, p1.user.id, b);
  const whiteIsP1 = rooms.white === a;
  const white = whiteIsP1 ? p1 : p2;
  const black = whiteIsP1 ? p2 : p1;
  const inbox = { white: whiteIsP1 ? inA : inB, black: whiteIsP1 ? inB : inA };
  return { p1, p2, a, b, rooms, white, black, inbox };
}

const record = async (gameId: string) => (await t.api(`/api/v1/chess/game/${gameId}`)).body.result;

describe("chess room", () => {
  it("seats two players by a private code, draws colours fairly, and pays the winner of a mate the pot less commission", async () => {
    const g = await pairAt(10);
    const s = chessSnapshot(g.a);
    expect(s).toMatchObject({ gameType: "Private", roomAmount: 10, minutes: -1, w_Time: -1, b_Time: -1, turn: "white", status: "started" });
    expect(s.legalMoves).toHaveLength(20);
    expect(Object.values(s.players).map((p: any) => p.color).sort()).toEqual(["black", "white"]);
    // One fee each held in the game's escrow.
    expect([await balanceOf(t, g.p1.token), await balanceOf(t, g.p2.token)]).toEqual([30, 30]);

    await playMoves(g.rooms, FOOLS_MATE);
    const result = await g.inbox.white.wait("game:result");
    expect(chessSnapshot(g.a)).toMatchObject({ status: "checkmate", winner: "black", gameStatus: "finished", check: true });
    const entry = (c: string) => result.winners.find((w: any) => w.color === c);
    expect(entry("black")).toMatchObject({ outcome: "win", reason: "checkmate", winingAmount: 18, uid: g.black.user.id });
    expect(entry("white")).toMatchObject({ outcome: "loss", winingAmount: 0 });
    await expect.poll(() => balanceOf(t, g.black.token)).toBe(48);
    expect(await balanceOf(t, g.white.token)).toBe(30);
    await ledgerOk();

    // The record: colours with the fair draw, the moves, a PGN anyone can download.
    const r = await record(s.gameId);
    expect(r).toMatchObject({ status: "finished", moves: ["f3", "e5", "g4", "Qh4#"], gameType: "Private" });
    // The colour draw is checkable from the revealed seed: nonce 0 of the stream, 0 → p1 (the creator) plays white.
    const drawn = fairInt({ serverSeed: r.serverSeed, clientSeed: r.clientSeed }, 0, 2);
    expect(r.colourDraw).toEqual({ nonce: 0, value: drawn });
    expect(g.white.user.id).toBe(drawn === 0 ? g.p1.user.id : g.p2.user.id);
    expect(r.players.find((p: any) => p.color === "white").userId).toBe(g.white.user.id);
    expect(r.pgn).toContain('[Result "0-1"]');
    expect(r.pgn).toMatch(/1\. f3 e5 2\. g4 Qh4# 0-1\s*$/);
    expect(r.serverSeed).toEqual(expect.any(String));
    // The stored record replays through the rules to the same end.
    const [row] = await t.platform.database.db.select().from(gameRecords).where(eq(gameRecords.id, s.gameId));
    const stored = (row!.draws as { type: string }[]).find((d) => d.type === "actions") as unknown as Parameters<typeof replay>[0];
    const replayed = replay(stored);
    expect([replayed.fen, replayed.status, replayed.winner]).toEqual([chessSnapshot(g.a).fen, "checkmate", "black"]);
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("refuses a move out of turn or an illegal one with a clear error, and changes nothing", async () => {
    const g = await pairAt(1);
    const e1 = await g.inbox.black.refused("opponentMove", { from: "e7", to: "e5" });
    expect(e1.code).toBe("NOT_YOUR_TURN");
    const e2 = await g.inbox.white.refused("opponentMove", { from: "e2", to: "e5" });
    expect(e2.code).toBe("ILLEGAL_MOVE");
    const e3 = await g.inbox.white.refused("opponentMove", { from: "z9", to: "e4" });
    expect(e3.code).toBe("BAD_MESSAGE");
    expect(chessSnapshot(g.a).moves).toEqual([]);
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("aborts before both sides have moved: no result, every fee back", async () => {
    const g = await pairAt(10);
    await play(g.rooms.white, "e2e4", [g.rooms.black]);
    g.rooms.black.send("abort");
    const result = await g.inbox.white.wait("game:result");
    expect(result.winners.map((w: any) => w.outcome)).toEqual(["aborted", "aborted"]);
    expect(result.winners.map((w: any) => w.winingAmount)).toEqual([10, 10]);
    await expect.poll(() => balanceOf(t, g.p1.token)).toBe(40);
    expect(await balanceOf(t, g.p2.token)).toBe(40);
    expect((await record(chessSnapshot(g.a).gameId)).status).toBe("aborted");
    await ledgerOk();
    // Once both have moved, abort is refused.
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("resigning after both moved gives the opponent the pot", async () => {
    const g = await pairAt(5);
    await playMoves(g.rooms, ["e2e4", "e7e5"]);
    expect((await g.inbox.white.refused("abort")).code).toBe("ABORT_NOT_ALLOWED");
    g.rooms.white.send("resign");
    const result = await g.inbox.black.wait("game:result");
    expect(result.winners.find((w: any) => w.color === "black")).toMatchObject({ outcome: "win", reason: "resign", winingAmount: 9 });
    await expect.poll(() => balanceOf(t, g.black.token)).toBe(44);
    await ledgerOk();
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("a draw by agreement gives both players their fee back in full", async () => {
    const g = await pairAt(10);
    // No offer before ply 2.
    expect((await g.inbox.white.refused("offerDraw")).code).toBe("DRAW_OFFER_NOT_ALLOWED");
    await playMoves(g.rooms, ["e2e4", "e7e5"]);
    g.rooms.white.send("offerDraw");
    await until(g.rooms.black, (s) => s.drawOffer === "white");
    // A decline drops it; a second offer by the same side within 20 plies is refused.
    g.rooms.black.send("declineDraw");
    await until(g.rooms.white, (s) => s.drawOffer === "");
    expect((await g.inbox.white.refused("offerDraw")).code).toBe("DRAW_OFFER_NOT_ALLOWED");
    g.rooms.black.send("offerDraw");
    await until(g.rooms.white, (s) => s.drawOffer === "black");
    g.rooms.white.send("offerDraw"); // accepting is offering back
    const result = await g.inbox.white.wait("game:result");
    expect(result.winners.map((w: any) => [w.outcome, w.reason, w.winingAmount])).toEqual([
      ["draw", "agreement", 10],
      ["draw", "agreement", 10],
    ]);
    await expect.poll(() => balanceOf(t, g.p1.token)).toBe(40);
    expect(await balanceOf(t, g.p2.token)).toBe(40);
    await ledgerOk();
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("takebacks: refused at a table without them, one or two plies back when the opponent agrees", async () => {
    const off = await pairAt(1);
    await play(off.rooms.white, "e2e4", [off.rooms.black]);
    expect((await off.inbox.white.refused("takeBack")).code).toBe("TAKEBACK_NOT_ALLOWED");
    await Promise.all([off.a.leave(), off.b.leave()]);

    const g = await pairAt(1, { takebacks: true });
    await playMoves(g.rooms, ["e2e4", "e7e5", "g1f3"]);
    // White asks while black is to move: one ply back (white's own last move).
    g.rooms.white.send("takeBack");
    await until(g.rooms.black, (s) => s.takebackOffer === "white");
    g.rooms.black.send("undoRequestAccept", { accept: false });
    for (const r of [g.rooms.white, g.rooms.black]) await until(r, (s) => s.takebackOffer === "");
    expect(chessSnapshot(g.a).moves).toEqual(["e4", "e5", "Nf3"]);
    g.rooms.white.send("takeBack");
    await until(g.rooms.black, (s) => s.takebackOffer === "white");
    g.rooms.black.send("undoRequestAccept", { accept: true });
    await until(g.rooms.white, (s) => s.moves.length === 2 && s.turn === "white");
    // Black asks on its own turn, after white replied: its last move and white's reply go back (two plies).
    await play(g.rooms.white, "d2d4", [g.rooms.black]);
    await play(g.rooms.black, "d7d5", [g.rooms.white]);
    await play(g.rooms.white, "c2c4", [g.rooms.black]);
    g.rooms.black.send("takeBack");
    await until(g.rooms.white, (s) => s.takebackOffer === "black");
    g.rooms.white.send("undoRequestAccept", { accept: true });
    await until(g.rooms.black, (s) => s.moves.length === 3 && s.turn === "black");
    expect(chessSnapshot(g.b).moves).toEqual(["e4", "e5", "d4"]);
    expect((await g.inbox.white.refused("undoRequestAccept", { accept: true })).code).toBe("NO_TAKEBACK_REQUEST");
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("flags a player whose clock ran out: the opponent wins the pot", async () => {
    const g = await pairAt(10, { minutes: 1, increment: 0 });
    await playMoves(g.rooms, ["e2e4", "e7e5"]);
    const s = chessSnapshot(g.a);
    expect(s.clockRunning).toBe(true);
    expect(s.w_Time).toBe(60_000);
    expect(s.turnEndsAt).toBeGreaterThan(Date.now() + 50_000);
    // A minute passes on the server's clock; white's late move is not played: white lost on time.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    g.rooms.white.send("opponentMove", { from: "g1", to: "f3" });
    const result = await g.inbox.black.wait("game:result");
    expect(result.winners.find((w: any) => w.color === "black")).toMatchObject({ outcome: "win", reason: "timeout", winingAmount: 18 });
    expect(chessSnapshot(g.b).moves).toEqual(["e4", "e5"]);
    vi.useRealTimers();
    await expect.poll(() => balanceOf(t, g.black.token)).toBe(48);
    await ledgerOk();
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("a side that does not make its first move in time: the game is aborted and every fee goes back", async () => {
    const g = await pairAt(10);
    await play(g.rooms.white, "e2e4", [g.rooms.black]);
    // Black lets its 30 s pass; its late move is not played: the game never started.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    g.rooms.black.send("opponentMove", { from: "e7", to: "e5" });
    const result = await g.inbox.white.wait("game:result");
    vi.useRealTimers();
    expect(result.winners.map((w: any) => [w.outcome, w.reason, w.winingAmount])).toEqual([
      ["aborted", "noStart", 10],
      ["aborted", "noStart", 10],
    ]);
    await expect.poll(() => balanceOf(t, g.p1.token)).toBe(40);
    expect(await balanceOf(t, g.p2.token)).toBe(40);
    await ledgerOk();
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("a rematch after a paid game: new fees held, colours drawn again, a new game id", async () => {
    const g = await pairAt(5);
    const first = chessSnapshot(g.a).gameId;
    await playMoves(g.rooms, FOOLS_MATE);
    await g.inbox.white.wait("game:result");
    await expect.poll(() => balanceOf(t, g.black.token)).toBe(40 - 5 + 9);
    g.rooms.white.send("rematch:request");
    await until(g.rooms.black, (s) => [...s.players.values()].some((p: any) => p.isAccept));
    g.rooms.black.send("rematch:accept");
    const s = await until(g.a, (st) => st.gameStatus === "active" && st.gameId !== first && st.moves.length === 0);
    expect(s.status).toBe("started");
    expect([...s.players.values()].map((p: any) => p.color).sort()).toEqual(["black", "white"]);
    expect([await balanceOf(t, g.white.token), await balanceOf(t, g.black.token)]).toEqual([35 - 5, 44 - 5]);
    await ledgerOk();
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("a player who is gone: the opponent may claim the win only after the countdown", async () => {
    const g = await pairAt(10);
    await playMoves(g.rooms, ["e2e4", "e7e5"]);
    // Black's network goes away.
    g.rooms.black.reconnection.enabled = false;
    g.rooms.black.connection.close();
    const absent = await until(g.rooms.white, (s) => [...s.players.values()].some((p: any) => p.color === "black" && p.absentSince > 0));
    const mine = [...absent.players.values()].find((p: any) => p.color === "white");
    expect(mine.claimableAt).toBeGreaterThan(Date.now());
    expect((await g.inbox.white.refused("claimVictory")).code).toBe("CLAIM_NOT_ALLOWED");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (CHESS_ABSENT_CLAIM_SECONDS + 1) * 1000 });
    g.rooms.white.send("claimVictory");
    const result = await g.inbox.white.wait("game:result");
    vi.useRealTimers();
    expect(result.winners.find((w: any) => w.color === "white")).toMatchObject({ outcome: "win", reason: "claim", winingAmount: 18 });
    await expect.poll(() => balanceOf(t, g.white.token)).toBe(48);
    await ledgerOk();
    await g.rooms.white.leave();
  });

  it("a player who comes back (a fresh join by the same account) gets the seat back, and the claim is gone", async () => {
    const g = await pairAt(1);
    await playMoves(g.rooms, ["e2e4", "e7e5"]);
    const gameId = chessSnapshot(g.a).gameId;
    g.rooms.black.reconnection.enabled = false;
    g.rooms.black.connection.close();
    await until(g.rooms.white, (s) => [...s.players.values()].some((p: any) => p.color === "black" && p.absentSince > 0));
    // The page /chess/game/{id} finds the room from the game record and joins it again.
    const r = await record(gameId);
    expect(r.status).toBe("active");
    const back = await ready(g.black.client.joinById(r.roomId, { playerName: "Back" }));
    const s = await until(back, (st) => [...st.players.values()].every((p: any) => p.absentSince === 0 && p.isConnected));
    expect(s.moves.length).toBe(2);
    expect([...s.players.values()].find((p: any) => p.color === "white").claimableAt).toBe(0);
    await play(g.rooms.white, "g1f3", [back]);
    await Promise.all([g.rooms.white.leave(), back.leave()]);
  });

  it("Quick Play cancel: leaving the chess queue gives the fee back at once", async () => {
    const p = await fundedPlayer(t, 10);
    const [q] = await joinQueue(p.client, { game: "chess", roomAmount: 10, maxPlayers: 2, currency: "COIN", playerName: "Q" });
    expect(await balanceOf(t, p.token)).toBe(0);
    await q.leave();
    expect(await balanceOf(t, p.token)).toBe(10);
    await ledgerOk();
  });

  it("a finished game's page: the record says it is over (the spec's rejoin message is the web's to show)", async () => {
    const g = await pairAt(1);
    g.rooms.white.send("abort");
    await g.inbox.black.wait("game:result");
    const gameId = chessSnapshot(g.a).gameId;
    expect((await record(gameId)).status).toBe("aborted");
    expect((await t.api(`/api/v1/chess/game/00000000-0000-4000-8000-000000000000`)).body.responseMessage).toBe(messages.gameNotFound);
    await Promise.all([g.a.leave(), g.b.leave()]);
  });

  it("Quick Play: the queue seats two players at a chess table on the rapid clock, with one fee each", async () => {
    const [p1, p2] = await Promise.all([fundedPlayer(t, 20), fundedPlayer(t, 20)]);
    const terms = { game: "chess", roomAmount: 5, maxPlayers: 2, currency: "COIN" as const, playerName: "Q" };
    const [q1, in1] = await joinQueue(p1.client, terms);
    const [q2, in2] = await joinQueue(p2.client, terms);
    const [a, b] = await Promise.all([takeSeat(p1.client, q1, in1), takeSeat(p2.client, q2, in2)]);
    expect(b.roomId).toBe(a.roomId);
    const s = await until(a, (st) => st.gameStatus === "active");
    expect(s.gameType).toBe("Quick Play");
    expect([s.minutes, s.increment]).toEqual([10, 5]);
    expect([await balanceOf(t, p1.token), await balanceOf(t, p2.token)]).toEqual([15, 15]);
    // A queue for three-player chess does not exist.
    await expect(joinQueue(p1.client, { ...terms, maxPlayers: 3 })).rejects.toThrow();
    const rooms = await byColour(a, p1.user.id, b);
    rooms.white.send("abort");
    await until(a, (st) => st.gameStatus === "finished");
    await expect.poll(() => balanceOf(t, p1.token)).toBe(20);
    await ledgerOk();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("refuses a computer game for coins and a bad create option", async () => {
    const p = await fundedPlayer(t, 5);
    await expect(p.client.create(CHESS_ROOM, { gameType: "Computer", level: 9, playerName: "X" })).rejects.toThrow();
    await expect(p.client.create(CHESS_ROOM, { gameType: "Computer", currency: "COIN", playerName: "X" })).rejects.toThrow();
    await expect(p.client.create(CHESS_ROOM, { gameType: "Private", roomId: "12", playerName: "X" })).rejects.toThrow();
    await expect(p.client.create(CHESS_ROOM, { gameType: "Quick Play", roomAmount: 5, playerName: "X" })).rejects.toThrow();
    expect(await balanceOf(t, p.token)).toBe(5);
  });
});

/**
 * The Flash room on the table kit, played through real WebSocket clients on the real platform: seats with buy-ins,
 * hands to the end, sideshow and show, leaving mid-hand, reconnecting, watchers taking a seat, hidden cards, and the
 * ledger after every paid scenario (every wallet equals its start plus its net winnings).
 */
import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { gameRecords } from "@arena/db";
import { compareHands, dealHands, replayHand, type FlashAction } from "@arena/rules-flash";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flashDefinition } from "../src/rooms/flash/definition.js";
import { tableRoomFor } from "../src/rooms/table/tableRoomFor.js";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import {
  act,
  flashTable,
  framesMention,
  rawFrames,
  seatedAt,
  seatOf,
  sharedState,
  toAct,
  untilBetting,
  visibleHands,
  type FlashPlayerHandle,
} from "./flashPlayers.js";
import { balanceOf, fundedPlayer, Inbox, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/** A Flash room whose every hand uses this server seed: with the players' client seeds, the deal is known in advance. */
const FIXED = "flash_fixed";
const FIXED_SEED = "flash-room-test-server-seed";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
  matchMaker.defineRoomType(FIXED, tableRoomFor(t.platform.ctx, flashDefinition, { fixedServerSeed: FIXED_SEED }));
});
afterAll(async () => {
  await t?.platform.close();
});

const record = async (id: string) => (await t.platform.database.db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0];

async function ledgerClean() {
  const check = await checkLedger(t.platform.database.db);
  expect(check.driftedAccounts).toEqual([]);
  expect(check.orphanedEscrows).toEqual([]);
  expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
}

/** Everyone left at the table packs or checks until the hand ends; the seat to act packs each time. */
async function packUntilOver(players: FlashPlayerHandle[]) {
  const s = players[0]!.room.state as any;
  const hand = s.gameId;
  while (s.gameId === hand && s.gameStatus === "active") {
    if (s.turn === "") {
      await until(players[0]!.room, (x) => x.turn !== "" || x.gameStatus !== "active", 5000);
      continue;
    }
    const before = s.lastAction.n;
    toAct(players).room.send("pack");
    await until(players[0]!.room, (x) => x.lastAction.n > before || x.gameStatus !== "active" || x.gameId !== hand);
  }
}

describe("a paid Flash table", () => {
  it("seats two buy-ins, deals a hand, settles it between the seats and cashes out on leaving", async () => {
    const [ann, ben] = await flashTable(t, 2, { boot: 1, buyIn: 50, coins: 100 });
    expect(await balanceOf(t, ann!.token)).toBe(50);
    expect(await balanceOf(t, ben!.token)).toBe(50);
    await untilBetting(ann!.room, 1);
    const s = ann!.room.state as any;
    expect(s.pot).toBe(2);
    expect(s.tableStatus).toMatch(/betting/);
    const handId = s.gameId;
    expect((await record(handId))?.status).toBe("active");
    await packUntilOver([ann!, ben!]);
    const result = await ann!.inbox.wait("game:result", { pred: (r: any) => r.gameId === handId });
    const winner = result.winners.find((w: any) => w.winner);
    const loser = result.winners.find((w: any) => !w.winner);
    expect(loser.net).toBe(-1);
    // The winner won the loser's boot; the house took 5% of it.
    expect(winner.net).toBe(0.95);
    expect(winner.commission).toBe(0.05);
    // Each seat shows the hand's change of its stack, to the cent (coins travel as float64).
    await until(ann!.room, (x) => x.players.get(winner.seat).lastNet === 0.95 && x.players.get(loser.seat).lastNet === -1);
    expect((ann!.room.state as any).players.get(winner.seat).stack).toBe(50.95);
    expect((await record(handId))?.status).toBe("finished");
    await ledgerClean();

    // Leaving returns each stack to its wallet: 100 + net.
    for (const p of [ann!, ben!]) {
      const mine = result.winners.find((w: any) => w.uid === p.user.id);
      const left = p.inbox.wait("leave", { timeoutMs: 10_000 });
      p.room.send("leave");
      expect((await left).amount).toBe(50 + mine.net);
      expect(await balanceOf(t, p.token)).toBeCloseTo(100 + mine.net, 2);
    }
    await ledgerClean();
  }, 30_000);
});

describe("free play", () => {
  it("seats the bots with the player and plays hands with play money only", async () => {
    const p = await fundedPlayer(t, 0);
    const room = await p.client.create("flash", { gameType: "Free Play", boot: 1, bots: 3, buyIn: 50, playerName: "Solo" });
    await until(room, (s) => s.players?.size === 4);
    const bots = [...(room.state as any).players.values()].filter((x: any) => x.isBot);
    expect(bots).toHaveLength(3);
    await untilBetting(room, 1);
    // Pack whenever it is our turn; the bots play among themselves until the hand ends.
    const me = [...(room.state as any).players.entries()].find(([, x]: any) => !x.isBot)![0];
    const done = until(room, (s) => s.handNumber >= 2, 60_000);
    const stop = setInterval(() => {
      const s = room.state as any;
      if (s.turn === me && s.choices.pack) room.send("pack");
    }, 200);
    await done;
    clearInterval(stop);
    expect(await balanceOf(t, p.token, "FREE")).toBeGreaterThan(0);
    await room.leave();
    await ledgerClean();
  }, 90_000);
});

/** Waits until every client shows the same step of the table (hand, action count, status, turn). */
async function allAt(players: FlashPlayerHandle[]) {
  const key = (r: Room) => {
    const s = r.state as any;
    return `${s.gameId}:${s.lastAction.n}:${s.tableStatus}:${s.gameStatus}:${s.turn}:${s.sideshowTarget}`;
  };
  await expect.poll(() => new Set(players.map((p) => key(p.room))).size, { timeout: 5000, interval: 20 }).toBe(1);
}

/** Every client's shared state settles to the same thing (compared once no patch is on its way to any of them). */
async function sameShared(players: FlashPlayerHandle[]) {
  await expect
    .poll(() => new Set(players.map((p) => JSON.stringify(sharedState(p.room)))).size, { timeout: 5000, interval: 20 })
    .toBe(1);
}

/** Stands everyone up and checks each wallet is its start plus the nets of the hands it played. */
async function leaveAndCheckWallets(players: FlashPlayerHandle[], start: number) {
  for (const p of players) {
    const left = p.inbox.wait("leave", { timeoutMs: 15_000 });
    p.room.send("leave");
    await left;
  }
  for (const p of players) {
    const history = await t.api("/api/v1/flash/history?limit=50", { token: p.token });
    expect(history.status).toBe(200);
    const net = history.body.result.docs.reduce((sum: number, h: any) => sum + (h.mine?.net ?? 0), 0);
    expect(await balanceOf(t, p.token)).toBeCloseTo(start + net, 2);
  }
  await ledgerClean();
}

describe("a three-player hand with a sideshow and a show", () => {
  it("shows the sideshow's two hands to those two only, a show to everyone, the same shared state to all, and replays", async () => {
    const players = await flashTable(t, 3, { boot: 1, buyIn: 50, coins: 100 });
    const [ann, ben, cal] = players as [FlashPlayerHandle, FlashPlayerHandle, FlashPlayerHandle];
    const benFrames = rawFrames(ben.room);
    await untilBetting(ann.room, 1);
    await allAt(players);
    // The first hand: seat 1 deals, seat 2 (Ben) acts first.
    expect((ann.room.state as any).dealer).toBe("1");
    expect((ann.room.state as any).turn).toBe("2");
    await sameShared(players);
    // Blind: nobody holds any cards, not even their own.
    for (const p of players) expect(visibleHands(p.room)).toEqual({});

    expect(await act(ben, "seen")).toBeNull();
    await until(ben.room, () => Object.keys(visibleHands(ben.room)).length === 1);
    expect(Object.keys(visibleHands(ben.room))).toEqual(["2"]);
    expect(await act(ben, "bet", { double: false })).toBeNull();
    expect(await act(cal, "seen")).toBeNull();
    expect(await act(cal, "bet", { double: false })).toBeNull();
    expect(await act(ann, "seen")).toBeNull();
    // Ann asks the previous player still betting (Cal) to compare.
    expect(await act(ann, "side_Show")).toBeNull();
    await allAt(players);
    expect((ben.room.state as any).sideshowTarget).toBe("3");
    expect((ben.room.state as any).choices).toMatchObject({ seat: "3", answerSideshow: true, pack: false });
    // Only the asked seat may answer.
    expect(await act(ben, "accept_side_show")).toMatchObject({ code: "NOT_YOUR_TURN" });
    expect(await act(cal, "accept_side_show")).toBeNull();
    await allAt(players);
    for (const p of [ann, cal]) await until(p.room, () => Object.keys(visibleHands(p.room)).sort().join() === "1,3");
    expect(Object.keys(visibleHands(ben.room))).toEqual(["2"]);
    await sameShared(players);
    const s = ann.room.state as any;
    const loser = s.players.get("1").status === "PACKED" ? "1" : "3";
    const survivor = loser === "1" ? "3" : "1";
    expect(s.players.get(survivor).status).toBe("ACTIVE");

    // Two are left: whoever is to act asks for the show.
    const beforeShow = benFrames.length;
    const handId = s.gameId;
    const shower = toAct(players);
    const ended = ben.inbox.wait("game:result", { pred: (r: any) => r.gameId === handId, timeoutMs: 10_000 });
    expect(await act(shower, "show_down")).toBeNull();
    const result = await ended;
    await allAt(players);
    expect(s.tableStatus).toBe("showdown");
    const shown = result.winners.filter((w: any) => w.cards.length === 3).map((w: any) => w.seat).sort();
    expect(shown).toEqual(["2", survivor].sort());
    expect(result.winners.find((w: any) => w.seat === loser)).toMatchObject({ outcome: "packed", cards: [] });
    await sameShared(players);

    // The record: the deck and hands, replayed by the rules to the same nets (before commission) as the result.
    const rec = (await t.api(`/api/v1/flash/hand/${handId}`)).body.result;
    expect(rec.status).toBe("finished");
    const seatIndex = new Map<string, number>(rec.players.map((p: any, i: number) => [p.seat, i]));
    const replayed = replayHand({
      table: { boot: 100, chaalLimit: 12_800, potLimit: 102_400, blindLimit: 4, a23: "second" },
      seats: rec.players.map((p: any) => ({ key: p.seat, stack: Math.round(p.stack * 100) })),
      seed: { serverSeed: rec.serverSeed, clientSeed: rec.clientSeed },
      nonce: rec.nonce,
      actions: rec.actions.map((a: any) => ({ ...a, seat: seatIndex.get(a.seat) }) as FlashAction),
    });
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    for (const entry of rec.result) {
      const seat = replayed.state.seats[seatIndex.get(entry.seat)!]!;
      expect(Math.round((entry.net + entry.commission) * 100)).toBe(seat.stack - seat.startStack);
    }
    // Ben never received the cards of a hand he was not allowed to see: not the packed hand, ever, nor the survivor's
    // before the show.
    const hands = new Map<string, string[]>(rec.players.map((p: any, i: number) => [p.seat, rec.hands[i]]));
    for (const card of hands.get(loser)!) expect(framesMention(benFrames, card), card).toBe(false);
    for (const card of hands.get(survivor)!) expect(framesMention(benFrames.slice(0, beforeShow), card), card).toBe(false);
    await leaveAndCheckWallets(players, 100);
  }, 60_000);
});

describe("people coming and going", () => {
  it("a player standing up mid-hand is packed, the hand goes on, and the stack comes back after it; a watcher takes the seat", async () => {
    const players = await flashTable(t, 3, { boot: 1, buyIn: 50, coins: 100 });
    const [ann, ben, cal] = players as [FlashPlayerHandle, FlashPlayerHandle, FlashPlayerHandle];
    await untilBetting(ann.room, 1);
    const handId = (ann.room.state as any).gameId;
    // Cal (not to act) stands up: packed at once, the turn stays with Ben.
    const calLeft = cal.inbox.wait("leave", { timeoutMs: 20_000 });
    cal.room.send("leave");
    await until(ann.room, (s) => s.players.get("3")?.status === "PACKED");
    expect((ann.room.state as any).players.get("3").leaving).toBe(true);
    expect((ann.room.state as any).turn).toBe("2");

    // A watcher comes in (no buy-in: no seat): the table as everyone sees it, no seat, no say.
    const dee = await fundedPlayer(t, 100);
    const deeRoom = await dee.client.joinById(ann.room.roomId, { playerName: "Dee" });
    const deeIn = new Inbox(deeRoom);
    await until(deeRoom, (s) => s.players?.size === 3);
    expect(seatOf(deeRoom, dee.user.id)).toBe("");
    expect(await deeIn.refused("bet", {})).toMatchObject({ code: "PLAYER_NOT_ACTIVE" });
    // Cal's seat is his until the hand is over: asking for it is refused; another seat is taken for the next hand.
    expect(await deeIn.refused("sit", { buyIn: 20, seat: "3" })).toMatchObject({ code: "SEAT_TAKEN" });
    deeRoom.send("sit", { buyIn: 20 });
    await until(deeRoom, (s) => s.players.get("4")?.id === dee.user.id);
    expect((deeRoom.state as any).players.get("4")).toMatchObject({ inHand: false, status: "WAITING", stack: 20 });
    expect(await balanceOf(t, dee.token)).toBe(80);

    // Ben packs: Ann wins the boots; Cal's stack (50 less his boot) goes back to his wallet after the hand.
    expect(await act(ben, "pack")).toBeNull();
    expect((await calLeft).amount).toBe(49);
    expect(await balanceOf(t, cal.token)).toBe(99);
    await until(ann.room, (s) => !s.players.has("3") && s.gameId === handId && s.gameStatus === "finished");

    // Dee is dealt into the next hand.
    await untilBetting(deeRoom, 2);
    expect((deeRoom.state as any).players.get("4").inHand).toBe(true);
    expect((deeRoom.state as any).players.has("3")).toBe(false);
    await packUntilOver([ann, ben, { ...dee, room: deeRoom, inbox: deeIn, name: "Dee" } as FlashPlayerHandle]);
    await leaveAndCheckWallets([ann, ben, { ...dee, room: deeRoom, inbox: deeIn, name: "Dee" } as FlashPlayerHandle], 100);
    expect(await balanceOf(t, cal.token)).toBe(99);
  }, 60_000);

  it("a dropped player keeps the seat and, back with the reconnection token, sees their own cards again", async () => {
    const players = await flashTable(t, 2, { boot: 1, buyIn: 50, coins: 100 });
    const [ann, ben] = players as [FlashPlayerHandle, FlashPlayerHandle];
    await untilBetting(ann.room, 1);
    expect(await act(ben, "seen")).toBeNull();
    await until(ben.room, () => Object.keys(visibleHands(ben.room)).length === 1);
    const cards = visibleHands(ben.room)["2"];
    ben.room.reconnection.enabled = false;
    const gone = new Promise((resolve) => ben.room.onLeave(resolve));
    (ben.room as any).connection.close();
    await gone;
    await until(ann.room, (s) => s.players.get("2").isConnected === false);
    const back = await ben.client.reconnect(ben.room.reconnectionToken);
    await until(back, (s) => s.players?.get("2")?.isConnected === true);
    await until(back, () => Object.keys(visibleHands(back)).length === 1);
    expect(visibleHands(back)["2"]).toEqual(cards);
    // Still Ben's turn, and he can act.
    const again = { ...ben, room: back, inbox: new Inbox(back) };
    expect(await act(again, "bet", { double: false })).toBeNull();
    await packUntilOver([ann, again]);
    await leaveAndCheckWallets([ann, again], 100);
  }, 60_000);
});

describe("seats and chips", () => {
  it("refuses buy-ins outside the table's range or above the wallet, and adds chips only between a seat's hands", async () => {
    const [ann] = await flashTable(t, 1, { boot: 1, buyIn: 50, coins: 100 });
    const code = ann!.room.roomId;
    const poor = await fundedPlayer(t, 30);
    await expect(poor.client.joinById(code, { playerName: "Poor", buyIn: 600 })).rejects.toThrow(/10 to 500 coins/);
    await expect(poor.client.joinById(code, { playerName: "Poor", buyIn: 5 })).rejects.toThrow(/10 to 500 coins/);
    await expect(poor.client.joinById(code, { playerName: "Poor", buyIn: 40 })).rejects.toThrow(/enough amount/);
    expect(await balanceOf(t, poor.token)).toBe(30);
    // Chips added between hands (no hand yet: Ann sits alone).
    expect(await ann!.inbox.refused("addChips", { amount: 451 })).toMatchObject({ code: "BUY_IN_RANGE" });
    ann!.room.send("addChips", { amount: 25 });
    await until(ann!.room, (s) => s.players.get("1").stack === 75);
    expect(await balanceOf(t, ann!.token)).toBe(25);
    const left = ann!.inbox.wait("leave");
    ann!.room.send("leave");
    expect((await left).amount).toBe(75);
    expect(await balanceOf(t, ann!.token)).toBe(100);
    await ledgerClean();
  }, 30_000);

  it("a seat that lost its chips below the boot is told Low_Balance, sits out, and plays again after adding chips", async () => {
    // Find client seeds for which seat 1 (Ann, the dealer) holds the weaker hand: she goes all-in and loses.
    let annSeed = "";
    for (let i = 0; !annSeed; i++) {
      const { hands } = dealHands({ serverSeed: FIXED_SEED, clientSeed: `1:a${i}|2:b` }, 0, 2);
      if (compareHands(hands[0]!, hands[1]!) < 0) annSeed = `a${i}`;
    }
    const ann = await seatedAt(t, FIXED, 100, "Ann", { gameType: "Private", roomId: "777001", boot: 1, buyIn: 10, clientSeed: annSeed });
    const ben = await seatedAt(t, FIXED, 100, "Ben", { buyIn: 100, clientSeed: "b" }, ann.room.roomId);
    await untilBetting(ann.room, 1);
    expect(await act(ben, "seen")).toBeNull();
    expect(await act(ben, "bet", { double: true })).toBeNull(); // seen raise: 4, stake 2
    expect(await act(ann, "seen")).toBeNull();
    expect(await act(ann, "bet", { double: true })).toBeNull(); // seen raise: 8, Ann has 1 left
    const low = ann.inbox.wait("Low_Balance", { timeoutMs: 15_000 });
    expect(await act(ben, "bet", { double: false })).toBeNull(); // 8
    expect(await act(ann, "bet", { double: false })).toBeNull(); // all-in with her last coin: the hands are shown
    expect(await low).toEqual({ stack: 0, boot: 1, maxBuyIn: 500 });
    await until(ann.room, (s) => s.players.get("1").status === "SITTING_OUT");
    expect((ann.room.state as any).nextHandAt).toBe(0);
    ann.room.send("addChips", { amount: 10 });
    await untilBetting(ann.room, 2);
    await packUntilOver([ann, ben]);
    await leaveAndCheckWallets([ann, ben], 100);
  }, 60_000);
});

describe("Quick Play", () => {
  it("sends players of one tier to the same public table, and another tier to another", async () => {
    const [a, b, c] = await Promise.all([fundedPlayer(t, 50), fundedPlayer(t, 50), fundedPlayer(t, 100)]);
    const options = { gameType: "Quick Play", boot: 1, currency: "COIN", buyIn: 20 };
    const ra = await a.client.joinOrCreate("flash", { ...options, playerName: "Qa" });
    const rb = await b.client.joinOrCreate("flash", { ...options, playerName: "Qb" });
    const rc = await c.client.joinOrCreate("flash", { ...options, boot: 5, buyIn: 50, playerName: "Qc" });
    expect(rb.roomId).toBe(ra.roomId);
    expect(rc.roomId).not.toBe(ra.roomId);
    await until(ra, (s) => s.players?.size === 2);
    for (const r of [ra, rb, rc]) await r.leave();
    await until(ra, () => true);
    for (const p of [a, b]) await expect.poll(() => balanceOf(t, p.token), { timeout: 10_000 }).toBe(50);
    await expect.poll(() => balanceOf(t, c.token), { timeout: 10_000 }).toBe(100);
    await ledgerClean();
  }, 30_000);
});

describe("free-coin Quick Play", () => {
  it("a player waiting alone is joined by bots (play money only); a coin table never gets one", async () => {
    const [free, paid] = await Promise.all([fundedPlayer(t, 0), fundedPlayer(t, 100)]);
    const f = await free.client.joinOrCreate("flash", { gameType: "Quick Play", boot: 5, currency: "FREE", buyIn: 100, playerName: "F" });
    const c = await paid.client.joinOrCreate("flash", { gameType: "Quick Play", boot: 10, currency: "COIN", buyIn: 100, playerName: "C" });
    await until(f, (s) => s.players?.size === 3, 15_000);
    expect([...(f.state as any).players.values()].filter((p: any) => p.isBot)).toHaveLength(2);
    await untilBetting(f, 1);
    expect((c.state as any).players.size).toBe(1);
    await Promise.all([f.leave(), c.leave()]);
    await expect.poll(() => balanceOf(t, paid.token), { timeout: 10_000 }).toBe(100);
    await ledgerClean();
  }, 40_000);
});

describe("between hands", () => {
  it("a seat keeps what the last hand showed of it until the next deal; a seat dealt out of the next hand is cleared then", async () => {
    const players = await flashTable(t, 3, { boot: 1, buyIn: 50, coins: 100 });
    const [ann, ben, cal] = players as [FlashPlayerHandle, FlashPlayerHandle, FlashPlayerHandle];
    await untilBetting(ann.room, 1);
    // Ben packs; Cal and Ann see and go to a show between them.
    expect(await act(ben, "pack")).toBeNull();
    expect(await act(cal, "seen")).toBeNull();
    expect(await act(cal, "show_down")).toBeNull();
    await until(ann.room, (s) => s.gameStatus === "finished" && s.nextHandAt > 0, 10_000);
    const s = ann.room.state as any;
    expect(s.players.get("2").toJSON()).toMatchObject({ inHand: true, status: "PACKED", bet: 1 });
    expect(s.players.get("3").shownCards.length).toBe(3);
    // Cal stands up and Ben drops his connection (not dealt in while away): the next hand is Ann and Dee's, and
    // Ben's seat keeps nothing of the last one.
    ben.room.reconnection.enabled = false;
    (ben.room as any).connection.close();
    const calLeft = cal.inbox.wait("leave", { timeoutMs: 10_000 });
    cal.room.send("leave");
    await calLeft;
    const dee = await seatedAt(t, "flash", 100, "Dee", { buyIn: 50, clientSeed: "dee" }, ann.room.roomId);
    await untilBetting(ann.room, 2);
    await until(ann.room, (x) => x.players.get("2").inHand === false);
    expect(s.players.get("2").toJSON()).toMatchObject({ inHand: false, bet: 0, seen: false, shownCards: [], handName: "", status: "WAITING" });
    await packUntilOver([ann, dee]);
    await leaveAndCheckWallets([ann, dee], 100);
  }, 60_000);
});

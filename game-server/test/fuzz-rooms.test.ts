import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { LUDO_MAX_MESSAGES_PER_SECOND, ludoClientMessages, ludoLobbyClientMessages } from "@arena/contracts";
import { ledgerAccounts, ledgerTransfers } from "@arena/db";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { deliver, frameBytes, hostileFor, refused, type Hostile } from "./hostileMessages.js";
import { act, enter, fundedPlayer, Inbox, snapshot, sleep, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Hostile input against both Ludo rooms through real clients (issue 6): every message type with wrong types,
 * missing and extra fields, long, multi-byte and deeply nested payloads, odd numbers, raw bytes and unknown types,
 * then frames over the transport's 4 KB limit, undecodable frames and a flood. The honest players' game, the
 * ledger and the process must come out untouched.
 *
 * The rooms keep their real flood limit (LUDO_MAX_MESSAGES_PER_SECOND) throughout: the content messages are
 * spread over several hostile clients (the two hostile seats of a 4-seat table, and several lobby clients), each
 * throttled under the limit. The table's per-second window can stretch to about two seconds (Colyseus counts on
 * the room clock, which a Ludo table only ticks with its 1 s patch and its actions), so table senders stay under
 * half the limit. FUZZ_MESSAGES (default 10,000) and FUZZ_SEED change the run.
 */
const TOTAL = Number(process.env.FUZZ_MESSAGES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 6003);
/** ws-transport's default `maxPayload`: a larger frame closes the socket with 1009 before any room sees it. */
const MAX_FRAME = 4 * 1024;
const TABLE_SHARE = 0.3;
const TABLE_RATE = Number(process.env.FUZZ_TABLE_RATE ?? 90);
const LOBBY_RATE = 180;
const LOBBY_CLIENTS = 5;

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ LUDO_FIXED_SERVER_SEED: "fuzz-rooms-server-seed-0001" });
});
afterAll(async () => {
  await t?.platform.close();
});

async function ledgerFacts() {
  const db = t.platform.database.db;
  const [{ n }] = (await db.select({ n: count() }).from(ledgerTransfers)) as [{ n: number }];
  const balances = await db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts);
  return { transfers: Number(n), balances: Object.fromEntries(balances.map((b) => [b.id, b.balance])) };
}

/** A lobby client, once its first room list arrived. */
async function lobby(client: Awaited<ReturnType<typeof fundedPlayer>>["client"]): Promise<[Room, Inbox]> {
  const room = await client.joinOrCreate("ludo_lobby");
  const inbox = new Inbox(room);
  await inbox.wait("room-list");
  return [room, inbox];
}

const tally = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);

/** The server side of a table (same process), to compare its game and dice record before and after. */
const serverRoom = (roomId: string) => matchMaker.getLocalRoomById(roomId) as unknown as { game: unknown; draws: unknown[]; state: unknown };


/** `n` hostile messages whose real frames fit the transport, and the ones that did not (sent apart). */
function sampleFrames(arb: fc.Arbitrary<Hostile>, n: number, seed: number, probe: Room) {
  const fits: Hostile[] = [];
  const oversized: (Hostile & { bytes: number })[] = [];
  for (let round = 0; fits.length < n; round++) {
    for (const m of fc.sample(arb, { numRuns: Math.ceil((n - fits.length) * 1.1) + 10, seed: seed + round * 1000 })) {
      const bytes = frameBytes(probe, m);
      if (bytes > MAX_FRAME) oversized.push({ ...m, bytes });
      else if (fits.length < n) fits.push(m);
    }
  }
  return { fits, oversized };
}

/** Deals messages round-robin to `k` senders. */
const deal = <T>(list: T[], k: number): T[][] => Array.from({ length: k }, (_, i) => list.filter((_, j) => j % k === i));

/**
 * Sends hostile messages at `perSecond` (in 100 ms ticks, so no counting window sees more than the limit) and
 * asks one answered request every ~2 s and at the end, proving the room kept up. Throws if the server closed it.
 */
async function fire(room: Room, inbox: Inbox, list: Hostile[], sync: [string, string], perSecond: number) {
  let closed = 0;
  room.onLeave((code: number) => (closed = code));
  const perTick = Math.max(1, Math.floor(perSecond / 10) - 1); // one slot a tick for the sync request
  let tick = 0;
  for (let i = 0; i < list.length; i += perTick, tick++) {
    if (closed) throw new Error(`sender closed with ${closed} after ${i} messages`);
    const tickStart = Date.now();
    for (const m of list.slice(i, i + perTick)) deliver(room, m);
    if (tick % 20 === 19) await inbox.ask(sync[0], {}, sync[1], 10_000);
    await sleep(Math.max(0, 100 - (Date.now() - tickStart)));
  }
  await inbox.ask(sync[0], {}, sync[1], 10_000);
  if (closed) throw new Error(`sender closed with ${closed}`);
}

const leaveCode = (r: Room) => new Promise<number>((resolve) => r.onLeave((code: number) => resolve(code)));
const noReconnect = (r: Room) => ((r as unknown as { reconnection: { enabled: boolean } }).reconnection.enabled = false);

describe("hostile room messages", () => {
  it(`${TOTAL} hostile messages, oversized and junk frames and a flood change nothing for the honest players or the ledger`, async () => {
    const started = Date.now();
    // A paid 4-seat Classic table: Alice (red) and Bob (green) play honestly, Mallory (yellow) and Eve (blue) are
    // hostile; lobby clients of a fifth account are hostile too.
    const [alice, bob, mallory, eve, lurker] = await Promise.all([
      fundedPlayer(t, 100),
      fundedPlayer(t, 100),
      fundedPlayer(t, 100),
      fundedPlayer(t, 100),
      fundedPlayer(t, 0),
    ]);
    const name = `room_${randomBytes(2).toString("hex")}`;
    const [a, aIn] = await enter(alice.client.create("ludo", { gameType: "Classic", roomId: name, maxPlayers: 4, roomAmount: 10, color: "red", turnSeconds: 60, playerName: "Alice" }));
    const [b] = await enter(bob.client.joinById(name, { color: "green", playerName: "Bob" }));
    const [h, hIn] = await enter(mallory.client.joinById(name, { color: "yellow", playerName: "Mallory" }));
    const [e, eIn] = await enter(eve.client.joinById(name, { color: "blue", playerName: "Eve" }));
    let all = [a, b, h, e]; // the clients whose state is followed (the flooder's is dropped below)
    for (const r of all) await until(r, (s) => s.gameStatus === "active");
    const seats: Record<string, Room> = { red: a, green: b, yellow: h, blue: e };
    const honest = (colour: string) => colour === "red" || colour === "green";

    // Every client has seen the server's latest step (patches reach clients at slightly different times). The
    // target is copied from the server's state: a client's live state would move under the wait.
    const settle = async () => {
      const { rolls, status, turn } = serverRoom(name).state as any;
      for (const r of all) await until(r, (x) => x.rolls === rolls && x.status === status && x.turn === turn);
    };
    // Mid-game: everyone plays until a few rolls are on the record and an honest player is to roll.
    for (let i = 0; i < 80; i++) {
      const s = a.state as any;
      if (s.rolls >= 4 && honest(s.turn) && s.status === "waiting_for_dice") break;
      await settle();
      if (s.status === "waiting_for_token" && s.legalTokens.length === 0) await until(a, (st) => st.status !== "waiting_for_token" || st.legalTokens.length > 0);
      else await act(seats[(a.state as any).turn]!);
    }
    await settle();
    expect(honest((a.state as any).turn)).toBe(true);
    const lobbies = await Promise.all(Array.from({ length: LOBBY_CLIENTS }, () => lobby(lurker.client)));

    const before = { state: snapshot(a), ledger: await ledgerFacts(), game: JSON.stringify(serverRoom(name).game), rolls: serverRoom(name).draws.length };
    expect((await checkLedger(t.platform.database.db)).ok).toBe(true);

    // ---- content: every message type, sized on the real encoded frame; at the real flood limit.
    const tableCount = Math.round(TOTAL * TABLE_SHARE);
    const noExit = (m: Hostile) => !(m.type === "player exit" && !refused(ludoClientMessages, m)); // a real exit is allowed
    const table = sampleFrames(hostileFor(ludoClientMessages).filter(noExit), tableCount, SEED, h);
    const lobbyRun = sampleFrames(hostileFor(ludoLobbyClientMessages), TOTAL - tableCount, SEED + 1, lobbies[0]![0]);
    const tableSenders: [Room, Inbox][] = [
      [h, hIn],
      [e, eIn],
    ];
    const tableLists = deal(table.fits, tableSenders.length);
    const lobbyLists = deal(lobbyRun.fits, lobbies.length);
    const marks = new Map<Inbox, number>([...tableSenders, ...lobbies].map(([, inbox]) => [inbox, inbox.mark()]));
    const aMark = aIn.mark();
    const contentStart = Date.now();
    await Promise.all([
      ...tableSenders.map(([r, inbox], i) => fire(r, inbox, tableLists[i]!, ["resume", "resume"], TABLE_RATE)),
      ...lobbies.map(([r, inbox], i) => fire(r, inbox, lobbyLists[i]!, ["room-list", "room-list"], LOBBY_RATE)),
    ]);
    const contentMs = Date.now() - contentStart;

    const errorsOf = (senders: [Room, Inbox][]) => senders.flatMap(([, inbox]) => inbox.all("error", marks.get(inbox)));
    const tableErrors: Record<string, number> = {};
    for (const err of errorsOf(tableSenders)) tally(tableErrors, err.code);
    const badTable = tableErrors["BAD_MESSAGE"] ?? 0;
    const badLobby = errorsOf(lobbies).filter((err) => err.code === "BAD_MESSAGE").length;
    const expectedTable = table.fits.filter((m) => refused(ludoClientMessages, m)).length;
    const expectedLobby = lobbyRun.fits.filter((m) => refused(ludoLobbyClientMessages, m)).length;

    // Nothing changed: the table, the server's game and dice record, the ledger; no one was disconnected.
    await settle();
    expect(snapshot(a)).toEqual(before.state);
    for (const r of all) expect(snapshot(r)).toEqual(before.state);
    expect(JSON.stringify(serverRoom(name).game)).toBe(before.game);
    expect(serverRoom(name).draws.length).toBe(before.rolls);
    expect(await ledgerFacts()).toEqual(before.ledger);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(badTable).toBe(expectedTable);
    expect(badLobby).toBe(expectedLobby);
    expect(aIn.all("error", aMark), "the honest players got no errors").toEqual([]);

    // ---- the room still answers the honest players: they play on.
    await act(seats[(a.state as any).turn]!);
    await settle();
    const afterPlay = snapshot(a);
    expect(afterPlay.rolls).toBe(before.state.rolls + 1);

    // ---- floods, at the real limit: the sender is disconnected, nobody else.
    const [l, lIn] = lobbies[0]!;
    for (const r of [h, l]) noReconnect(r);
    all = [a, b, e];
    const bystanders = [a, b, e, ...lobbies.slice(1).map(([r]) => r)];
    const bystanderCodes: number[] = [];
    for (const r of bystanders) r.onLeave((code: number) => bystanderCodes.push(code));
    const floodCodes: (number | null)[] = [null, null];
    void leaveCode(h).then((code) => (floodCodes[0] = code));
    void leaveCode(l).then((code) => (floodCodes[1] = code));
    // Each flood starts a counting window of its own: the hostile phase above left both senders part way through
    // one, and a window that ends mid-flood would let its tail be answered on top of the next window's limit. A
    // window ends on the room's clock, which the 1 s safety patch advances: two ticks of silence end it.
    await sleep(2_100);
    const floodMark = [hIn.mark(), lIn.mark()];
    let flood = 0;
    const floodStart = Date.now();
    while (Date.now() - floodStart < 3000 && floodCodes.includes(null)) {
      for (let i = 0; i < 50; i++) {
        if (floodCodes[0] === null) h.send("get-colors", {});
        if (floodCodes[1] === null) l.send("room-list", {});
        flood += Number(floodCodes[0] === null) + Number(floodCodes[1] === null);
      }
      await sleep(5);
    }
    await until(a, (s) => s.players.get("yellow")?.isConnected === false);
    expect(floodCodes, "the flooders were disconnected").toEqual([4002, 4002]);
    const floodAnswers = [hIn.all("get-colors", floodMark[0]).length, lIn.all("room-list", floodMark[1]).length];
    // Colyseus counts a window from the client's first message and resets it when the room's clock (ticked by the 1 s
    // safety patch) passes its end; a flood that straddles a tick is counted in two windows (docs/realtime.md: a
    // window can stretch to about 2 s). So the cut comes within two windows' worth, never later (CI once saw 322).
    expect(Math.max(...floodAnswers)).toBeLessThanOrEqual(2 * LUDO_MAX_MESSAGES_PER_SECOND + 1);
    await Promise.all([new Inbox(b).ask("resume", {}, "resume"), ...lobbies.slice(1).map(([, inbox]) => inbox.ask("room-list", {}, "room-list"))]);
    expect(bystanderCodes, "no one but the flooders was disconnected").toEqual([]);

    // ---- frames the transport or the decoder refuses: over 4 KB (the generated ones that did not fit, one at the
    // limit and one byte over, 1 MB ones), not MessagePack, truncated headers, an unknown protocol byte. To the
    // lobby from fresh clients, and to the table from the hostile player, who comes back to the seat each time.
    const probe = lobbies[1]![0];
    const padded = (bytes: number) => {
      let pad = bytes - frameBytes(probe, { type: "room-list", payload: { pad: "" }, kind: "" });
      for (;;) {
        const m = { type: "room-list", payload: { pad: "x".repeat(pad) }, kind: "" };
        const size = frameBytes(probe, m);
        if (size === bytes) return m;
        pad += bytes - size;
      }
    };
    const huge = "\u{1F3B2}".repeat(300_000); // 1.2 MB of UTF-8
    const oversizedSample = [...table.oversized.slice(0, 4), ...lobbyRun.oversized.slice(0, 4)];
    type Junk = { label: string; send: (r: Room) => void; expect: "answered" | "closed 1009" | "closed" | "any" };
    const junk: Junk[] = [
      { label: `frame of exactly ${MAX_FRAME} bytes`, send: (r) => deliver(r, padded(MAX_FRAME)), expect: "answered" },
      { label: `frame of ${MAX_FRAME + 1} bytes`, send: (r) => deliver(r, padded(MAX_FRAME + 1)), expect: "closed 1009" },
      ...oversizedSample.map((m): Junk => ({ label: `generated ${m.kind} of ${m.bytes} bytes`, send: (r) => deliver(r, m), expect: "closed 1009" })),
      { label: "1 MB chat", send: (r) => r.send("send:message", { message: huge }), expect: "closed 1009" },
      { label: "1 MB move", send: (r) => r.send("update:move", { token: huge }), expect: "closed 1009" },
      { label: "1 MB find-private", send: (r) => r.send("find-private", { roomPassword: huge }), expect: "closed 1009" },
      { label: "1 MB type", send: (r) => r.send(huge, {}), expect: "closed 1009" },
      ...[[], [13], [13, 0xd9], [13, 0xd9, 0xff, 0x41], [13, 0xa3, 0x41, 0x42, 0x43, 0xc1, 0xc1], [13, 0xcf, 1, 2], [255, 1, 2, 3], [14, 0xff], [11, 0xde, 0xff, 0xff], [...randomBytes(2048)]].map(
        (bytes): Junk => ({ label: `raw frame ${Buffer.from(bytes.slice(0, 4)).toString("hex") || "(empty)"}`, send: (r) => r.connection.send(new Uint8Array(bytes)), expect: "any" }),
      ),
    ];
    const junkOutcomes: Record<string, number> = {};
    const tryJunk = async (r: Room, sync: [string, string], j: Junk) => {
      noReconnect(r);
      const left = leaveCode(r);
      const inbox = new Inbox(r);
      j.send(r);
      r.send(sync[0], {}); // still answered if the junk was ignored
      const outcome = await Promise.race([left.then((code) => `closed ${code}`), inbox.wait(sync[1], { timeoutMs: 3000 }).then(() => "answered")]);
      tally(junkOutcomes, outcome);
      if (j.expect === "closed") expect(outcome, j.label).toMatch(/^closed/);
      else if (j.expect !== "any") expect(outcome, j.label).toBe(j.expect);
      if (outcome === "answered") await r.leave();
    };
    for (const j of junk) await tryJunk((await lobby(lurker.client))[0], ["room-list", "room-list"], j);
    const tableJunk = junk.filter((j) => j.label.startsWith("1 MB") || j.label.startsWith(`frame of ${MAX_FRAME + 1}`) || j.label.startsWith("raw frame 0dd9"));
    for (const j of tableJunk) {
      const back = await mallory.client.joinById(name, { playerName: "Mallory" });
      await until(back, (s) => s.players?.get("yellow")?.isConnected === true).catch(() => {
        throw new Error(`mallory could not come back before ${j.label}`);
      });
      await tryJunk(back, ["resume", "resume"], j);
    }

    // ---- afterwards: health answers, the game goes on for the honest players, the ledger is as it was.
    expect((await t.api("/api/v1/health")).status).toBe(200);
    await settle();
    const turn = (a.state as any).turn;
    if (honest(turn)) {
      const rolls = (a.state as any).rolls;
      const status = (a.state as any).status;
      await act(seats[turn]!);
      await settle();
      expect(`${(a.state as any).rolls}|${(a.state as any).status}`).not.toBe(`${rolls}|${status}`);
    }
    const end = snapshot(a);
    expect(end.gameId).toBe(before.state.gameId);
    expect(end.gameStatus).toBe("active");
    expect(end.serverSeedHash).toBe(before.state.serverSeedHash);
    expect(end.players.red.isConnected && end.players.green.isConnected && end.players.blue.isConnected).toBe(true);
    expect(bystanderCodes).toEqual([]);
    expect(await ledgerFacts()).toEqual(before.ledger);
    const report = await checkLedger(t.platform.database.db);
    expect(report.ok).toBe(true);

    const perType: Record<string, number> = {};
    const perKind: Record<string, number> = {};
    for (const m of [...table.fits, ...lobbyRun.fits]) {
      tally(perType, m.kind === "unknown-type" ? "(unknown type)" : String(m.type));
      tally(perKind, m.kind);
    }
    console.log(
      `[fuzz-rooms] seed ${SEED}: ${table.fits.length} table + ${lobbyRun.fits.length} lobby hostile messages in ${contentMs} ms` +
        ` (${tableSenders.length} seated senders at ${TABLE_RATE}/s, ${lobbies.length} lobby senders at ${LOBBY_RATE}/s; limit ${LUDO_MAX_MESSAGES_PER_SECOND}/s)` +
        `\n  per type: ${JSON.stringify(perType)}\n  per kind: ${JSON.stringify(perKind)}` +
        `\n  table errors: ${JSON.stringify(tableErrors)} (BAD_MESSAGE ${badTable}/${expectedTable} expected); lobby BAD_MESSAGE ${badLobby}/${expectedLobby}` +
        `\n  generated frames over ${MAX_FRAME} bytes (not sent by the live senders): ${table.oversized.length + lobbyRun.oversized.length}; ${oversizedSample.length} of them sent from throwaway clients` +
        `\n  flood: ${flood} messages sent until both flooders were disconnected (codes ${floodCodes.join(", ")}; answered before the cut: ${floodAnswers.join(", ")})` +
        `\n  oversized and junk frames: ${junk.length} to the lobby, ${tableJunk.length} to the table: ${JSON.stringify(junkOutcomes)}` +
        `\n  ledger: ${before.ledger.transfers} transfers and ${Object.keys(before.ledger.balances).length} balances unchanged; checkLedger ok; total ${Date.now() - started} ms`,
    );
    await Promise.all([a.leave(), b.leave(), e.leave(), ...lobbies.slice(1).map(([r]) => r.leave())]);
  }, 120_000);
});

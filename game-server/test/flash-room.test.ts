/**
 * The Flash room on the table kit, played through real WebSocket clients on the real platform: seats with buy-ins,
 * hands to the end, sideshow and show, leaving mid-hand, reconnecting, watchers taking a seat, hidden cards, and the
 * ledger after every paid scenario (every wallet equals its start plus its net winnings).
 */
import { gameRecords } from "@arena/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { flashTable, toAct, untilBetting, type FlashPlayerHandle } from "./flashPlayers.js";
import { balanceOf, until } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
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
    const { fundedPlayer } = await import("./ludoPlayers.js");
    const p = await fundedPlayer(t, 0, "Solo");
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

import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { balanceOf, gameEscrows, ledgerTransfers } from "@arena/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { recoverEscrows } from "../src/services/coins/recovery.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);

/** Runs the settle loop in a child process and kills it with SIGKILL after `ms`. */
function runAndKill(ms: number): Promise<{ processId: string; games: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "fixtures/settle-loop.ts")], {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      // The clock starts once games are being played, so every round kills mid-play.
      if (!timer && out.includes("game ")) timer = setTimeout(() => child.kill("SIGKILL"), ms);
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) => {
      if (signal !== "SIGKILL") return reject(new Error(`child exited by itself:\n${out}`));
      const processId = /process (\S+)/.exec(out)?.[1];
      const games = [...out.matchAll(/game (\S+)/g)].map((m) => m[1]!);
      if (!processId) return reject(new Error(`no process id:\n${out}`));
      resolve({ processId, games });
    });
  });
}

// SIGKILL only says something on a server database that outlives the process (CI's Postgres pass).
describe.skipIf(!process.env.DATABASE_URL)("a game-server killed with SIGKILL in the middle of settling", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t?.platform.close();
  });

  it(`loses no coin over ${ROUNDS} kills, and recovery leaves no escrow open`, { timeout: 60_000 * ROUNDS }, async () => {
    const ctx = t.platform.ctx;
    for (let round = 0; round < ROUNDS; round++) {
      const { processId, games } = await runAndKill(400 + Math.floor(Math.random() * 1600));
      expect(games.length).toBeGreaterThan(0);
      await recoverEscrows(ctx, { processId });
      const rows = await ctx.db.select().from(gameEscrows).where(inArray(gameEscrows.id, games));
      for (const game of rows) {
        expect(game.status).not.toBe("open");
        // All of a settle or none of it: the escrow is empty, and a settled game paid prize + commission = pot.
        expect(await balanceOf(ctx.db, { kind: "escrow", currency: "COIN", ref: game.id })).toBe(0);
        const moves = await ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, game.id));
        const held = moves.filter((m) => m.kind === "entry_fee").reduce((s, m) => s + m.amount, 0);
        const out = moves.filter((m) => ["prize", "commission", "refund"].includes(m.kind)).reduce((s, m) => s + m.amount, 0);
        expect(out).toBe(held);
        if (game.status === "settled") expect(moves.filter((m) => m.kind === "commission")).toHaveLength(1);
      }
      // A game whose row never committed has no escrow money either.
      for (const id of games.filter((g) => !rows.some((r) => r.id === g))) {
        expect(await balanceOf(ctx.db, { kind: "escrow", currency: "COIN", ref: id })).toBe(0);
      }
      const check = await checkLedger(ctx.db);
      expect(check.driftedAccounts).toEqual([]);
      expect(Object.values(check.sums).every((v) => v === 0)).toBe(true);
      expect(check.orphanedEscrows.filter((o) => games.includes(o.ref ?? ""))).toEqual([]);
    }
  });
});

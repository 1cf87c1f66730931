import { execFileSync } from "node:child_process";
import { Chess } from "chess.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChessEngineError, createChessEnginePool, NoLegalMoveError, parseBestMove, parseInfoLine, type ChessEnginePool } from "./engine.js";

// Real Stockfish processes throughout; levels 1–3 answer in well under 0.2 s, so most cases use them.

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const POSITIONS = [
  START,
  "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", // Italian, Black to move
  "r3k2r/ppp2ppp/2n1bn2/2bqp3/4P3/2NP1N2/PPP1BPPP/R1BQ1RK1 b kq - 0 8", // castling still open to Black
  "8/8/4k3/8/2K5/8/3P4/8 w - - 0 1", // king and pawn ending
  "4k3/8/8/8/8/8/6K1/7R b - - 0 1", // Black alone with its king
];
const BACK_RANK_MATE = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"; // Ra8#
const MATED = "3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1";
const STALEMATED = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/** The move applied with chess.js (throws if illegal): the position after it. */
function play(fen: string, uci: string): Chess {
  const chess = new Chess(fen);
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

/** Stockfish processes this test process started (the pool's children). */
function engineProcesses(): number[] {
  try {
    const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
    return out.split("\n").filter((l) => l.includes("stockfish")).map((l) => Number(l.trim().split(/\s+/)[0]));
  } catch {
    return []; // ps exits 1 when there is no child at all
  }
}

const newEngines = (before: readonly number[]) => engineProcesses().filter((pid) => !before.includes(pid));

async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("UCI output parsing", () => {
  it("reads a multipv line's first move and score, and skips bounds and lines without a pv", () => {
    expect(parseInfoLine("info depth 5 seldepth 7 multipv 2 score cp -22 nodes 2074 nps 30955 hashfull 0 time 67 pv d2d4 e5d4")).toEqual({
      multipv: 2,
      depth: 5,
      uci: "d2d4",
      scoreCp: -22,
      mate: null,
    });
    expect(parseInfoLine("info depth 3 seldepth 3 multipv 1 score mate 2 nodes 300 pv a7a8q h8h7 a8b7")).toMatchObject({ uci: "a7a8q", mate: 2, scoreCp: null });
    expect(parseInfoLine("info depth 9 multipv 1 score cp 40 lowerbound nodes 9 pv e2e4")).toBeNull();
    expect(parseInfoLine("info depth 9 currmove e2e4 currmovenumber 1")).toBeNull();
    expect(parseInfoLine("info string NNUE evaluation using nn-61e7af4bb97d.nnue")).toBeNull();
  });

  it("reads bestmove, and (none) as no move", () => {
    expect(parseBestMove("bestmove e7e8q ponder d8e8")).toBe("e7e8q");
    expect(parseBestMove("bestmove (none)")).toBeNull();
  });
});

describe("chess engine pool", () => {
  let pool: ChessEnginePool;
  beforeAll(() => {
    pool = createChessEnginePool({ size: 2 });
  });
  afterAll(() => pool.close());

  it("answers a legal move in each position at levels 1 to 3", async () => {
    for (const fen of POSITIONS) {
      for (const level of [1, 2, 3]) {
        const uci = await pool.bestMove(fen, level, 0.123);
        expect(uci).toMatch(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
        expect(() => play(fen, uci), `${uci} at level ${level} in ${fen}`).not.toThrow();
      }
    }
  });

  it("finds mate in one at level 8, with a promotion where that is the mate", async () => {
    expect(await pool.bestMove(BACK_RANK_MATE, 8, 0.5)).toBe("a1a8");
    const promotion = await pool.bestMove("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", 8, 0.5);
    expect(promotion).toMatch(/^c7c8[qr]$/);
    expect(play("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", promotion).isCheckmate()).toBe(true);
  });

  it("rejects clearly when the side to move has no legal move", async () => {
    await expect(pool.bestMove(MATED, 1, 0.5)).rejects.toBeInstanceOf(NoLegalMoveError);
    await expect(pool.bestMove(STALEMATED, 8, 0.5)).rejects.toThrow(/no legal move/);
    expect(await pool.bestMove(BACK_RANK_MATE, 2, 0.5)).toMatch(/^[a-h][1-8][a-h][1-8]$/); // and goes on serving
  });

  it("queues more requests than processes and answers every one", async () => {
    const asked = POSITIONS.flatMap((fen, i) => [1, 2, 3].map((level) => ({ fen, level, random: (i * 3 + level) / 20 })));
    expect(asked.length).toBeGreaterThan(pool.size * 3);
    const moves = await Promise.all(asked.map((a) => pool.bestMove(a.fen, a.level, a.random)));
    moves.forEach((uci, i) => expect(() => play(asked[i]!.fen, uci)).not.toThrow());
  });

  it("refuses a level, draw or FEN it cannot use, before asking any engine", async () => {
    await expect(pool.bestMove(START, 0, 0.5)).rejects.toThrow(RangeError);
    await expect(pool.bestMove(START, 9, 0.5)).rejects.toThrow(RangeError);
    await expect(pool.bestMove(START, 1, 1)).rejects.toThrow(RangeError);
    await expect(pool.bestMove(`${START}\ngo infinite`, 1, 0.5)).rejects.toThrow(/not a FEN/);
  });
});

describe("chess engine pool failures", () => {
  it("replaces an engine killed while idle, and the next request answers", async () => {
    const before = engineProcesses();
    const warnings: string[] = [];
    const pool = createChessEnginePool({ size: 1, logger: { warn: (_, msg) => warnings.push(msg) } });
    try {
      await pool.bestMove(START, 1, 0.5);
      const [pid] = newEngines(before);
      process.kill(pid!, "SIGKILL");
      await until(() => !engineProcesses().includes(pid!), "the killed engine to go");
      const uci = await pool.bestMove(POSITIONS[1]!, 1, 0.5);
      expect(() => play(POSITIONS[1]!, uci)).not.toThrow();
      expect(newEngines(before)).not.toContain(pid);
      expect(warnings.some((w) => w.includes("ended"))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it("retries a request whose engine dies mid-search on a fresh one", async () => {
    const before = engineProcesses();
    const pool = createChessEnginePool({ size: 1 });
    try {
      await pool.bestMove(START, 1, 0.5); // warm, so the kill lands in the search below
      const [pid] = newEngines(before);
      const answer = pool.bestMove(POSITIONS[2]!, 7, 0.5); // ~0.5 s of search
      await new Promise((r) => setTimeout(r, 150));
      process.kill(pid!, "SIGKILL");
      const uci = await answer;
      expect(() => play(POSITIONS[2]!, uci)).not.toThrow();
      expect(newEngines(before)).not.toContain(pid);
    } finally {
      await pool.close();
    }
  });

  it("kills a stuck engine after the move time plus the timeout, and answers from a fresh one", async () => {
    const before = engineProcesses();
    // Slack enough for the fresh engine's first search on a busy host; the stuck one waits it out in full.
    const pool = createChessEnginePool({ size: 1, requestTimeoutMs: 1_500 });
    try {
      await pool.bestMove(START, 1, 0.5);
      const [pid] = newEngines(before);
      process.kill(pid!, "SIGSTOP"); // alive but silent: what a hung engine looks like from outside
      const started = Date.now();
      const uci = await pool.bestMove(START, 1, 0.5);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_550);
      expect(() => play(START, uci)).not.toThrow();
      await until(() => !engineProcesses().includes(pid!), "the stuck engine to be killed");
    } finally {
      await pool.close();
    }
  });

  it("fails the request after its retry also fails", async () => {
    const before = engineProcesses();
    const pool = createChessEnginePool({ size: 1, startTimeoutMs: 1 }); // no engine starts within 1 ms
    try {
      await expect(pool.bestMove(START, 1, 0.5)).rejects.toThrow(ChessEngineError);
      await until(() => newEngines(before).length === 0, "the failed engines to be killed");
    } finally {
      await pool.close();
    }
  });

  it("starts a process only when a request finds none idle, up to the pool size", async () => {
    const before = engineProcesses();
    const pool = createChessEnginePool({ size: 2 });
    try {
      expect(newEngines(before)).toEqual([]);
      await pool.bestMove(START, 1, 0.5);
      await pool.bestMove(START, 2, 0.5);
      expect(newEngines(before)).toHaveLength(1);
      await Promise.all([1, 2, 3].map((level) => pool.bestMove(START, level, 0.5)));
      expect(newEngines(before)).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });

  it("close() kills every engine process and refuses queued and later requests", async () => {
    const before = engineProcesses();
    const pool = createChessEnginePool({ size: 2, startNow: true });
    await until(() => newEngines(before).length === 2, "two engine processes");
    const outcomes = [1, 2, 3, 4].map(() => pool.bestMove(START, 3, 0.5).then((uci) => `answered ${uci}`, (e: Error) => e.message));
    await pool.close();
    expect(newEngines(before)).toEqual([]);
    expect(await Promise.all(outcomes)).toEqual(Array(4).fill("chess engine pool closed"));
    await expect(pool.bestMove(START, 1, 0.5)).rejects.toThrow(/closed/);
  });
});

/**
 * The computer chess opponent (Stockfish child-process pool), measured:
 *   pnpm bench:chess-bot
 * Prints three tables:
 *   1. per level, the level's settings and median / p95 / max ms per engine move over BENCH_POSITIONS (default 30)
 *      positions from five famous games, asked one at a time;
 *   2. games per minute the pool (BENCH_POOL processes, default 2) sustains with 2 × BENCH_POOL level-BENCH_TPUT_LEVEL
 *      (default 1) self-play games at once, BENCH_TPUT_GAMES (default 8) games in all;
 *   3. the strength ladder: level n against n + 1 for n = 1..7, colours alternating, each opening of ten played
 *      twice (once per colour), BENCH_GAMES games per pair (default 40 for pairs 1–5, 16 for 6v7, 10 for 7v8;
 *      BENCH_PAIRS=1,2 plays only 1v2 and 2v3), and the score of the higher level (it should be above 50 %).
 * Games: chess.js decides legality and the end (mate, stalemate, repetition, 50 moves, insufficient material). A
 * lead of 8 pawns of material (P1 N3 B3 R5 Q9) held for 8 plies wins; at 200 plies (BENCH_MAX_PLIES) a lead of 3 wins
 * and anything less is a draw. Every choice draws from a seeded PRNG (BENCH_SEED, default 1), one stream per game.
 * Time on 2 cores (measured in pieces here): part 1 ≈ 1 min, part 2 ≈ 10 s, pairs 1–5 ≈ 1 s per game, 6v7 ≈ 14 s and
 * 7v8 ≈ 35 s per game (two at once), so the default run takes ≈ 16 min; BENCH_GAMES=2 BENCH_TPUT_GAMES=4 ≈ 4 min.
 * Timing is printed, never asserted.
 */
import { Chess } from "chess.js";
import { createChessEnginePool, type ChessEnginePool } from "../game-server/src/services/chess/engine.js";
import { CHESS_ENGINE_LEVELS } from "../game-server/src/services/chess/levels.js";
import { DEFAULT_ADJUDICATION, OPENINGS, playGame, realGamePositions, seededRandom, spread, type GameResult } from "./chess/games.js";

const env = process.env;
const POOL = Number(env.BENCH_POOL ?? 2);
const SEED = Number(env.BENCH_SEED ?? 1);
const POSITIONS = Number(env.BENCH_POSITIONS ?? 30);
const TPUT_LEVEL = Number(env.BENCH_TPUT_LEVEL ?? 1);
const TPUT_GAMES = Number(env.BENCH_TPUT_GAMES ?? 8);
const MAX_PLIES = Number(env.BENCH_MAX_PLIES ?? DEFAULT_ADJUDICATION.maxPlies);
/** Games per ladder pair (1v2 … 7v8): the strong pairs' moves cost up to 1 s, so they get fewer games. */
const LADDER_GAMES = env.BENCH_GAMES ? Array(7).fill(Number(env.BENCH_GAMES)) : [40, 40, 40, 40, 40, 16, 10];
/** Which pairs to play, by their lower level (BENCH_PAIRS=1,2,3 plays 1v2, 2v3, 3v4). */
const PAIRS = (env.BENCH_PAIRS ?? "1,2,3,4,5,6,7").split(",").map(Number);
const rules = { ...DEFAULT_ADJUDICATION, maxPlies: MAX_PLIES };

const say = (line: string) => console.log(line);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `jobs` with at most `width` at once; results in job order. */
async function inParallel<T>(width: number, jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return out;
}

async function moveTimes(pool: ChessEnginePool): Promise<void> {
  const fens = spread(realGamePositions(), POSITIONS);
  say(`\n1. ms per engine move, ${fens.length} positions from five famous games, one request at a time`);
  say("level | move ms | depth | skill | MultiPV |    worse line | median |   p95 |   max | illegal");
  const random = seededRandom(SEED);
  await Promise.all(Array.from({ length: POOL }, () => pool.bestMove(fens[0]!, 1, random()))); // no process start in the figures
  for (const level of CHESS_ENGINE_LEVELS) {
    const ms: number[] = [];
    let illegal = 0;
    for (const fen of fens) {
      const started = performance.now();
      const uci = await pool.bestMove(fen, level.level, random());
      ms.push(performance.now() - started);
      try {
        new Chess(fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      } catch {
        illegal += 1;
      }
    }
    ms.sort((a, b) => a - b);
    const worse = level.blunderRate > 0 ? `${pct(level.blunderRate)} ≥${level.blunderMinLossCp}cp` : "—";
    say(
      `${String(level.level).padStart(5)} | ${String(level.moveTimeMs).padStart(7)} | ${String(level.depth).padStart(5)} | ${String(level.skill).padStart(5)} | ` +
        `${String(level.multiPv).padStart(7)} | ${worse.padStart(13)} | ${quantile(ms, 0.5).toFixed(0).padStart(6)} | ` +
        `${quantile(ms, 0.95).toFixed(0).padStart(5)} | ${ms.at(-1)!.toFixed(0).padStart(5)} | ${illegal}`,
    );
  }
}

async function throughput(pool: ChessEnginePool): Promise<void> {
  const width = 2 * POOL;
  say(`\n2. self-play throughput: level ${TPUT_LEVEL} vs itself, ${TPUT_GAMES} games, ${width} at once on ${POOL} engine processes`);
  const started = performance.now();
  const games = await inParallel(
    width,
    Array.from({ length: TPUT_GAMES }, (_, i) => () => playGame(pool, TPUT_LEVEL, TPUT_LEVEL, OPENINGS[i % OPENINGS.length]!, seededRandom(SEED * 1_000 + i), rules)),
  );
  const ms = performance.now() - started;
  const plies = games.reduce((s, g) => s + g.plies, 0);
  say(`${(games.length / (ms / 60_000)).toFixed(1)} games/min, ${(plies / (ms / 1000)).toFixed(1)} engine moves/s, ${(plies / games.length).toFixed(0)} plies a game, ${seconds(ms)}`);
}

interface PairScore {
  points: number;
  wins: number;
  draws: number;
  losses: number;
  plies: number;
  ends: Map<string, number>;
}

/** Level `low` against `low + 1`: game 2k and 2k+1 share an opening, the higher level White in the even one. */
async function ladderPair(pool: ChessEnginePool, low: number, games: number): Promise<PairScore> {
  const high = low + 1;
  const results = await inParallel(
    POOL,
    Array.from({ length: games }, (_, i) => async (): Promise<{ game: GameResult; highWhite: boolean }> => {
      const highWhite = i % 2 === 0;
      const opening = OPENINGS[Math.floor(i / 2) % OPENINGS.length]!;
      const random = seededRandom(SEED * 1_000_000 + low * 10_000 + i);
      const game = await playGame(pool, highWhite ? high : low, highWhite ? low : high, opening, random, rules);
      return { game, highWhite };
    }),
  );
  const score: PairScore = { points: 0, wins: 0, draws: 0, losses: 0, plies: 0, ends: new Map() };
  for (const { game, highWhite } of results) {
    const points = highWhite ? game.white : 1 - game.white;
    score.points += points;
    if (points === 1) score.wins += 1;
    else if (points === 0) score.losses += 1;
    else score.draws += 1;
    score.plies += game.plies;
    score.ends.set(game.end, (score.ends.get(game.end) ?? 0) + 1);
  }
  return score;
}

async function ladder(pool: ChessEnginePool): Promise<void> {
  say(`\n3. strength ladder: the higher level's score (win 1, draw ½), ${POOL} games at once`);
  say("pair   | games | higher level scores | W / D / L  | plies/game | ends | time");
  for (const low of PAIRS) {
    const games = LADDER_GAMES[low - 1]!;
    const started = performance.now();
    const s = await ladderPair(pool, low, games);
    const ends = [...s.ends].map(([end, n]) => `${n} ${end}`).join(", ");
    say(
      `${low} v ${low + 1}  | ${String(games).padStart(5)} | ${`${s.points}/${games} = ${pct(s.points / games)}`.padStart(19)} | ` +
        `${`${s.wins} / ${s.draws} / ${s.losses}`.padEnd(10)} | ${(s.plies / games).toFixed(0).padStart(10)} | ${ends} | ${seconds(performance.now() - started)}`,
    );
  }
}

const started = performance.now();
const pool = createChessEnginePool({ size: POOL, startNow: true, logger: { warn: (obj, msg) => console.warn(msg, obj) } });
try {
  say(`bench:chess-bot — Stockfish 19 lite, ${POOL} processes, seed ${SEED}, games capped at ${MAX_PLIES} plies`);
  await moveTimes(pool);
  await throughput(pool);
  await ladder(pool);
  say(`\ntotal ${seconds(performance.now() - started)}`);
} finally {
  await pool.close();
}

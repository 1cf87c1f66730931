/**
 * The computer opponent's eight levels, and the one choice the server (not Stockfish) makes: whether to play the
 * engine's move or deliberately a worse line. Pure: the only chance comes in as `random`, a fair draw in [0, 1),
 * so a stored game's choices replay from its fair stream (the engine's own search is bounded by time, so its
 * lines are not bit-for-bit reproducible; the choice made from them is).
 *
 * Calibration follows lichess fishnet (move time / depth per level) with Stockfish's `Skill Level`. lichess's
 * skills −9, −5, −1 rely on Fairy-Stockfish; Stockfish 19 accepts 0–20 and silently plays full strength for any
 * other value, so levels 1–3 are clamped to 0 and the missing weakness is replaced by picking, at a set rate, a
 * random line among the MultiPV lines that lose at least `blunderMinLossCp` (a hung piece now and then at level 1).
 * Skill 0 already chooses among its top four lines at depth 1 with a wide random margin, so a depth limit would
 * add nothing below level 4.
 *
 *  level | move ms | depth | skill (lichess) | MultiPV | worse line: rate, loss ≥ | ms/move median, p95 (measured)
 *  ------+---------+-------+-----------------+---------+------------------------+-------------------------------
 *    1   |    50   |   5   |   0  (−9)       |   10    |     30 %, 100 cp       |    29, 115
 *    2   |   100   |   5   |   0  (−5)       |    6    |     15 %, 100 cp       |    17,  26
 *    3   |   150   |   5   |   0  (−1)       |    4    |      5 %, 100 cp       |    19,  30
 *    4   |   200   |   5   |   3             |    1    |        —               |    19,  34
 *    5   |   300   |   5   |   7             |    1    |        —               |    24,  55
 *    6   |   400   |   8   |  11             |    1    |        —               |    46, 143
 *    7   |   500   |  13   |  16             |    1    |        —               |   508, 512
 *    8   |  1000   |  22   |  20             |    1    |        —               |  1009, 1013
 *
 * Measured with bench:chess-bot on a shared 2-core host with other work running (30 positions from famous games;
 * a busier run gave level 1 66/216 ms, level 8 p95 1379 ms). Levels 1–6 rarely reach their move time: the depth
 * cap stops them first; level 1 overruns its 50 ms now and then (ten lines to search, and the first search after
 * `ucinewgame` runs slower).
 * Ladder, 20 games a pair (4 for 6v7 and 7v8), the higher level's score: 1v2 75 %, 2v3 80 %, 3v4 100 %, 4v5 90 %,
 * 5v6 100 %, 6v7 4/4, 7v8 4/4. Judged by a depth-12 full-strength search over 60 positions of those games, the
 * share of moves that give away 3 pawns or more: level 1 22 %, 2 15 %, 3 17 %, 4 12 %, 5 7 % (sharp positions, so
 * high for all; level 1 hangs a piece every few moves there).
 */

export interface EngineLevel {
  level: number;
  /** `go movetime`: the search stops at this or at `depth`, whichever comes first. */
  moveTimeMs: number;
  depth: number;
  /** Stockfish `Skill Level`, 0..20 (20 = full strength). */
  skill: number;
  /** Lines the engine reports; more than 1 only where pickMove may choose a worse one. */
  multiPv: number;
  /** Chance to play a worse line instead of the engine's move, when one exists. */
  blunderRate: number;
  /** A line is "worse" when it scores at least this many centipawns below the best line. */
  blunderMinLossCp: number;
}

export const CHESS_ENGINE_LEVELS: readonly EngineLevel[] = Object.freeze([
  { level: 1, moveTimeMs: 50, depth: 5, skill: 0, multiPv: 10, blunderRate: 0.3, blunderMinLossCp: 100 },
  { level: 2, moveTimeMs: 100, depth: 5, skill: 0, multiPv: 6, blunderRate: 0.15, blunderMinLossCp: 100 },
  { level: 3, moveTimeMs: 150, depth: 5, skill: 0, multiPv: 4, blunderRate: 0.05, blunderMinLossCp: 100 },
  { level: 4, moveTimeMs: 200, depth: 5, skill: 3, multiPv: 1, blunderRate: 0, blunderMinLossCp: 0 },
  { level: 5, moveTimeMs: 300, depth: 5, skill: 7, multiPv: 1, blunderRate: 0, blunderMinLossCp: 0 },
  { level: 6, moveTimeMs: 400, depth: 8, skill: 11, multiPv: 1, blunderRate: 0, blunderMinLossCp: 0 },
  { level: 7, moveTimeMs: 500, depth: 13, skill: 16, multiPv: 1, blunderRate: 0, blunderMinLossCp: 0 },
  { level: 8, moveTimeMs: 1000, depth: 22, skill: 20, multiPv: 1, blunderRate: 0, blunderMinLossCp: 0 },
].map((l) => Object.freeze(l)));

export function engineLevel(level: number): EngineLevel {
  const found = CHESS_ENGINE_LEVELS.find((l) => l.level === level);
  if (!found) throw new RangeError(`chess engine level must be 1..${CHESS_ENGINE_LEVELS.length}, got ${level}`);
  return found;
}

/** One MultiPV line of the engine's last search: its first move and score from the mover's side. */
export interface EngineLine {
  multipv: number;
  uci: string;
  scoreCp: number | null;
  /** Moves to mate: positive when the mover mates, negative when it is mated. */
  mate: number | null;
}

const MATE_VALUE = 100_000;

/** One scale for centipawns and mates: mating sooner is better, being mated sooner is worse. */
export function lineValue(line: EngineLine): number {
  if (line.mate !== null) return line.mate > 0 ? MATE_VALUE - line.mate : -MATE_VALUE - line.mate;
  return line.scoreCp ?? 0;
}

/** The best-scoring line, the lowest multipv among equals (Stockfish's own first choice). */
function bestLine(lines: readonly EngineLine[]): EngineLine | undefined {
  return [...lines].sort((a, b) => lineValue(b) - lineValue(a) || a.multipv - b.multipv)[0];
}

/** Lines at least `minLossCp` below the best, in multipv order, each move once, never the engine's own move. */
export function worseLines(lines: readonly EngineLine[], minLossCp: number, engineMove?: string): EngineLine[] {
  const best = bestLine(lines);
  if (!best) return [];
  const bar = lineValue(best) - Math.max(1, minLossCp);
  const seen = new Set<string>(engineMove ? [engineMove] : []);
  const out: EngineLine[] = [];
  for (const line of [...lines].sort((a, b) => a.multipv - b.multipv)) {
    if (seen.has(line.uci) || lineValue(line) > bar) continue;
    seen.add(line.uci);
    out.push(line);
  }
  return out;
}

/**
 * The move to play. With chance `blunderRate` (when `random` < it) and a worse line on offer, one of the worse lines,
 * uniformly (the same draw, rescaled, picks which); otherwise the engine's own move (`bestmove`, which already carries
 * Stockfish's Skill Level weakening), or the best line when the engine's move is not given.
 */
export function pickMove(lines: readonly EngineLine[], level: EngineLevel, random: number, engineMove?: string): string {
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
  if (random < level.blunderRate) {
    const worse = worseLines(lines, level.blunderMinLossCp, engineMove);
    const pick = worse[Math.floor((random / level.blunderRate) * worse.length)];
    if (pick) return pick.uci;
  }
  const move = engineMove ?? bestLine(lines)?.uci;
  if (!move) throw new Error("the engine gave no line to choose from");
  return move;
}

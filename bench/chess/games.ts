/**
 * Positions and games for bench:chess-bot: five famous games (public record) as the "real game" sample, a few
 * common openings to start the ladder's games from, and one game between two levels played out with chess.js
 * deciding legality and the end.
 */
import { Chess } from "chess.js";
import type { ChessEnginePool } from "../../game-server/src/services/chess/engine.js";

export const REAL_GAMES: Record<string, string> = {
  "Morphy–Duke of Brunswick & Count Isouard, Paris 1858":
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#",
  "Anderssen–Kieseritzky, London 1851":
    "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 Qf6+ Nxf6 Be7#",
  "Anderssen–Dufresne, Berlin 1852":
    "e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3 Qb3 Qf6 e5 Qg6 Re1 Nge7 Ba3 b5 Qxb5 Rb8 Qa4 Bb6 Nbd2 Bb7 Ne4 Qf5 Bxd3 Qh5 Nf6+ gxf6 exf6 Rg8 Rad1 Qxf3 Rxe7+ Nxe7 Qxd7+ Kxd7 Bf5+ Ke8 Bd7+ Kf8 Bxe7#",
  "D. Byrne–Fischer, New York 1956":
    "Nf3 Nf6 c4 g6 Nc3 Bg7 d4 O-O Bf4 d5 Qb3 dxc4 Qxc4 c6 e4 Nbd7 Rd1 Nb6 Qc5 Bg4 Bg5 Na4 Qa3 Nxc3 bxc3 Nxe4 Bxe7 Qb6 Bc4 Nxc3 Bc5 Rfe8+ Kf1 Be6 Bxb6 Bxc4+ Kg1 Ne2+ Kf1 Nxd4+ Kg1 Ne2+ Kf1 Nc3+ Kg1 axb6 Qb4 Ra4 Qxb6 Nxd1 h3 Rxa2 Kh2 Nxf2 Re1 Rxe1 Qd8+ Bf8 Nxe1 Bd5 Nf3 Ne4 Qb8 b5 h4 h5 Ne5 Kg7 Kg1 Bc5+ Kf1 Ng3+ Ke1 Bb4+ Kd1 Bb3+ Kc1 Ne2+ Kb1 Nc3+ Kc1 Rc2#",
  "Kasparov–Topalov, Wijk aan Zee 1999":
    "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7 a3 e5 O-O-O Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4 Nd5 Nbxd5 exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3 Qxa6+ Kxb4 c3+ Kxc3 Qa1+ Kd2 Qb2+ Kd1 Bf1 Rd2 Rd7 Rxd7 Bxc4 bxc4 Qxh8 Rd3 Qa8 c3 Qa4+ Ke1 f4 f5 Kc1 Rd2 Qa7",
};

/** Ten common openings (a few moves each); the ladder plays each twice, colours swapped. */
export const OPENINGS: readonly string[] = [
  "e4 c5 Nf3 d6", // Sicilian
  "e4 e6 d4 d5", // French
  "e4 c6 d4 d5", // Caro-Kann
  "d4 d5 c4 e6", // Queen's Gambit Declined
  "d4 Nf6 c4 g6 Nc3 Bg7", // King's Indian
  "c4 e5 Nc3 Nf6", // English
  "e4 e5 Nf3 Nc6 Bb5 a6", // Ruy Lopez
  "e4 e5 Nf3 Nc6 Bc4 Bc5", // Italian
  "e4 d5 exd5 Qxd5", // Scandinavian
  "d4 d5 Nf3 Nf6 Bf4", // London
];

/** Every position of the real games with a move to play, in order. */
export function realGamePositions(): string[] {
  const fens: string[] = [];
  for (const [name, moves] of Object.entries(REAL_GAMES)) {
    const chess = new Chess();
    for (const san of moves.split(" ")) {
      fens.push(chess.fen());
      try {
        chess.move(san);
      } catch {
        throw new Error(`${name}: ${san} is not legal after ${chess.fen()}`);
      }
    }
  }
  return fens;
}

/** `count` positions spread evenly over `fens` (every one when there are fewer). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** mulberry32: a small seeded PRNG, so a bench run replays. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECE_VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** White's material minus Black's, in pawns. */
export function materialBalance(chess: Chess): number {
  let balance = 0;
  for (const row of chess.board()) for (const sq of row) if (sq) balance += (sq.color === "w" ? 1 : -1) * PIECE_VALUE[sq.type]!;
  return balance;
}

export interface Adjudication {
  /** Plies before a game is stopped and judged by material. */
  maxPlies: number;
  /** A lead this large (pawns) held for `holdPlies` plies ends the game as a win... */
  decisiveLead: number;
  holdPlies: number;
  /** ...and at maxPlies a lead this large wins, anything less is a draw. */
  finalLead: number;
}

export const DEFAULT_ADJUDICATION: Adjudication = { maxPlies: 200, decisiveLead: 8, holdPlies: 8, finalLead: 3 };

export interface GameResult {
  /** 1 white won, 0 black won, 0.5 draw. */
  white: number;
  plies: number;
  /** How it ended: checkmate, stalemate, repetition, 50 moves, insufficient material, adjudicated, illegal move. */
  end: string;
  /** Milliseconds each side waited for its moves. */
  thinkMs: { w: number; b: number };
}

/** One game: White plays `whiteLevel`, Black `blackLevel`, from the opening's position, every choice from `random`. */
export async function playGame(
  pool: ChessEnginePool,
  whiteLevel: number,
  blackLevel: number,
  opening: string,
  random: () => number,
  rules: Adjudication = DEFAULT_ADJUDICATION,
): Promise<GameResult> {
  const chess = new Chess();
  for (const san of opening.split(" ").filter(Boolean)) chess.move(san);
  const thinkMs = { w: 0, b: 0 };
  let leadHeld = 0;
  const done = (white: number, end: string): GameResult => ({ white, plies: chess.history().length, end, thinkMs });
  for (;;) {
    if (chess.isCheckmate()) return done(chess.turn() === "w" ? 0 : 1, "checkmate");
    if (chess.isStalemate()) return done(0.5, "stalemate");
    if (chess.isInsufficientMaterial()) return done(0.5, "insufficient material");
    if (chess.isThreefoldRepetition()) return done(0.5, "repetition");
    if (chess.isDrawByFiftyMoves()) return done(0.5, "50 moves");
    const balance = materialBalance(chess);
    leadHeld = Math.abs(balance) >= rules.decisiveLead ? leadHeld + 1 : 0;
    if (leadHeld >= rules.holdPlies) return done(balance > 0 ? 1 : 0, "adjudicated");
    if (chess.history().length >= rules.maxPlies) {
      return done(Math.abs(balance) >= rules.finalLead ? (balance > 0 ? 1 : 0) : 0.5, "adjudicated");
    }
    const side = chess.turn();
    const started = performance.now();
    const uci = await pool.bestMove(chess.fen(), side === "w" ? whiteLevel : blackLevel, random());
    thinkMs[side] += performance.now() - started;
    try {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      return done(side === "w" ? 0 : 1, "illegal move");
    }
  }
}

/**
 * The one place chess.js is touched: positions by FEN, legal moves as UCI, playing one move (SAN, the new FEN, what
 * the new position means for the game). Move generation, SAN and FEN are chess.js's; nothing here generates moves.
 *
 * Why chess.js's internals: its public listing of moves with squares (`moves({ verbose: true })`) builds SAN and
 * two FENs per move, each SAN generating every legal move again — about 2.4 ms a position on these machines,
 * against 0.08 ms for the one generation underneath (`_moves`). The rules need the squares of every legal move
 * after every move (the room sends them), so this adapter calls the three internals that public API is built on:
 * `_moves`, `_moveToSan` and `_makeMove`. They are checked when the module loads, and engine.test.ts compares this
 * adapter with chess.js's public API over random games, so a chess.js release that changes them fails loudly.
 */
import { Chess } from "chess.js";

/** chess.js's internal move: squares in 0x88 numbering. */
interface InternalMove {
  from: number;
  to: number;
  piece: string;
  promotion?: string;
}

interface ChessInternals {
  _moves(o?: { legal?: boolean; piece?: string; square?: string }): InternalMove[];
  _moveToSan(move: InternalMove, moves: InternalMove[]): string;
  _makeMove(move: InternalMove): void;
}

const internals = (chess: Chess): ChessInternals => chess as unknown as ChessInternals;

{
  const probe = internals(new Chess());
  for (const name of ["_moves", "_moveToSan", "_makeMove"] as const) {
    if (typeof probe[name] !== "function") throw new Error(`chess.js has no ${name}: this adapter is written against chess.js 1.4`);
  }
}

const FILES = "abcdefgh";
/** 0x88 square number → "e4". */
const squareName = (sq: number): string => FILES[sq & 7]! + String(8 - (sq >> 4));
const uciOf = (m: InternalMove): string => squareName(m.from) + squareName(m.to) + (m.promotion ?? "");

/**
 * Chess instances by the FEN they stand on, most recently used last. A game's next move starts from the FEN its
 * last move produced, so the instance that played it is usually still here: that saves parsing the FEN (≈ 40 µs,
 * a third of a move's cost). An instance is taken out while it is moved and put back under its new FEN, so a
 * cached instance always stands exactly on its key; two games on the same FEN may share one, which is harmless.
 * Sized above the games one process runs at once (a few thousand at the bench's loads: each holds one entry while
 * its opponent thinks), about 3 KB an instance.
 */
export const POSITION_CACHE_SIZE = 4096;
const positions = new Map<string, Chess>();

function takePosition(fen: string): Chess {
  const cached = positions.get(fen);
  if (cached) {
    positions.delete(fen);
    return cached;
  }
  return new Chess(fen);
}

function keepPosition(fen: string, chess: Chess): void {
  positions.delete(fen);
  positions.set(fen, chess);
  if (positions.size > POSITION_CACHE_SIZE) positions.delete(positions.keys().next().value!);
}

/** Forgets every cached position (tests use it to compare cold and warm paths). */
export function clearPositionCache(): void {
  positions.clear();
}

/** What a position means for the game: who is to move, its legal moves, and the endings chess.js detects. */
export interface PositionFacts {
  /** chess.js's FEN (an en-passant square only when the capture is legal), the form states keep. */
  fen: string;
  turn: "w" | "b";
  legalMoves: string[];
  check: boolean;
  checkmate: boolean;
  stalemate: boolean;
  /** Neither side can mate (K v K, K+minor v K, bishops all on one colour). */
  insufficient: boolean;
  /** Fifty moves by each side without a capture or a pawn move. */
  fifty: boolean;
}

function factsOf(chess: Chess): PositionFacts {
  const legal = internals(chess)._moves();
  const check = chess.isCheck();
  return {
    fen: chess.fen(),
    turn: chess.turn(),
    legalMoves: legal.map(uciOf),
    check,
    checkmate: check && legal.length === 0,
    stalemate: !check && legal.length === 0,
    insufficient: chess.isInsufficientMaterial(),
    fifty: chess.isDrawByFiftyMoves(),
  };
}

/** A position's facts from its FEN. Throws on a FEN chess.js rejects. */
export function positionFacts(fen: string): PositionFacts {
  const chess = takePosition(fen);
  const facts = factsOf(chess);
  keepPosition(facts.fen, chess);
  return facts;
}

/** The move played, in SAN, and the position it leads to. */
export interface PlayedMove {
  san: string;
  after: PositionFacts;
}

/**
 * Plays `uci` ("e2e4", "e7e8q") on the position `fen`; null when it is not a legal move there (a promotion needs
 * its piece, and a piece given on any other move makes it a different, illegal move).
 */
export function playUci(fen: string, uci: string): PlayedMove | null {
  const chess = takePosition(fen);
  const engine = internals(chess);
  // Only the moving piece's moves: enough to find the move.
  const fromSquare = engine._moves({ square: uci.slice(0, 2) });
  const move = fromSquare.find((m) => uciOf(m) === uci);
  if (!move) {
    keepPosition(fen, chess);
    return null;
  }
  // SAN names the origin only when another piece of the kind could legally go to the same square. Checking the
  // legality of those rivals costs a make/unmake each, so it is done only when a pseudo-legal rival exists.
  const rivals = move.piece === "p" ? [] : engine._moves({ legal: false, piece: move.piece }).filter((m) => m.to === move.to && m.from !== move.from);
  const san = engine._moveToSan(move, rivals.length === 0 ? [move] : engine._moves({ piece: move.piece }));
  engine._makeMove(move);
  const after = factsOf(chess);
  keepPosition(after.fen, chess);
  return { san, after };
}

/** The FEN chess.js writes for `fen` (its checks applied, a useless en-passant square dropped). Throws on a bad FEN. */
export const normaliseFen = (fen: string): string => positionFacts(fen).fen;

/** The part of a FEN that makes a position the same position for repetition: pieces, side to move, castling, en passant. */
export const repetitionKey = (fen: string): string => fen.split(" ", 4).join(" ");

/** The halfmove clock of a FEN: plies since the last capture or pawn move. */
export const halfmoveClock = (fen: string): number => Number(fen.split(" ")[4] ?? 0);

/**
 * The side cannot possibly mate whatever the other does: a lone king, or a king and one knight or bishop. Used when
 * the other side runs out of time or leaves (lichess: a draw rather than a win for material that cannot win).
 */
export function cannotMate(fen: string, colour: "white" | "black"): boolean {
  const placement = fen.split(" ", 1)[0]!;
  let minors = 0;
  for (const ch of placement) {
    const white = ch >= "A" && ch <= "Z";
    const black = ch >= "a" && ch <= "z";
    if ((colour === "white" && !white) || (colour === "black" && !black)) continue;
    const piece = ch.toLowerCase();
    if (piece === "k") continue;
    if (piece === "n" || piece === "b") minors++;
    else return false;
  }
  return minors <= 1;
}

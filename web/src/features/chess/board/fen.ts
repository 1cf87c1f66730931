/**
 * What the board reads from the server's words: the FEN's piece placement, squares and their place on screen for an
 * orientation, and the legal moves (UCI strings). Nothing here decides legality: a move is possible only when the
 * server listed it. The one bit of chess knowledge is in `applyMove` (castling, en passant, promotion), so the board
 * can show your move at once while the server confirms it.
 */

export type PieceColour = "w" | "b";
export type PieceRole = "K" | "Q" | "R" | "B" | "N" | "P";
/** A piece as the asset files name it: colour and role, "wK", "bN". */
export type PieceCode = `${PieceColour}${PieceRole}`;
/** A square in algebraic notation, "a1" … "h8". */
export type Square = string;
export type Placement = ReadonlyMap<Square, PieceCode>;
export type Orientation = "white" | "black";
export type Promotion = "q" | "r" | "b" | "n";

export interface BoardMove {
  from: Square;
  to: Square;
  promotion?: Promotion;
}

export const FILES = "abcdefgh";
export const PROMOTIONS: readonly Promotion[] = ["q", "r", "b", "n"];
const ROLES = "KQRBNP";

export const isSquare = (value: string): value is Square => /^[a-h][1-8]$/.test(value);

const fileOf = (square: Square) => FILES.indexOf(square[0]!);
const rankOf = (square: Square) => Number(square[1]) - 1;
const squareAt = (file: number, rank: number): Square => `${FILES[file]}${rank + 1}`;

/** The pieces of a FEN (its first field) by square; an empty or unreadable FEN gives an empty board. */
export function parsePlacement(fen: string): Map<Square, PieceCode> {
  const pieces = new Map<Square, PieceCode>();
  const rows = (fen.trim().split(/\s+/)[0] ?? "").split("/");
  if (rows.length !== 8) return pieces;
  rows.forEach((row, index) => {
    const rank = 7 - index;
    let file = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) {
        file += Number(ch);
        continue;
      }
      const role = ch.toUpperCase();
      if (!ROLES.includes(role) || file > 7) continue;
      pieces.set(squareAt(file, rank), `${ch === role ? "w" : "b"}${role as PieceRole}`);
      file++;
    }
  });
  return pieces;
}

/** The side to move (the FEN's second field), or null without one. */
export function sideToMove(fen: string): PieceColour | null {
  const side = fen.trim().split(/\s+/)[1];
  return side === "w" || side === "b" ? side : null;
}

/** The en passant target square (the FEN's fourth field), or null. */
export function enPassantSquare(fen: string): Square | null {
  const field = fen.trim().split(/\s+/)[3] ?? "-";
  return isSquare(field) ? field : null;
}

/** Where a square is drawn: column and row from the board's top-left corner, 0–7, for the player's orientation. */
export function squareToCell(square: Square, orientation: Orientation): { col: number; row: number } {
  const file = fileOf(square);
  const rank = rankOf(square);
  return orientation === "white" ? { col: file, row: 7 - rank } : { col: 7 - file, row: rank };
}

/** The square drawn at a column and row (0–7 from the top-left), or null off the board. */
export function cellToSquare(col: number, row: number, orientation: Orientation): Square | null {
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || col > 7 || row < 0 || row > 7) return null;
  return orientation === "white" ? squareAt(col, 7 - row) : squareAt(7 - col, row);
}

/** A UCI move ("e2e4", "e7e8q") as from/to/promotion, or null when it is not one. */
export function parseUci(uci: string): BoardMove | null {
  const match = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(uci);
  if (!match) return null;
  const [, from, to, promotion] = match;
  return promotion ? { from: from!, to: to!, promotion: promotion as Promotion } : { from: from!, to: to! };
}

export const toUci = (move: BoardMove): string => `${move.from}${move.to}${move.promotion ?? ""}`;

/** The squares holding a piece the server lets you move now. */
export function movableSquares(legalMoves: readonly string[]): Set<Square> {
  return new Set(legalMoves.map((uci) => uci.slice(0, 2)).filter(isSquare));
}

/** The squares the piece on `from` may go to (once each, whatever the promotions). */
export function targetsFrom(legalMoves: readonly string[], from: Square): Square[] {
  const targets = new Set<Square>();
  for (const uci of legalMoves) {
    const move = parseUci(uci);
    if (move && move.from === from) targets.add(move.to);
  }
  return [...targets];
}

/** The promotions listed for a from/to (queen first); empty when that move is not a promotion. */
export function promotionVariants(legalMoves: readonly string[], from: Square, to: Square): Promotion[] {
  const listed = new Set(legalMoves.filter((uci) => uci.startsWith(`${from}${to}`) && uci.length === 5).map((uci) => uci[4]));
  return PROMOTIONS.filter((p) => listed.has(p));
}

export const isListed = (legalMoves: readonly string[], move: BoardMove): boolean => legalMoves.includes(toUci(move));

/**
 * The placement after a move, for showing it before the server's position arrives: the piece goes to its target
 * (promoted if it says so), the rook follows a castling king, and a pawn taking en passant removes the pawn it passed.
 */
export function applyMove(placement: Placement, move: BoardMove): Map<Square, PieceCode> {
  const next = new Map(placement);
  const piece = next.get(move.from);
  if (!piece) return next;
  next.delete(move.from);
  const colour = piece[0] as PieceColour;
  const role = piece[1] as PieceRole;
  const fileStep = fileOf(move.to) - fileOf(move.from);
  if (role === "P" && fileStep !== 0 && !next.has(move.to)) {
    next.delete(squareAt(fileOf(move.to), rankOf(move.from)));
  }
  if (role === "K" && Math.abs(fileStep) === 2) {
    const rank = rankOf(move.from);
    const [rookFrom, rookTo] = fileStep > 0 ? [squareAt(7, rank), squareAt(5, rank)] : [squareAt(0, rank), squareAt(3, rank)];
    const rook = next.get(rookFrom);
    if (rook) {
      next.delete(rookFrom);
      next.set(rookTo, rook);
    }
  }
  next.set(move.to, move.promotion ? `${colour}${move.promotion.toUpperCase() as PieceRole}` : piece);
  return next;
}

/** Where a colour's king stands, or null. */
export function kingSquare(placement: Placement, colour: PieceColour): Square | null {
  for (const [square, piece] of placement) if (piece === `${colour}K`) return square;
  return null;
}

/** A target square is a capture when an opposing piece stands there, or when a pawn takes en passant onto it. */
export function isCapture(placement: Placement, from: Square, to: Square): boolean {
  const mover = placement.get(from);
  const target = placement.get(to);
  if (!mover) return false;
  if (target) return target[0] !== mover[0];
  return mover[1] === "P" && fileOf(from) !== fileOf(to);
}

// ---- typed moves ------------------------------------------------------------------------------------------

export type TypedMove =
  | { kind: "move"; move: BoardMove }
  /** A legal from/to that promotes, typed without the piece: ask which one. */
  | { kind: "promotion"; from: Square; to: Square }
  /** Readable, but not among the legal moves (or more than one fits). */
  | { kind: "illegal" }
  | { kind: "unreadable" };

const PROMOTION_OF: Record<string, Promotion> = { Q: "q", R: "r", B: "b", N: "n" };

/**
 * A move typed in the keyboard form, checked against the legal moves: UCI ("e2e4", "e2-e4", "e7e8q") or SAN as
 * printed in the move list ("Nf3", "exd5", "O-O", "e8=Q+"). SAN is matched against the pieces on the board, so it
 * needs no chess rules: the legal list already says what may move.
 */
export function readTypedMove(text: string, placement: Placement, legalMoves: readonly string[]): TypedMove {
  const raw = text.trim();
  const uci = /^([a-h][1-8])[\s-]*([a-h][1-8])\s*=?\s*([qrbn])?$/i.exec(raw);
  if (uci) {
    const from = uci[1]!.toLowerCase();
    const to = uci[2]!.toLowerCase();
    const promotion = uci[3] ? (uci[3].toLowerCase() as Promotion) : undefined;
    return settle(legalMoves, [{ from, to }], promotion);
  }
  const san = raw.replace(/[+#!?]+$/, "").replace(/\s+/g, "");
  if (/^(O-O-O|0-0-0)$/i.test(san)) return castle(placement, legalMoves, -2);
  if (/^(O-O|0-0)$/i.test(san)) return castle(placement, legalMoves, 2);
  // Piece letters are capitals in SAN; a lower-case b is the b-file (bxc3), so only the first letter is read as a piece.
  const match = /^([KQRBN])?([a-h])?([1-8])?x?([a-h][1-8])(?:=?([QRBNqrbn]))?$/.exec(san);
  if (!match) return { kind: "unreadable" };
  const [, role = "P", file, rank, to, promoted] = match;
  const candidates = legalMoves
    .map(parseUci)
    .filter((m): m is BoardMove => m !== null && m.to === to)
    .filter((m) => placement.get(m.from)?.[1] === role)
    .filter((m) => (!file || m.from[0] === file) && (!rank || m.from[1] === rank))
    .map((m) => ({ from: m.from, to: m.to }));
  return settle(legalMoves, candidates, promoted ? PROMOTION_OF[promoted.toUpperCase()] : undefined);
}

function castle(placement: Placement, legalMoves: readonly string[], fileStep: number): TypedMove {
  const candidates = legalMoves
    .map(parseUci)
    .filter((m): m is BoardMove => m !== null && placement.get(m.from)?.[1] === "K" && fileOf(m.to) - fileOf(m.from) === fileStep);
  return settle(legalMoves, candidates, undefined);
}

/** One from/to left among the candidates: the move, or a promotion still to choose; else illegal. */
function settle(legalMoves: readonly string[], candidates: BoardMove[], promotion: Promotion | undefined): TypedMove {
  const unique = [...new Map(candidates.map((m) => [`${m.from}${m.to}`, m])).values()];
  if (unique.length !== 1) return { kind: "illegal" };
  const { from, to } = unique[0]!;
  const variants = promotionVariants(legalMoves, from, to);
  if (variants.length > 0) {
    if (!promotion) return { kind: "promotion", from, to };
    return variants.includes(promotion) ? { kind: "move", move: { from, to, promotion } } : { kind: "illegal" };
  }
  if (promotion) return { kind: "illegal" };
  return isListed(legalMoves, { from, to }) ? { kind: "move", move: { from, to } } : { kind: "illegal" };
}

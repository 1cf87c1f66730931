/** The game as PGN, written by chess.js, with lichess's [%clk] comments when timed. */
import { Chess } from "chess.js";
import { clockText } from "./clock.js";
import type { ChessGame } from "./state.js";

/** PGN's result tag: a win, a draw, or "*" for a game not over or ended without a result (aborted, never started). */
export function pgnResult(g: ChessGame): string {
  if (g.status === "started" || g.status === "aborted" || g.status === "noStart") return "*";
  if (g.winner === "white") return "1-0";
  if (g.winner === "black") return "0-1";
  return "1/2-1/2";
}

/** PGN's TimeControl tag: "seconds+increment", "-" untimed. */
export function pgnTimeControl(g: ChessGame): string {
  const c = g.options.clock;
  return c ? `${Math.round(c.initialMs / 1000)}+${Math.round(c.incrementMs / 1000)}` : "-";
}

/**
 * PGN of the game. `headers` come first (Event, Site, White, Black…); TimeControl defaults to the game's; Result is
 * always the game's own. A game from another start position gets SetUp and FEN from chess.js.
 */
export function toPgn(g: ChessGame, headers: Record<string, string>): string {
  const chess = new Chess(g.startFen);
  chess.setHeader("TimeControl", pgnTimeControl(g));
  for (const [key, value] of Object.entries(headers)) chess.setHeader(key, value);
  chess.setHeader("Result", pgnResult(g));
  for (const m of g.moves) {
    chess.move({ from: m.from, to: m.to, ...(m.uci.length > 4 ? { promotion: m.uci[4] } : {}) });
    if (m.clockMs !== null) chess.setComment(`[%clk ${clockText(m.clockMs)}]`);
  }
  return chess.pgn();
}

import { legalMoves } from "./moves.js";
import type { LudoState } from "./state.js";

/** What one player's screen needs besides the public state: the tokens they may move now (empty when not their turn). */
export function playerView(state: LudoState, player: number): LudoState & { you: number; legalTokens: number[] } {
  const legalTokens = state.turn === player && state.phase === "waiting_for_token" && state.dice !== null ? legalMoves(state, state.dice) : [];
  return { ...state, you: player, legalTokens };
}

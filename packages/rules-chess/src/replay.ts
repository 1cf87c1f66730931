/** A game rebuilt from its options and its recorded actions: the audit of any finished game. */
import { answerTakeback, declineDraw, offerDraw, requestTakeback } from "./agreements.js";
import { abort, claimDraw, claimVictory, leave, resign, setPresence } from "./leaving.js";
import { applyMove } from "./play.js";
import { newChessGame, type ChessGame, type ChessRulesOptions, type RecordedAction } from "./state.js";
import { timeout, type RulesResult } from "./transition.js";

export interface ChessGameRecord {
  options: ChessRulesOptions;
  actions: RecordedAction[];
}

/** The record to keep for `replay`. */
export const recordOf = (g: ChessGame): ChessGameRecord => ({ options: g.options, actions: g.actions });

function act(g: ChessGame, a: RecordedAction): RulesResult {
  switch (a.type) {
    case "move":
      return applyMove(g, a.colour, a.move, a.now, a.clientMoveMs);
    case "offerDraw":
      return offerDraw(g, a.colour, a.now);
    case "declineDraw":
      return declineDraw(g, a.colour);
    case "requestTakeback":
      return requestTakeback(g, a.colour);
    case "answerTakeback":
      return answerTakeback(g, a.colour, a.accept, a.now);
    case "resign":
      return resign(g, a.colour, a.now);
    case "abort":
      return abort(g, a.colour, a.now);
    case "leave":
      return leave(g, a.colour, a.now);
    case "claimVictory":
      return claimVictory(g, a.colour, a.now);
    case "claimDraw":
      return claimDraw(g, a.colour, a.now);
    case "setPresence":
      return setPresence(g, a.colour, a.present, a.now);
    case "timeout":
      return timeout(g, a.now);
  }
}

/** Replays recorded actions to the same state. A record only holds accepted actions: a refusal means it was tampered with. */
export function replay(record: ChessGameRecord): ChessGame {
  let g = newChessGame(record.options);
  for (const [i, a] of record.actions.entries()) {
    const r = act(g, a);
    if (!r.ok) throw new Error(`action ${i} (${a.type}) was refused on replay: ${r.error}`);
    g = r.state;
  }
  return g;
}

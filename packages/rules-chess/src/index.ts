export * from "./constants.js";
export { estimatedSeconds, lagQuotaGain, maxLagQuota, startingLagQuota, type ClockControl } from "./clock.js";
export { POSITION_CACHE_SIZE } from "./engine.js";
export {
  isOver,
  legalMovesUci,
  newChessGame,
  opponent,
  turn,
  type ChessClock,
  type ChessGame,
  type ChessMoveInput,
  type ChessMoveRecord,
  type ChessRulesOptions,
  type PerColour,
  type Promotion,
  type RecordedAction,
} from "./state.js";
export { deadline, remainingMs, timeout, type ChessEvent, type RulesResult } from "./transition.js";
export { applyMove, REPETITIONS_FOR_DRAW } from "./play.js";
export { answerTakeback, canOfferDraw, declineDraw, offerDraw, requestTakeback } from "./agreements.js";
export { abort, claimableAt, claimDraw, claimVictory, leave, resign, setPresence } from "./leaving.js";
export { pgnResult, toPgn } from "./pgn.js";
export { recordOf, replay, type ChessGameRecord } from "./replay.js";

/**
 * Which of the table's buttons show, read from the room state and your seat at a given time. The server checks every
 * request again (a button shown a moment too long only earns a refusal); these rules keep the player from asking for
 * what the server would refuse.
 */
import type { ChessColour, ChessRoomView } from "@arena/contracts";
import { colourOfSeat, opposite, plyOf, type SeatKey } from "./view";

export interface ChessControls {
  /** End the game with no result, fees back: only before both sides have moved. */
  abort: boolean;
  /** From the first move of both sides on (before it, Abort does the job). */
  resign: boolean;
  /** Offer a draw: the server says when you may (canOfferDraw), and no offer stands. */
  offerDraw: boolean;
  /** Your offer stands: waiting for the opponent's answer. */
  drawOffered: boolean;
  /** The opponent offers a draw: accept (sending offerDraw) or decline. */
  answerDraw: boolean;
  /** Ask to take your last move back: takebacks are on, you have a move to take back, and no request stands. */
  takeback: boolean;
  /** Your takeback request stands. */
  takebackAsked: boolean;
  /** The opponent asks for a takeback: accept or refuse. */
  answerTakeback: boolean;
  /** The opponent has been gone long enough: Claim victory and Claim draw. */
  claim: boolean;
  /** The opponent is gone but not long enough yet: ms until you may claim (null: nothing to count down). */
  claimInMs: number | null;
}

const NONE: ChessControls = {
  abort: false,
  resign: false,
  offerDraw: false,
  drawOffered: false,
  answerDraw: false,
  takeback: false,
  takebackAsked: false,
  answerTakeback: false,
  claim: false,
  claimInMs: null,
};

/** Whether `colour` has a move on the board to take back (white moves at ply 1, black at ply 2). */
const hasMoved = (colour: ChessColour, ply: number): boolean => ply >= (colour === "white" ? 1 : 2);

/** The buttons for the player in seat `myKey` at time `now` (epoch ms); nothing for an onlooker or a game not on. */
export function chessControls(view: ChessRoomView, myKey: SeatKey | null, now: number): ChessControls {
  const me = myKey ? view.players[myKey] : undefined;
  const colour = colourOfSeat(view, myKey);
  const playing = view.gameStatus === "active" && view.status === "started" && me !== undefined && me.status === "ACTIVE" && colour !== "";
  if (!playing || !myKey || !colour) return NONE;
  const theirs = opposite(colour);
  const ply = plyOf(view);
  const claimable = me.claimableAt > 0;
  return {
    abort: ply < 2,
    resign: ply >= 2,
    offerDraw: me.canOfferDraw && view.drawOffer === "",
    drawOffered: view.drawOffer === colour,
    answerDraw: view.drawOffer === theirs,
    takeback: view.takebacks && hasMoved(colour, ply) && view.takebackOffer === "",
    takebackAsked: view.takebackOffer === colour,
    answerTakeback: view.takebackOffer === theirs,
    claim: claimable && now >= me.claimableAt,
    claimInMs: claimable && now < me.claimableAt ? me.claimableAt - now : null,
  };
}

/** Room states for the tests beside this folder's pure functions (not shipped: only tests import it). */
import type { ChessPlayerView, ChessRoomView } from "@arena/contracts";
import { completeChessView } from "./view";

export const player = (over: Partial<ChessPlayerView>): ChessPlayerView => ({
  id: "",
  playerName: "",
  color: "",
  isConnected: true,
  isCreator: false,
  isAccept: false,
  isBot: false,
  status: "ACTIVE",
  absentSince: 0,
  claimableAt: 0,
  canOfferDraw: false,
  ...over,
});

/** A game under way: ana (u1, seat p1) plays white against bruno (u2, seat p2), `ply` moves made. */
export function gameOn(over: Partial<ChessRoomView> = {}, ply = 2): ChessRoomView {
  return completeChessView({
    roomId: "123456",
    gameId: "g1",
    gameType: "Private",
    roomAmount: 5,
    gameStatus: "active",
    status: "started",
    turn: ply % 2 === 0 ? "white" : "black",
    lastMove: { ply, from: "e7", to: "e5", san: "e5" },
    moves: ["e4", "e5", "Nf3", "Nc6"].slice(0, ply),
    players: {
      p1: player({ id: "u1", playerName: "ana", color: "white", isCreator: true }),
      p2: player({ id: "u2", playerName: "bruno", color: "black" }),
    },
    ...over,
  })!;
}

/** The same game with one seat changed. */
export const withSeat = (view: ChessRoomView, key: "p1" | "p2", over: Partial<ChessPlayerView>): ChessRoomView => ({
  ...view,
  players: { ...view.players, [key]: { ...view.players[key]!, ...over } },
});

/**
 * Pure readings of the "chess" room's state for the pages: the state completed with defaults (the first snapshot
 * after a join can lack parts of the schema), whose seat is whose, and the table's terms in words. None of them
 * decides anything the server decides; they only read what it sent.
 */
import type { ChessColour, ChessPlayerView, ChessRoomView } from "@arena/contracts";

/** The position before any move (the room's default until the game starts). */
export const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

export const SEAT_KEYS = ["p1", "p2"] as const;
export type SeatKey = (typeof SEAT_KEYS)[number];

const DEFAULT_PLAYER: ChessPlayerView = {
  id: "",
  playerName: "",
  color: "",
  isConnected: false,
  isCreator: false,
  isAccept: false,
  isBot: false,
  status: "ACTIVE",
  absentSince: 0,
  claimableAt: 0,
  canOfferDraw: false,
};

/** The room state as the pages read it: every field present, whatever part of the schema has arrived yet. */
export function completeChessView(raw: Partial<ChessRoomView> | null): ChessRoomView | null {
  if (!raw) return null;
  const players: Record<string, ChessPlayerView> = {};
  for (const [key, p] of Object.entries(raw.players ?? {})) if (p) players[key] = { ...DEFAULT_PLAYER, ...p };
  return {
    roomId: "",
    gameId: "",
    gameType: "",
    maxPlayers: 2,
    roomAmount: 0,
    currency: "COIN",
    gameStatus: "not_started",
    turnEndsAt: 0,
    turnSeconds: 0,
    serverSeedHash: "",
    clientSeed: "",
    minutes: -1,
    increment: 0,
    takebacks: false,
    level: 0,
    fen: START_FEN,
    turn: "",
    check: false,
    w_Time: -1,
    b_Time: -1,
    clockRunning: false,
    drawOffer: "",
    takebackOffer: "",
    status: "Not Started",
    winner: "",
    ...raw,
    moves: [...(raw.moves ?? [])],
    legalMoves: [...(raw.legalMoves ?? [])],
    lastMove: { ply: 0, from: "", to: "", san: "", ...raw.lastMove },
    players,
  };
}

/** Your seat: the one carrying your user id; in a computer game, the only seat that is not the computer's. */
export function mySeatIn(view: ChessRoomView, myId: string | null): SeatKey | null {
  const seats = SEAT_KEYS.filter((key) => view.players[key]);
  const mine = myId ? seats.find((key) => !view.players[key]!.isBot && view.players[key]!.id === myId) : undefined;
  if (mine) return mine;
  const people = seats.filter((key) => !view.players[key]!.isBot);
  return view.gameType === "Computer" && people.length === 1 ? people[0]! : null;
}

export const otherSeat = (key: SeatKey): SeatKey => (key === "p1" ? "p2" : "p1");

export const opposite = (colour: ChessColour): ChessColour => (colour === "white" ? "black" : "white");

/** The colour a seat plays ("" before the start: colours are drawn when the game starts). */
export const colourOfSeat = (view: ChessRoomView, key: SeatKey | null): ChessColour | "" => (key ? (view.players[key]?.color ?? "") : "");

/** Moves made so far (a takeback lowers it). */
export const plyOf = (view: ChessRoomView): number => view.lastMove.ply;

/** The table's clock as players name it: "10+5", or null for an untimed game. */
export const timeControlOf = (minutes: number, increment: number): string | null => (minutes < 0 ? null : `${minutes}+${increment}`);

/** The game has started: the server names it (a game id) and draws the colours when both seats are taken. */
export const hasStarted = (view: ChessRoomView): boolean => view.gameStatus !== "not_started" && view.gameId !== "";

/**
 * The board's last move for the highlight: none before the first move (ply 0), or when the room says nothing of
 * the squares.
 */
export const lastMoveSquares = (view: ChessRoomView): { from: string; to: string } | null =>
  view.lastMove.ply > 0 && view.lastMove.from && view.lastMove.to ? { from: view.lastMove.from, to: view.lastMove.to } : null;

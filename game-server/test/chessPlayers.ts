import type { Client, Room } from "@colyseus/sdk";
import { CHESS_ROOM, type ChessCreateOptions } from "@arena/contracts";
import { ready, until } from "./ludoPlayers.js";

let codes = 100_000 + Math.floor(Math.random() * 800_000);
/** A private room code nobody else uses in this run. */
export const freshCode = () => String(codes++);

/** Creates a private chess table with a fresh code (two players, fee in coins). */
export async function privateTable(client: Client, extra: Partial<Extract<ChessCreateOptions, { gameType: "Private" }>> = {}): Promise<Room> {
  return ready(client.create(CHESS_ROOM, { gameType: "Private", roomId: freshCode(), roomAmount: 10, playerName: "Host", ...extra }));
}

/** The second player joins by the code. */
export const joinTable = (client: Client, code: string, extra: Record<string, unknown> = {}) =>
  ready(client.joinById(code, { playerName: "Guest", ...extra }));

/** Two rooms of one started game, by colour. */
export async function byColour(a: Room, aUserId: string, b: Room): Promise<{ white: Room; black: Room }> {
  const s = await until(a, (st) => st.gameStatus === "active" && st.turn === "white");
  await until(b, (st) => st.gameStatus === "active");
  let aColour = "";
  s.players.forEach((p: any) => {
    if (p.id === aUserId) aColour = p.color;
  });
  return aColour === "white" ? { white: a, black: b } : { white: b, black: a };
}

/** Plays a move as the room's player and waits until both see the ply (the one patch of that move). */
export async function play(room: Room, uci: string, others: Room[] = []): Promise<void> {
  const ply = (room.state as any).moves.length;
  const promotion = uci[4];
  room.send("opponentMove", { from: uci.slice(0, 2), to: uci.slice(2, 4), ...(promotion && { promotion }), moveMs: 50 });
  for (const r of [room, ...others]) await until(r, (s) => s.moves.length === ply + 1 || s.gameStatus === "finished");
}

/** Plays a sequence of UCI moves alternately, starting with white. */
export async function playMoves(rooms: { white: Room; black: Room }, moves: string[]): Promise<void> {
  for (const [i, m] of moves.entries()) {
    const mover = i % 2 === 0 ? rooms.white : rooms.black;
    const other = i % 2 === 0 ? rooms.black : rooms.white;
    await play(mover, m, [other]);
  }
}

/** A plain snapshot of the chess state (players keyed by seat). */
export function chessSnapshot(room: Room): any {
  const s = room.state as any;
  const players: Record<string, any> = {};
  s.players.forEach((p: any, key: string) => {
    players[key] = { ...p.toJSON() };
  });
  return { ...s.toJSON(), moves: [...s.moves], legalMoves: [...s.legalMoves], players };
}

/** Fool's mate: black mates on ply 4. */
export const FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"];

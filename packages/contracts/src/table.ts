/**
 * What every game table shares (the table kit's protocol): the messages a client may send any table and the ones the
 * kit sends, named as the spec names them for Ludo. A game's own contract adds its moves and narrows these shapes
 * (Ludo: seats are pawn colours); docs/realtime.md describes them for people.
 */
import { z } from "zod";

const empty = z.object({}).strict().optional();

/** Client → any table. */
export const tableClientMessages = {
  "send:message": z.object({ message: z.string().trim().min(1).max(200) }),
  "rematch:request": z.object({ roomId: z.string().optional(), CustomData: z.object({}).passthrough().optional() }).passthrough().optional(),
  "rematch:accept": empty,
  resume: empty,
  "game-start": z.object({ roomName: z.string().optional(), eventCode: z.literal("START_GAME"), sender: z.string().optional() }).optional(),
  "player exit": empty,
  "get:winners": empty,
} as const;

/** Any table → client. `seat` values are the game's seat keys (Ludo: colours). */
export const tableServerMessages = {
  /** A refusal, to the sender only: a code the web shows from its catalogue, and the English text. */
  error: z.object({ code: z.string(), message: z.string(), type: z.string().optional() }),
  info: z.object({ message: z.string() }),
  "send:message": z.object({ uid: z.string(), userName: z.string(), color: z.string(), message: z.string(), at: z.number() }),
  /** The game started: its seed commitment (SHA-256 of the server seed) and the combined client seed. */
  "game-start": z.object({ gameId: z.string(), serverSeedHash: z.string(), clientSeed: z.string() }),
  /** The game is over: the server seed, revealed. */
  "game-end": z.object({ gameId: z.string(), serverSeed: z.string() }),
  "game:result": z.object({ gameId: z.string(), winners: z.array(z.unknown()) }),
  "rematch:request": z.object({ uid: z.string(), userName: z.string() }),
  "rematch:accept": z.object({ uid: z.string(), accepted: z.array(z.string()) }),
  /** To a player who comes back: the game, the clock, and what the game adds (Ludo: status, turn, dice). */
  resume: z.object({ gameId: z.string(), turnEndsAt: z.number() }).passthrough(),
} as const;
export type TableServerMessage = keyof typeof tableServerMessages;
export type TableServerPayload<K extends TableServerMessage> = z.infer<(typeof tableServerMessages)[K]>;

/** One seat of any table's synced state as plain data (the kit's player fields); a game's player view adds its own. */
export interface TablePlayerView {
  id: string;
  playerName: string;
  isConnected: boolean;
  isCreator: boolean;
  /** Accepted the rematch. */
  isAccept: boolean;
  isBot: boolean;
  /** ACTIVE while in the game; the game names the other values. */
  status: string;
}

/** Any table's synced state as plain data (the kit's state fields); a game's view (LudoRoomView) adds its own. */
export interface TableRoomView {
  roomId: string;
  gameId: string;
  gameType: string;
  maxPlayers: number;
  roomAmount: number;
  currency: string;
  /** not_started, active, finished. */
  gameStatus: string;
  /** Epoch ms when the turn clock runs out, 0 when none runs. */
  turnEndsAt: number;
  turnSeconds: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Keyed by seat (Ludo: colour). */
  players: Record<string, TablePlayerView>;
}

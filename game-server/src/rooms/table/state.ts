import type { TablePlayerView, TableRoomView } from "@arena/contracts";
import { t, type MapSchema } from "@colyseus/schema";

/**
 * Fields every table's player carries (the spec's room player): a game spreads them into its own player schema and
 * adds its own. The kit writes these; the game writes the rest.
 */
export const tablePlayerFields = {
  id: t.string().default(""),
  playerName: t.string().default(""),
  isConnected: t.boolean().default(true),
  isCreator: t.boolean().default(false),
  /** Accepted the rematch. */
  isAccept: t.boolean().default(false),
  isBot: t.boolean().default(false),
  /** ACTIVE while in the game; the game names the other values (e.g. FINISHED, OUT, LEFT). */
  status: t.string().default("ACTIVE"),
};

/** Fields every table's synced state carries: a game spreads them into its state schema with its own and `players`. */
export const tableStateFields = {
  roomId: t.string().default(""),
  gameId: t.string().default(""),
  gameType: t.string().default(""),
  maxPlayers: t.uint8().default(4),
  roomAmount: t.number().default(0),
  currency: t.string().default("COIN"),
  /** not_started, active, finished. */
  gameStatus: t.string().default("not_started"),
  /** Epoch ms when the turn clock runs out, 0 when none runs. */
  turnEndsAt: t.number().default(0),
  turnSeconds: t.uint8().default(15),
  /** SHA-256 of the server seed, published when the game starts. */
  serverSeedHash: t.string().default(""),
  clientSeed: t.string().default(""),
};

/** The kit's view of a game's player schema: the contracts' player view (one type for server and web). */
export type TablePlayerSchema = TablePlayerView;

/** The kit's view of a game's state schema: the contracts' table view, with the players as the schema's map. */
export interface TableStateSchema extends Omit<TableRoomView, "players"> {
  players: MapSchema<any>;
}

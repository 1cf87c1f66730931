import { toCoins, type LudoGameRecord, type LudoGameType, type LudoInterruptedGame, type WinnerEntry } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { latestInterruptedGame } from "../games/interruptions.js";
import { findGame, latestGameOfRoom, type GameRecordRow } from "../games/records.js";

/** Ludo's kind in the game records and the ledger's escrows. */
export const LUDO = "ludo";

type LudoPlayerRecord = LudoGameRecord["players"][number];
type LudoRollRecord = LudoGameRecord["rolls"][number];

/** A Ludo game as anyone may see it: the server seed only once the game is over. */
export const toGameRecord = (row: GameRecordRow): LudoGameRecord => ({
  gameId: row.id,
  roomId: row.roomId,
  gameType: row.mode as LudoGameType,
  rules: (row.details.rules as "classic" | "quick" | undefined) ?? "classic",
  currency: row.currency,
  roomAmount: toCoins(row.fee),
  status: row.status,
  players: row.players as LudoPlayerRecord[],
  winners: row.result as WinnerEntry[],
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.status === "active" ? null : row.serverSeed,
  clientSeed: row.clientSeed,
  rolls: row.draws as LudoRollRecord[],
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
});

export const findLudoGame = (ctx: AppContext, gameId: string): Promise<GameRecordRow> => findGame(ctx, LUDO, gameId);

/** A pool (game id or room name) by either name. */
export const findPool = (ctx: AppContext, poolId: string): Promise<GameRecordRow> =>
  /^[0-9a-f-]{36}$/i.test(poolId) ? findGame(ctx, LUDO, poolId) : latestGameOfRoom(ctx, LUDO, poolId);

/** The caller's latest Ludo game a server stop ended, in Ludo's words (its game type); null if none. */
export async function latestInterruptedLudoGame(ctx: AppContext, userId: string): Promise<LudoInterruptedGame | null> {
  const game = await latestInterruptedGame(ctx, LUDO, userId);
  if (!game) return null;
  const { mode, ...rest } = game;
  return { ...rest, gameType: mode as LudoGameType };
}

import { gameEscrows, ludoGames, walletTransactions, type LudoGamePlayer, type LudoRoll, type LudoWinner } from "@arena/db";
import { messages, toCoins, type LudoGameRecord, type LudoGameType } from "@arena/contracts";
import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { HttpError } from "../../http/errors.js";

export interface NewLudoGame {
  id: string;
  roomId: string;
  gameType: LudoGameType;
  rules: "classic" | "quick";
  currency: "COIN" | "FREE";
  /** Minor units per seat (0 for computer games). */
  fee: number;
  players: LudoGamePlayer[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** Written when a game starts: the seed commitment is on record before the first roll. */
export async function recordGameStart(ctx: AppContext, game: NewLudoGame): Promise<void> {
  await ctx.db.insert(ludoGames).values({ ...game, status: "active" });
}

/** Written when a game ends: every roll and the ranked result the ledger settled. */
export async function recordGameEnd(
  ctx: AppContext,
  gameId: string,
  outcome: { status: "finished" | "aborted"; rolls: LudoRoll[]; winners: LudoWinner[]; interrupted?: boolean },
): Promise<void> {
  const now = new Date();
  await ctx.db
    .update(ludoGames)
    .set({ status: outcome.status, rolls: outcome.rolls, winners: outcome.winners, endedAt: now, ...(outcome.interrupted && { interruptedAt: now }) })
    .where(eq(ludoGames.id, gameId));
}

/** What each player won in a game, in coins, from the wallet's WINNING entries of that game. */
export async function winningsOf(ctx: AppContext, gameId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ userId: walletTransactions.userId, amount: walletTransactions.amount })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.reference, gameId), eq(walletTransactions.type, "WINNING")));
  const won = new Map<string, number>();
  for (const r of rows) won.set(r.userId, (won.get(r.userId) ?? 0) + toCoins(r.amount));
  return won;
}

type Row = typeof ludoGames.$inferSelect;

/** A game as anyone may see it: the server seed only once the game is over. */
export const toGameRecord = (row: Row): LudoGameRecord => ({
  gameId: row.id,
  roomId: row.roomId,
  gameType: row.gameType as LudoGameType,
  rules: row.rules as "classic" | "quick",
  currency: row.currency,
  roomAmount: toCoins(row.fee),
  status: row.status,
  players: row.players,
  winners: row.winners,
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.status === "active" ? null : row.serverSeed,
  clientSeed: row.clientSeed,
  rolls: row.rolls,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
});

export async function findGame(ctx: AppContext, gameId: string): Promise<Row> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(gameId);
  const [row] = uuid ? await ctx.db.select().from(ludoGames).where(eq(ludoGames.id, gameId)) : [];
  if (!row) throw new HttpError(404, messages.gameNotFound);
  return row;
}

/** The latest game played in a room (room names and codes are reused over time). */
export async function latestGameOfRoom(ctx: AppContext, roomId: string): Promise<Row> {
  const [row] = await ctx.db.select().from(ludoGames).where(eq(ludoGames.roomId, roomId)).orderBy(desc(ludoGames.startedAt)).limit(1);
  if (!row) throw new HttpError(404, messages.gameNotFound);
  return row;
}

/** A pool (game id or room name) by either name. */
export const findPool = (ctx: AppContext, poolId: string): Promise<Row> =>
  /^[0-9a-f-]{36}$/i.test(poolId) ? findGame(ctx, poolId) : latestGameOfRoom(ctx, poolId);

/** Games whose money the recovery pass resolved after their process died: the record ends too (seed revealed). */
export async function closeAbandonedGames(ctx: AppContext, ids: string[], status: "finished" | "aborted"): Promise<void> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return;
  await ctx.db
    .update(ludoGames)
    .set({ status, endedAt: new Date(), interruptedAt: new Date() })
    .where(and(inArray(ludoGames.id, uuids), eq(ludoGames.status, "active")));
}

/** Whether any process still holds the table (room id) a game was played at. */
export type TableOpen = (roomId: string) => Promise<boolean>;

/**
 * Computer games (no fee: no escrow, no heartbeat) still active at least `quietMs` after they started whose table
 * no process holds any more: their process died with them. The record ends as aborted and interrupted, so its
 * seed is revealed on /fairness; nothing else is owed.
 */
export async function closeTablelessGames(ctx: AppContext, quietMs: number, tableOpen: TableOpen): Promise<number> {
  const candidates = await ctx.db
    .select({ id: ludoGames.id, roomId: ludoGames.roomId })
    .from(ludoGames)
    .leftJoin(gameEscrows, sql`${gameEscrows.id} = ${ludoGames.id}::text`)
    .where(and(eq(ludoGames.status, "active"), isNull(gameEscrows.id), lt(ludoGames.startedAt, new Date(Date.now() - quietMs))));
  const dead: string[] = [];
  for (const game of candidates) if (!(await tableOpen(game.roomId))) dead.push(game.id);
  await closeAbandonedGames(ctx, dead, "aborted");
  return dead.length;
}

/**
 * Paid games whose money was settled or refunded at least `quietMs` ago while their record still says active: the
 * process died between moving the money and writing the record's end (a window of one statement). The record ends
 * as the money did, and is marked interrupted so the players are told.
 */
export async function closeStrandedGames(ctx: AppContext, quietMs: number): Promise<number> {
  const stranded = await ctx.db
    .select({ id: ludoGames.id, escrow: gameEscrows.status })
    .from(ludoGames)
    .innerJoin(gameEscrows, sql`${gameEscrows.id} = ${ludoGames.id}::text`)
    .where(and(eq(ludoGames.status, "active"), ne(gameEscrows.status, "open"), lt(gameEscrows.closedAt, new Date(Date.now() - quietMs))));
  await closeAbandonedGames(ctx, stranded.filter((g) => g.escrow === "settled").map((g) => g.id), "finished");
  await closeAbandonedGames(ctx, stranded.filter((g) => g.escrow === "refunded").map((g) => g.id), "aborted");
  return stranded.length;
}

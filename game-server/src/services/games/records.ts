import { gameEscrows, gameRecords, queryPrepared, walletTransactions, type GameRecordPlayer, type Runner } from "@arena/db";
import { messages, toCoins } from "@arena/contracts";
import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";

export type GameRecordRow = typeof gameRecords.$inferSelect;

export interface NewGameRecord {
  id: string;
  /** The game kind ("ludo"); also the escrow's game. */
  game: string;
  roomId: string;
  mode: string;
  currency: "COIN" | "FREE";
  /** Minor units per seat (0 for free games). */
  fee: number;
  players: GameRecordPlayer[];
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  details?: Record<string, unknown>;
}

/** Written when a game starts: the seed commitment is on record before the first draw. */
export async function recordGameStart(ctx: AppContext, game: NewGameRecord): Promise<void> {
  await ctx.db.insert(gameRecords).values({ ...game, status: "active" });
}

/**
 * Ends a game's record (only while it is active): its draws, its result and how it ended. One prepared statement:
 * it runs at the end of every game, inside the transaction that settles or refunds it.
 */
export async function recordGameEnd(
  db: Runner,
  gameId: string,
  outcome: { status: "finished" | "aborted"; draws: unknown[]; result: unknown[]; interrupted?: boolean },
): Promise<void> {
  await queryPrepared(
    db,
    `update game_records set status = $2::game_record_status, draws = $3::jsonb, result = $4::jsonb, ended_at = now(),
       interrupted_at = case when $5::boolean then now() else interrupted_at end
     where id = $1::uuid and status = 'active'`,
    [gameId, outcome.status, JSON.stringify(outcome.draws), JSON.stringify(outcome.result), Boolean(outcome.interrupted)],
  );
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A game of this kind by id; 404 'Game not found' otherwise. */
export async function findGame(ctx: AppContext, game: string, gameId: string): Promise<GameRecordRow> {
  const [row] = UUID.test(gameId)
    ? await ctx.db.select().from(gameRecords).where(and(eq(gameRecords.id, gameId), eq(gameRecords.game, game)))
    : [];
  if (!row) throw new DomainError(404, messages.gameNotFound);
  return row;
}

/** The latest game of this kind played in a room (room names and codes are reused over time). */
export async function latestGameOfRoom(ctx: AppContext, game: string, roomId: string): Promise<GameRecordRow> {
  const [row] = await ctx.db
    .select()
    .from(gameRecords)
    .where(and(eq(gameRecords.game, game), eq(gameRecords.roomId, roomId)))
    .orderBy(desc(gameRecords.startedAt))
    .limit(1);
  if (!row) throw new DomainError(404, messages.gameNotFound);
  return row;
}

/** Games whose money the recovery pass resolved after their process died: the record ends too (seed revealed). */
export async function closeAbandonedGames(db: Runner, ids: string[], status: "finished" | "aborted"): Promise<void> {
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return;
  await db
    .update(gameRecords)
    .set({ status, endedAt: new Date(), interruptedAt: new Date() })
    .where(and(inArray(gameRecords.id, uuids), eq(gameRecords.status, "active")));
}

/** Whether any process still holds the table (room id) a game was played at. */
export type TableOpen = (roomId: string) => Promise<boolean>;

/**
 * Free games (no fee: no escrow, no heartbeat) still active at least `quietMs` after they started whose table no
 * process holds any more: their process died with them. The record ends as aborted and interrupted, so its seed is
 * revealed on /fairness; nothing else is owed.
 */
export async function closeTablelessGames(ctx: AppContext, quietMs: number, tableOpen: TableOpen): Promise<number> {
  const candidates = await ctx.db
    .select({ id: gameRecords.id, roomId: gameRecords.roomId })
    .from(gameRecords)
    .leftJoin(gameEscrows, sql`${gameEscrows.id} = ${gameRecords.id}::text`)
    .where(and(eq(gameRecords.status, "active"), isNull(gameEscrows.id), lt(gameRecords.startedAt, new Date(Date.now() - quietMs))));
  const dead: string[] = [];
  for (const game of candidates) if (!(await tableOpen(game.roomId))) dead.push(game.id);
  await closeAbandonedGames(ctx.db, dead, "aborted");
  return dead.length;
}

/**
 * Paid games whose money was settled or refunded at least `quietMs` ago while their record still says active. The
 * room ends money and record in one transaction (finishGame, abortGame), so only recovery's own two steps, or rows
 * written before that, can leave this: the record ends as the money did, marked interrupted so the players are told.
 */
export async function closeStrandedGames(ctx: AppContext, quietMs: number): Promise<number> {
  const stranded = await ctx.db
    .select({ id: gameRecords.id, escrow: gameEscrows.status })
    .from(gameRecords)
    .innerJoin(gameEscrows, sql`${gameEscrows.id} = ${gameRecords.id}::text`)
    .where(and(eq(gameRecords.status, "active"), ne(gameEscrows.status, "open"), lt(gameEscrows.closedAt, new Date(Date.now() - quietMs))));
  await closeAbandonedGames(ctx.db, stranded.filter((g) => g.escrow === "settled").map((g) => g.id), "finished");
  await closeAbandonedGames(ctx.db, stranded.filter((g) => g.escrow === "refunded").map((g) => g.id), "aborted");
  return stranded.length;
}

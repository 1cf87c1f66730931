import {
  FLASH_GAME,
  toCoins,
  type FlashGameType,
  type FlashHandRecord,
  type FlashResultEntry,
} from "@arena/contracts";
import { gameRecords } from "@arena/db";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { findGame, type GameRecordRow } from "../games/records.js";

/** What a Flash hand's record keeps of its play (rooms/flash/definition.ts playRecord). */
type PlayRecord = [
  { type: "deal"; nonce: number; deck: string[]; seats: { key: string; stack: number }[] }?,
  { type: "actions"; actions: FlashHandRecord["actions"] }?,
];

interface RecordedSeat {
  userId: string | null;
  playerName: string;
  isBot: boolean;
  seat: string;
  stack: number;
}

/**
 * A hand as anyone may see it. While it is played: the commitment and who sits where. Once over (settled or void): the
 * server seed, the dealt deck and every hand (all of which the revealed seed recomputes anyway) and every action.
 */
export function toFlashHandRecord(row: GameRecordRow): FlashHandRecord {
  const [deal, play] = row.draws as PlayRecord;
  const over = row.status !== "active";
  const seats = deal?.seats ?? [];
  const recorded = row.players as unknown as RecordedSeat[];
  // The record's players follow the kit's seat order; the hand's order starts at the dealer (the deal's seats).
  const players = seats.map((s) => {
    const p = recorded.find((r) => r.seat === s.key);
    return { userId: p?.userId ?? null, playerName: p?.playerName ?? s.key, seat: s.key, isBot: p?.isBot ?? false, stack: toCoins(s.stack) };
  });
  const deck = over ? (deal?.deck ?? []) : [];
  const n = seats.length;
  const d = row.details as { boot?: number; blindLimit?: number; chaalLimit?: number; potLimit?: number; a23?: "second" | "lowest" };
  return {
    gameId: row.id,
    roomId: row.roomId,
    gameType: row.mode as FlashGameType,
    currency: row.currency,
    status: row.status,
    terms: { boot: d.boot ?? 0, blindLimit: d.blindLimit ?? 0, chaalLimit: d.chaalLimit ?? 0, potLimit: d.potLimit ?? 0, a23: d.a23 ?? "second" },
    players,
    nonce: deal?.nonce ?? 0,
    deck,
    hands: deck.length ? players.map((_, i) => [0, 1, 2].map((round) => deck[round * n + i]!)) : [],
    actions: over ? (play?.actions ?? []) : [],
    result: row.result as FlashResultEntry[],
    serverSeedHash: row.serverSeedHash,
    serverSeed: over ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export const findFlashHand = async (ctx: AppContext, gameId: string): Promise<FlashHandRecord> => toFlashHandRecord(await findGame(ctx, FLASH_GAME, gameId));

/** The player's Flash hands, newest first, each with their own line of the result. */
export async function flashHistory(ctx: AppContext, userId: string, page: number, limit: number) {
  const mine = and(eq(gameRecords.game, FLASH_GAME), sql`${gameRecords.players} @> ${JSON.stringify([{ userId }])}::jsonb`);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(gameRecords)
      .where(mine)
      .orderBy(desc(gameRecords.startedAt))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(gameRecords).where(mine),
  ]);
  return {
    docs: rows.map((row) => ({
      gameId: row.id,
      roomId: row.roomId,
      gameType: row.mode as FlashGameType,
      currency: row.currency,
      boot: Number((row.details as { boot?: number }).boot ?? 0),
      status: row.status,
      mine: (row.result as FlashResultEntry[]).find((r) => r.uid === userId) ?? null,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    })),
    page,
    limit,
    total: total?.n ?? 0,
  };
}

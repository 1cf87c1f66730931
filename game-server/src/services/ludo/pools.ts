import { walletTransactions } from "@arena/db";
import { messages, type LudoGameRecord } from "@arena/contracts";
import { verifyRolls } from "@arena/fair";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { winningsOf } from "../games/records.js";
import { findLudoGame, findPool, toGameRecord } from "./games.js";

/** Did this player pay into this game (an entry fee on their wallet with the game's reference)? */
async function paidInto(ctx: AppContext, gameId: string, userId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.reference, gameId), eq(walletTransactions.userId, userId), eq(walletTransactions.type, "ENTRY_FEE")))
    .limit(1);
  return rows.length > 0;
}

const isPlayer = (record: LudoGameRecord, userId: string) => record.players.some((p) => p.userId === userId);

/** ludo/game/details: a game (by id, or the latest in a room) as the server played it. Players only. */
export async function gameDetails(ctx: AppContext, userId: string, poolId: string): Promise<LudoGameRecord> {
  const record = toGameRecord(await findPool(ctx, poolId));
  if (!isPlayer(record, userId)) throw new DomainError(401, messages.notAuthorizedPool);
  return record;
}

/** The spec's win-details lookup: what each player of the room's latest game won, from the ledger. */
export async function winDetails(ctx: AppContext, userId: string, roomName: string) {
  const record = toGameRecord(await findPool(ctx, roomName));
  if (!isPlayer(record, userId)) throw new DomainError(401, messages.notAuthorizedPool);
  const won = await winningsOf(ctx, record.gameId);
  const players = record.players.flatMap((p) => (p.userId ? [{ userId: p.userId, winningAmount: won.get(p.userId) ?? 0 }] : []));
  return { roomName: record.roomId, gameId: record.gameId, players };
}

/**
 * ludo/join/pool: confirms a paid seat. The seat and its fee are taken by the room when the player sits down;
 * this answers from the ledger whether the caller paid into the room's game, never from what the client sends.
 */
export async function joinPool(ctx: AppContext, userId: string, roomId: string) {
  const record = toGameRecord(await findPool(ctx, roomId).catch(() => {
    throw new DomainError(401, messages.notAuthorizedPool);
  }));
  if (!(await paidInto(ctx, record.gameId, userId))) throw new DomainError(401, messages.notAuthorizedPool);
  return { roomId: record.roomId, gameId: record.gameId, gameFees: record.roomAmount, currency: record.currency, playerType: "PAID" as const };
}

/**
 * ludo/save/winner/record: the client's copy of a result is not trusted. The answer is the result the server
 * decided and settled (with its own start and end times); a game still running is a 409.
 */
export async function saveWinnerRecord(ctx: AppContext, userId: string, poolId: string) {
  const record = toGameRecord(await findPool(ctx, poolId));
  if (!isPlayer(record, userId)) throw new DomainError(401, messages.notAuthorizedPool);
  if (record.status === "active") throw new DomainError(409, "The game is not over yet.");
  return { gameId: record.gameId, roomId: record.roomId, winners: record.winners, startTime: record.startedAt, endTime: record.endedAt };
}

/** A game's fairness record: public, with the server's own check once the seed is revealed. */
export async function fairnessRecord(ctx: AppContext, gameId: string) {
  const record = toGameRecord(await findLudoGame(ctx, gameId));
  const verification = record.serverSeed
    ? verifyRolls(
        { serverSeed: record.serverSeed, clientSeed: record.clientSeed },
        record.serverSeedHash,
        record.rolls.map((r) => ({ nonce: r.nonce, value: r.dice })),
      )
    : null;
  return { ...record, verification };
}



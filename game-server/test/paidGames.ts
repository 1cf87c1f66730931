import { randomUUID } from "node:crypto";
import { ledgerTransfers, postTransfers, systemAccount, userAccount } from "@arena/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../src/context.js";
import { holdEntryFee } from "../src/services/coins/gameMoney.js";
import { buyIn, settleHand } from "../src/services/coins/tableSeats.js";
import { finishGame } from "../src/services/games/finishGame.js";
import { recordGameStart } from "../src/services/games/records.js";
import { createUser } from "../src/services/users/createUser.js";

/** Coins from the mint into a player's wallet, as a paid deposit would (minor units). */
export async function fund(ctx: AppContext, userId: string, minor: number): Promise<void> {
  const mint = await systemAccount(ctx.db, "mint", "COIN");
  const wallet = await userAccount(ctx.db, userId, "COIN");
  await postTransfers(ctx.db, [{ key: `seed:${userId}:${randomUUID()}`, debit: mint, credit: wallet, amount: minor, currency: "COIN", kind: "deposit" }]);
}

/** A player made through the services with 10,000 coins, referred by `referredBy`. */
export async function fundedPlayer(ctx: AppContext, referredBy: string | null): Promise<string> {
  const user = await createUser(ctx.db, { email: `${randomUUID().slice(0, 8)}@paid.test`, fullName: "Paid Player", emailVerified: true, refferalCodeCheck: false, referredBy });
  await fund(ctx, user.id, 1_000_000);
  return user.id;
}

/**
 * A paid Ludo game among `players` (fee in minor units) through the services a room calls, the first of `ranking`
 * winning; answers its id and the commission the house took.
 */
export async function paidLudoGame(ctx: AppContext, players: string[], fee: number, ranking = players): Promise<{ gameId: string; commission: number }> {
  const gameId = randomUUID();
  await recordGameStart(ctx, {
    id: gameId, game: "ludo", roomId: `paid-${gameId.slice(0, 6)}`, mode: "Classic", currency: "COIN", fee,
    players: players.map((userId, i) => ({ userId, playerName: `p${i}`, isBot: false })), serverSeed: "s", serverSeedHash: "h", clientSeed: "c",
  });
  for (const p of players) await holdEntryFee(ctx, { gameId, game: "ludo", currency: "COIN", fee }, p, ctx.processId);
  await finishGame(ctx, { gameId, ranking, paid: true, draws: [], result: () => [] });
  const [row] = await ctx.db.select({ amount: ledgerTransfers.amount }).from(ledgerTransfers).where(and(eq(ledgerTransfers.reference, gameId), eq(ledgerTransfers.kind, "commission")));
  return { gameId, commission: row?.amount ?? 0 };
}

/** A Flash hand at a new table: `winner` takes `amount` (minor units) from `loser`; answers its id and the winner's commission. */
export async function paidFlashHand(ctx: AppContext, winner: string, loser: string, amount: number): Promise<{ id: string; commission: number }> {
  const room = `paid-room-${randomUUID().slice(0, 6)}`;
  const [sw, sl] = [randomUUID(), randomUUID()];
  await buyIn(ctx, { seatId: sw, game: "flash", roomId: room, userId: winner, currency: "COIN" }, 5000, ctx.processId);
  await buyIn(ctx, { seatId: sl, game: "flash", roomId: room, userId: loser, currency: "COIN" }, 5000, ctx.processId);
  const hand = randomUUID();
  await recordGameStart(ctx, { id: hand, game: "flash", roomId: room, mode: "Private", currency: "COIN", fee: 0, players: [], serverSeed: "s", serverSeedHash: "h", clientSeed: "c" });
  const settled = await settleHand(
    ctx,
    { handId: hand, game: "flash", currency: "COIN", seats: [{ seatId: sw, start: 5000, net: amount }, { seatId: sl, start: 5000, net: -amount }] },
    { draws: [], result: () => [] },
  );
  return { id: hand, commission: settled.cuts.get(sw) ?? 0 };
}

import { COIN_MINOR_UNITS, toCoins, toMinor, type WalletCurrency } from "@arena/contracts";
import { balanceOf, IdempotencyConflictError, ledgerTransfers, postTransfers, systemAccount, userAccount, walletTransactions } from "@arena/db";
import { and, eq, sum } from "drizzle-orm";
import type { AppContext } from "../../context.js";

/**
 * The wallet balance in coins. A freeplay (FREE) wallet is topped up to the daily amount once a day, the first
 * time it is looked at that day; the top-up is an idempotent bonus transfer keyed by the date.
 */
export async function viewWallet(ctx: AppContext, userId: string, currency: WalletCurrency): Promise<number> {
  if (currency === "FREE") await topUpFreeplay(ctx, userId);
  return toCoins(await balanceOf(ctx.db, { kind: "user", currency, ownerId: userId }));
}

/** Tops a FREE wallet up to the daily amount, once a day (also done before a FREE seat is paid). */
export async function topUpFreeplay(ctx: AppContext, userId: string): Promise<void> {
  const target = toMinor(ctx.config.FREEPLAY_DAILY_COINS);
  const current = await balanceOf(ctx.db, { kind: "user", currency: "FREE", ownerId: userId });
  if (current >= target) return;
  const day = new Date().toISOString().slice(0, 10);
  const key = `freeplay:${userId}:${day}`;
  const [done] = await ctx.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  if (done) return; // today's top-up happened; what was spent since stays spent until tomorrow
  try {
    await ctx.db.transaction(async (tx) => {
      const bonus = await systemAccount(tx, "bonus", "FREE");
      const wallet = await userAccount(tx, userId, "FREE");
      const { replayed } = await postTransfers(
        ctx.db,
        [{ key, debit: bonus, credit: wallet, amount: target - current, currency: "FREE", kind: "bonus", reference: `freeplay:${day}` }],
        tx,
      );
      if (!replayed) {
        await tx.insert(walletTransactions).values({
          userId,
          type: "BONUS",
          status: "SUCCESS",
          currency: "FREE",
          amount: target - current,
          reference: `freeplay:${day}`,
          description: "Daily freeplay coins",
        });
      }
    });
  } catch (err) {
    // Another request topped up first today (with another amount): today's top-up is done.
    if (!(err instanceof IdempotencyConflictError)) throw err;
  }
}

/**
 * The spec's getCoin: the coins the platform keeps (COIN, real; FREE, play money), how amounts are written
 * (2 decimals, 100 minor units a coin), the player's balance in each, and the COIN held for withdrawals waiting
 * for the admin (already taken out of the balance).
 */
export async function coinFacts(ctx: AppContext, userId: string) {
  const [held] = await ctx.db
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.type, "WITHDRAW"),
        eq(walletTransactions.status, "PENDING"),
        eq(walletTransactions.currency, "COIN"),
      ),
    );
  const decimals = Math.round(Math.log10(COIN_MINOR_UNITS));
  const coin = { decimals, minorUnitsPerCoin: COIN_MINOR_UNITS };
  return {
    coins: [
      { currency: "COIN" as const, name: "Coin", realMoney: true, ...coin, balance: await viewWallet(ctx, userId, "COIN"), heldForWithdrawals: toCoins(Number(held?.total ?? 0)) },
      { currency: "FREE" as const, name: "Freeplay coin", realMoney: false, ...coin, balance: await viewWallet(ctx, userId, "FREE"), heldForWithdrawals: 0 },
    ],
    minimumDeposit: ctx.config.MIN_DEPOSIT,
    minimumWithdraw: ctx.config.MIN_WITHDRAW,
  };
}

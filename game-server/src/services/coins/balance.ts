import { COIN_MINOR_UNITS, toCoins, toMinor, type WalletCurrency } from "@arena/contracts";
import { balanceOf, IdempotencyConflictError, postTransfers, queryPrepared, systemAccount, userAccount, walletTransactions } from "@arena/db";
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
  const day = new Date().toISOString().slice(0, 10);
  const key = `freeplay:${userId}:${day}`;
  // One look: the wallet's balance, and whether today's top-up happened (what was spent since stays spent).
  const [wallet] = await queryPrepared<{ balance: string; done: boolean }>(
    ctx.db,
    `select coalesce((select balance from ledger_accounts where kind = 'user' and currency = 'FREE' and owner_id = $1::uuid and ref is null), 0)::text as balance,
            exists (select 1 from ledger_transfers where idempotency_key = $2::text) as done`,
    [userId, key],
  );
  const current = Number(wallet!.balance);
  if (current >= target || wallet!.done) return;
  try {
    const [bonus, account] = [await systemAccount(ctx.db, "bonus", "FREE"), await userAccount(ctx.db, userId, "FREE")];
    const reference = `freeplay:${day}`;
    await postTransfers(ctx.db, [
      {
        key,
        debit: bonus,
        credit: account,
        amount: target - current,
        currency: "FREE",
        kind: "bonus",
        reference,
        line: { userId, type: "BONUS", description: "Daily freeplay coins" },
      },
    ]);
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

import { toMinor } from "@arena/contracts";
import {
  escrowAccount,
  InsufficientFundsError,
  postTransfers,
  systemAccount,
  userAccount,
  users,
  walletTransactions,
} from "@arena/db";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { HttpError } from "../../http/errors.js";
import { toTransaction } from "./walletTransactions.js";

/** A withdrawal's coins sit in an escrow of their own while an admin reviews the request. */
const holdRef = (id: string) => `withdraw:${id}`;

/** Holds the amount at once (player → withdrawal escrow) and records a pending request. */
export async function requestWithdraw(ctx: AppContext, userId: string, amount: number) {
  if (amount < ctx.config.MIN_WITHDRAW) throw new HttpError(400, `Minimum withdrawal is ${ctx.config.MIN_WITHDRAW} coins.`);
  const minor = toMinor(amount);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(walletTransactions)
      .values({ userId, type: "WITHDRAW", status: "PENDING", currency: "COIN", amount: minor, description: "Withdrawal" })
      .returning();
    const request = row!;
    await tx.update(walletTransactions).set({ reference: request.id }).where(eq(walletTransactions.id, request.id));
    const wallet = await userAccount(tx, userId, "COIN");
    const hold = await escrowAccount(tx, holdRef(request.id), "COIN");
    try {
      await postTransfers(
        ctx.db,
        [{ key: `withdraw:${request.id}:hold`, debit: wallet, credit: hold, amount: minor, currency: "COIN", kind: "withdrawal_hold", reference: request.id }],
        tx,
      );
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new HttpError(400, "Insufficient balance for this withdrawal.");
      throw err;
    }
    return { ...request, reference: request.id };
  });
}

/** Resolves a pending withdrawal once: approve pays it out, reject returns the coins with the reason recorded. */
export async function reviewWithdraw(ctx: AppContext, id: string, decision: { approve: true } | { approve: false; reason: string }) {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, "WITHDRAW")))
      .for("update");
    if (!request) throw new HttpError(404, "Withdrawal not found.");
    if (request.status !== "PENDING") throw new HttpError(409, "This withdrawal was already reviewed.");
    const hold = await escrowAccount(tx, holdRef(id), "COIN");
    const to = decision.approve ? await systemAccount(tx, "payout", "COIN") : await userAccount(tx, request.userId, "COIN");
    await postTransfers(
      ctx.db,
      [{
        key: `withdraw:${id}:${decision.approve ? "payout" : "release"}`,
        debit: hold,
        credit: to,
        amount: request.amount,
        currency: "COIN",
        kind: decision.approve ? "withdrawal" : "withdrawal_release",
        reference: id,
      }],
      tx,
    );
    const [updated] = await tx
      .update(walletTransactions)
      .set({
        status: decision.approve ? "SUCCESS" : "REJECTED",
        reason: decision.approve ? null : decision.reason,
        updatedAt: new Date(),
      })
      .where(eq(walletTransactions.id, id))
      .returning();
    return toTransaction(updated!);
  });
}

export async function listWithdrawals(ctx: AppContext, q: { page: number; limit: number; status?: "PENDING" | "SUCCESS" | "FAILED" | "REJECTED" | undefined }) {
  const parts: SQL[] = [eq(walletTransactions.type, "WITHDRAW")];
  if (q.status) parts.push(eq(walletTransactions.status, q.status));
  const where = and(...parts);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(walletTransactions).where(where);
  const rows = await ctx.db
    .select({ tx: walletTransactions, user: { _id: users.id, userName: users.userName, email: users.email } })
    .from(walletTransactions)
    .innerJoin(users, eq(users.id, walletTransactions.userId))
    .where(where)
    .orderBy(desc(walletTransactions.createdAt))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    docs: rows.map((r) => ({ ...toTransaction(r.tx), user: r.user })),
    total,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(total / q.limit)),
  };
}

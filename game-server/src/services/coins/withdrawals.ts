import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { toCoins, toMinor, type Transaction } from "@arena/contracts";
import {
  balanceOf,
  escrowAccount,
  InsufficientFundsError,
  postTransfers,
  systemAccount,
  userAccount,
  users,
  walletTransactions,
  withdrawalCodes,
  type Runner,
} from "@arena/db";
import { and, count, desc, eq, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { DomainError } from "../errors.js";
import type { Limit } from "../rateLimit/rateLimiter.js";
import { toTransaction } from "./walletTransactions.js";

/** A withdrawal's coins sit in an escrow of their own while an admin reviews the request. */
const holdRef = (id: string) => `withdraw:${id}`;

/** How long the mailed code confirms a withdrawal; after that the request is EXPIRED and never reaches the admin. */
export const WITHDRAW_CONFIRM_MS = 10 * 60_000;
export const WITHDRAW_CODE_TRIES = 5;
/** Codes mailed per player (a mail is the cost of a request), and wrong codes per player across requests. */
const CODE_MAILS: Limit = { name: "withdraw-mail:user", max: 10, windowMs: 15 * 60_000 };
const CODE_FAILURES: Limit = { name: "withdraw-fail:user", max: 15, windowMs: 15 * 60_000 };

export const WITHDRAW_MESSAGES = {
  notFound: "Withdrawal not found.",
  insufficient: "Insufficient balance for this withdrawal.",
  invalid: "Invalid OTP.",
  expired: "This withdrawal request has expired. Please request it again.",
  tooManyTries: "Too many wrong codes. Please request the withdrawal again.",
  alreadyConfirmed: "This withdrawal is already confirmed.",
} as const;

const hashCode = (key: Uint8Array, withdrawalId: string, code: string) =>
  createHmac("sha256", key).update(`withdraw:${withdrawalId}:${code}`).digest("hex");
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const NOT_IN_TIME = "Not confirmed in time.";
const WRONG_CODES = "Too many wrong codes.";

/** Ends an unconfirmed withdrawal (EXPIRED, with why) unless it moved on meanwhile. */
async function endUnconfirmed(db: Runner, id: string, reason: string) {
  await db
    .update(walletTransactions)
    .set({ status: "EXPIRED", reason, updatedAt: new Date() })
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.status, "AWAITING_CONFIRMATION")));
}

/**
 * A withdrawal request: recorded as AWAITING_CONFIRMATION and a 6-digit code mailed to the player. Nothing is
 * held and the admin does not see it until the code confirms it (verifyWithdraw). A newer request replaces the
 * player's earlier unconfirmed ones. The balance is checked here for a quick answer and again at confirmation.
 */
/** A fraud review holds the account's withdrawals (/fraud-management): none is requested or confirmed meanwhile. */
const WITHDRAWALS_HELD = "Withdrawals are on hold for this account: please contact support.";

export async function requestWithdraw(ctx: AppContext, userId: string, amount: number) {
  if (amount < ctx.config.MIN_WITHDRAW) throw new DomainError(400, `Minimum withdrawal is ${ctx.config.MIN_WITHDRAW} coins.`);
  const minor = toMinor(amount);
  const [user] = await ctx.db.select({ email: users.email, held: users.withdrawalsHeld }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError(401, "Please log in again.");
  if (user.held) throw new DomainError(403, WITHDRAWALS_HELD);
  if ((await balanceOf(ctx.db, { kind: "user", currency: "COIN", ownerId: userId })) < minor) {
    throw new DomainError(400, WITHDRAW_MESSAGES.insufficient);
  }
  await ctx.limiter.consume(CODE_MAILS, userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + WITHDRAW_CONFIRM_MS);
  const request = await ctx.db.transaction(async (tx) => {
    await tx
      .update(walletTransactions)
      .set({ status: "EXPIRED", reason: "Replaced by a newer withdrawal request.", updatedAt: new Date() })
      .where(
        and(
          eq(walletTransactions.userId, userId),
          eq(walletTransactions.type, "WITHDRAW"),
          eq(walletTransactions.status, "AWAITING_CONFIRMATION"),
        ),
      );
    const id = randomUUID();
    const [row] = await tx
      .insert(walletTransactions)
      .values({
        id,
        userId,
        type: "WITHDRAW",
        status: "AWAITING_CONFIRMATION",
        currency: "COIN",
        amount: minor,
        reference: id,
        description: "Withdrawal",
      })
      .returning();
    await tx.insert(withdrawalCodes).values({ withdrawalId: id, userId, codeHash: hashCode(ctx.otpKey, id, code), expiresAt });
    return row!;
  });
  const coins = toCoins(minor).toFixed(2);
  await ctx.mailer.send({
    to: user.email,
    subject: "Confirm your Coin Arena withdrawal",
    text:
      `Your withdrawal confirmation code is ${code}.\n\nYou asked to withdraw ${coins} COIN. Enter this code to confirm it; ` +
      `it expires in 10 minutes.\nIf you did not ask for this withdrawal, do not share the code and change your password.`,
    html:
      `<p>Your withdrawal confirmation code is</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
      `<p>You asked to withdraw ${coins} COIN. Enter this code to confirm it; it expires in 10 minutes.</p>` +
      `<p>If you did not ask for this withdrawal, do not share the code and change your password.</p>`,
  });
  return { ...toTransaction(request), expiresAt: expiresAt.toISOString() };
}

/**
 * Confirms a withdrawal with its mailed code. Only the owner's request is found (another player's id is "not
 * found" and costs its owner no try). Every try takes one of the code's five chances before it is compared, in
 * one atomic update; the fifth wrong one ends the request (EXPIRED). The right code, in ONE transaction: the code
 * is used, the amount is held (player → withdrawal escrow, idempotency key `withdraw:<id>:hold`) and the request
 * becomes PENDING, which is when the admin sees it.
 */
export async function verifyWithdraw(ctx: AppContext, userId: string, id: string, otp: string) {
  const [request] = await ctx.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.userId, userId), eq(walletTransactions.type, "WITHDRAW")));
  if (!request) throw new DomainError(404, WITHDRAW_MESSAGES.notFound);
  if (request.status === "EXPIRED") {
    throw new DomainError(400, request.reason === WRONG_CODES ? WITHDRAW_MESSAGES.tooManyTries : WITHDRAW_MESSAGES.expired);
  }
  if (request.status !== "AWAITING_CONFIRMATION") throw new DomainError(409, WITHDRAW_MESSAGES.alreadyConfirmed);
  await ctx.limiter.check(CODE_FAILURES, userId);
  const [code] = await ctx.db.select().from(withdrawalCodes).where(eq(withdrawalCodes.withdrawalId, id));
  if (!code || code.expiresAt.getTime() <= Date.now()) {
    await endUnconfirmed(ctx.db, id, NOT_IN_TIME);
    throw new DomainError(400, WITHDRAW_MESSAGES.expired);
  }
  const [taken] = await ctx.db
    .update(withdrawalCodes)
    .set({ attempts: sql`${withdrawalCodes.attempts} + 1` })
    .where(and(eq(withdrawalCodes.withdrawalId, id), lt(withdrawalCodes.attempts, WITHDRAW_CODE_TRIES), isNull(withdrawalCodes.usedAt)))
    .returning({ attempts: withdrawalCodes.attempts });
  if (!taken) {
    await endUnconfirmed(ctx.db, id, WRONG_CODES);
    throw new DomainError(400, WITHDRAW_MESSAGES.tooManyTries);
  }
  if (!sameHash(code.codeHash, hashCode(ctx.otpKey, id, otp))) {
    await ctx.limiter.fail(CODE_FAILURES, userId);
    if (taken.attempts >= WITHDRAW_CODE_TRIES) await endUnconfirmed(ctx.db, id, WRONG_CODES);
    throw new DomainError(400, WITHDRAW_MESSAGES.invalid);
  }
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, id)).for("update");
    if (locked?.status !== "AWAITING_CONFIRMATION") throw new DomainError(409, WITHDRAW_MESSAGES.alreadyConfirmed);
    const [owner] = await tx.select({ held: users.withdrawalsHeld }).from(users).where(eq(users.id, userId));
    if (owner?.held) throw new DomainError(403, WITHDRAWALS_HELD);
    const [used] = await tx
      .update(withdrawalCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(withdrawalCodes.withdrawalId, id), isNull(withdrawalCodes.usedAt)))
      .returning({ id: withdrawalCodes.withdrawalId });
    if (!used) throw new DomainError(409, WITHDRAW_MESSAGES.alreadyConfirmed);
    const wallet = await userAccount(tx, userId, "COIN");
    const hold = await escrowAccount(tx, holdRef(id), "COIN");
    try {
      await postTransfers(
        ctx.db,
        [{ key: `withdraw:${id}:hold`, debit: wallet, credit: hold, amount: locked.amount, currency: "COIN", kind: "withdrawal_hold", reference: id }],
        tx,
      );
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new DomainError(400, WITHDRAW_MESSAGES.insufficient);
      throw err;
    }
    const [updated] = await tx
      .update(walletTransactions)
      .set({ status: "PENDING", updatedAt: new Date() })
      .where(eq(walletTransactions.id, id))
      .returning();
    return toTransaction(updated!);
  });
}

/** Resolves a pending withdrawal once: approve pays it out, reject returns the coins with the reason recorded. */
export async function reviewWithdraw(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, "WITHDRAW")))
      .for("update");
    if (!request) throw new DomainError(404, "Withdrawal not found.");
    if (request.status === "AWAITING_CONFIRMATION" || request.status === "EXPIRED") {
      throw new DomainError(409, "This withdrawal was not confirmed by the player.");
    }
    if (request.status !== "PENDING") throw new DomainError(409, "This withdrawal was already reviewed.");
    if (decision.approve) {
      const [owner] = await tx.select({ held: users.withdrawalsHeld }).from(users).where(eq(users.id, request.userId));
      if (owner?.held) throw new DomainError(409, "This player's withdrawals are on hold (fraud review): reject it or release the hold first.");
    }
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
    // The decision and its audit row commit together.
    await recordAdminAction(tx, actor, {
      action: decision.approve ? "withdrawal.approve" : "withdrawal.reject",
      targetType: "withdrawal",
      targetId: id,
      before: { status: request.status, amount: request.amount, userId: request.userId },
      after: { status: updated!.status },
      note: decision.approve ? null : decision.reason,
    });
    return toTransaction(updated!);
  });
}

/**
 * The admin's review list. A withdrawal the player has not confirmed (or never did: EXPIRED, by time or by wrong
 * codes) is not a request yet and is never listed.
 */
export async function listWithdrawals(ctx: AppContext, q: { page: number; limit: number; status?: Transaction["transactionStatus"] | undefined }) {
  const parts: SQL[] = [
    eq(walletTransactions.type, "WITHDRAW"),
    notInArray(walletTransactions.status, ["AWAITING_CONFIRMATION", "EXPIRED"]),
  ];
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

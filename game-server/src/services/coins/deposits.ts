import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { toCoins, toMinor } from "@arena/contracts";
import { postTransfers, systemAccount, userAccount, walletTransactions } from "@arena/db";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { assertDepositWithinLimit, checkSelfExclusion } from "./responsiblePlay.js";

/** What a payment provider posts when a deposit is paid or fails. */
export const depositWebhookSchema = z.object({
  depositId: z.string().uuid(),
  status: z.enum(["succeeded", "failed"]),
  /** Coins actually paid; must equal the request. */
  amount: z.number().positive(),
  providerRef: z.string().max(200).optional(),
});
export type DepositWebhook = z.infer<typeof depositWebhookSchema>;

export const signWebhook = (secret: string, rawBody: string | Buffer) =>
  `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;

function validSignature(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A deposit request: recorded as pending until the provider's signed webhook says it was paid. The daily-limit
 * check and the insert run in one transaction under the player's limits row lock, so parallel requests cannot
 * all pass the check before any of them is counted.
 */
export async function requestDeposit(ctx: AppContext, userId: string, amount: number, ip: string) {
  if (amount < ctx.config.MIN_DEPOSIT) throw new DomainError(400, `Minimum deposit is ${ctx.config.MIN_DEPOSIT} coins.`);
  // Coins are only sold where money games are allowed (docs/decisions.md "Jurisdictions").
  await ctx.jurisdictions.requireRealMoney(ip);
  const deposit = await ctx.db.transaction(async (tx) => {
    await checkSelfExclusion(ctx, userId, tx);
    await assertDepositWithinLimit(tx, userId, toMinor(amount));
    const id = randomUUID();
    const [row] = await tx
      .insert(walletTransactions)
      .values({
        id,
        userId,
        type: "DEPOSIT",
        status: "PENDING",
        currency: "COIN",
        amount: toMinor(amount),
        reference: id,
        description: "Deposit",
      })
      .returning();
    return row!;
  });
  if (ctx.config.PAYMENT_PROVIDER === "dev") {
    // The dev provider pays at once, through the same signed webhook a real provider calls.
    const body = JSON.stringify({ depositId: deposit.id, status: "succeeded", amount, providerRef: `dev-${deposit.id.slice(0, 8)}` });
    await handleDepositWebhook(ctx, body, signWebhook(ctx.paymentSecret, body));
  }
  const [fresh] = await ctx.db.select().from(walletTransactions).where(eq(walletTransactions.id, deposit.id));
  return fresh!;
}

/**
 * The provider's webhook: signed with HMAC-SHA256 over the raw body, idempotent (a repeat delivery credits
 * nothing), and checked against the request's amount. Credits mint → player in the same transaction that marks
 * the request paid.
 */
export async function handleDepositWebhook(ctx: AppContext, rawBody: Buffer | string, signature: string | undefined) {
  if (!validSignature(ctx.paymentSecret, rawBody, signature)) throw new DomainError(401, "Invalid webhook signature.");
  let event: DepositWebhook;
  try {
    event = depositWebhookSchema.parse(JSON.parse(rawBody.toString()));
  } catch {
    throw new DomainError(400, "Invalid webhook payload.");
  }
  return ctx.db.transaction(async (tx) => {
    const [deposit] = await tx
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.id, event.depositId), eq(walletTransactions.type, "DEPOSIT")))
      .for("update");
    if (!deposit) throw new DomainError(404, "Deposit not found.");
    if (deposit.status !== "PENDING") return { status: deposit.status, duplicate: true };
    if (event.status === "failed") {
      await tx
        .update(walletTransactions)
        .set({ status: "FAILED", reason: "Payment failed", updatedAt: new Date() })
        .where(eq(walletTransactions.id, deposit.id));
      return { status: "FAILED" as const, duplicate: false };
    }
    if (toMinor(event.amount) !== deposit.amount) throw new DomainError(400, `Paid amount ${event.amount} does not match the deposit of ${toCoins(deposit.amount)}.`);
    const mint = await systemAccount(tx, "mint", "COIN");
    const wallet = await userAccount(tx, deposit.userId, "COIN");
    await postTransfers(
      ctx.db,
      [{ key: `deposit:${deposit.id}`, debit: mint, credit: wallet, amount: deposit.amount, currency: "COIN", kind: "deposit", reference: deposit.id }],
      tx,
    );
    await tx
      .update(walletTransactions)
      .set({ status: "SUCCESS", description: event.providerRef ? `Deposit (${event.providerRef})` : "Deposit", updatedAt: new Date() })
      .where(eq(walletTransactions.id, deposit.id));
    return { status: "SUCCESS" as const, duplicate: false };
  });
}

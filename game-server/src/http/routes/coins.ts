import {
  approveWithdrawSchema,
  checkEligibleSchema,
  coinsSchema,
  currencyQuerySchema,
  depositBalanceSchema,
  depositSchema,
  messages,
  minimumsSchema,
  playerLimitsSchema,
  setLimitsSchema,
  pagedTransactionsSchema,
  rejectWithdrawSchema,
  toMinor,
  transactionFilterSchema,
  transactionIdQuerySchema,
  transactionSchema,
  verifyWithdrawSchema,
  viewWalletResultSchema,
  withdrawListQuerySchema,
  withdrawListSchema,
  withdrawRequestedSchema,
  withdrawSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { coinFacts, viewWallet } from "../../services/coins/balance.js";
import { checkLedger } from "../../services/coins/checkLedger.js";
import { handleDepositWebhook, requestDeposit } from "../../services/coins/deposits.js";
import { depositBalance, selfExclude, setDepositLimit, viewLimits } from "../../services/coins/responsiblePlay.js";
import { exportTransactions } from "../../services/coins/exportTransactions.js";
import { listTransactions, toTransaction, viewTransaction } from "../../services/coins/walletTransactions.js";
import { listWithdrawals, requestWithdraw, reviewWithdraw, verifyWithdraw } from "../../services/coins/withdrawals.js";
import { DomainError } from "../../services/errors.js";
import { adminActor, defineRoute } from "../route.js";

const anything = z.object({}).passthrough();

/** The coin wallet: balance, eligibility, deposits, withdrawals, history, export, and the admin review. */
export const coinRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/user/view-wallet",
    tag: "wallet",
    summary: "Wallet balance in coins (FREE: the freeplay balance, topped up once a day)",
    auth: "user",
    query: currencyQuerySchema,
    result: viewWalletResultSchema,
    async handle({ auth, query }) {
      return { result: { balance: await viewWallet(ctx, auth!.userId, query.currency), currency: query.currency } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/ludo/check-eligible",
    tag: "wallet",
    summary: "Can the player pay this entry fee? (answers reponseCode 200 when eligible, as the spec spells it)",
    auth: "user",
    body: checkEligibleSchema,
    result: z.object({ eligible: z.boolean(), balance: z.number(), gameFees: z.number() }),
    raw: true,
    async handle({ auth, body, res }) {
      const balance = await viewWallet(ctx, auth!.userId, body.currency);
      const eligible = toMinor(balance) >= toMinor(body.gameFees);
      const code = eligible ? 200 : 400;
      const result = { eligible, balance, gameFees: body.gameFees };
      res.status(code).json({
        responseCode: code,
        reponseCode: code,
        responseMessage: eligible ? "Eligible to play." : messages.notEnoughAmount,
        result,
      });
      return { result };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/getMinimumDeposite",
    tag: "wallet",
    summary: "Smallest deposit and withdrawal, in coins",
    result: minimumsSchema,
    async handle() {
      return { result: { minimumDeposit: ctx.config.MIN_DEPOSIT, minimumWithdraw: ctx.config.MIN_WITHDRAW } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/deposit",
    tag: "wallet",
    summary: "Request a deposit; it is credited when the payment provider's signed webhook confirms it",
    auth: "user",
    body: depositSchema,
    result: transactionSchema,
    async handle({ auth, body, req }) {
      const deposit = toTransaction(await requestDeposit(ctx, auth!.userId, body.amount, req.ip ?? req.socket.remoteAddress ?? "unknown"));
      const message = deposit.transactionStatus === "SUCCESS" ? "Deposit successful." : "Deposit requested.";
      return { result: deposit, message };
    },
  }),
  defineRoute({
    method: "post",
    path: "/payments/webhook",
    tag: "wallet",
    summary: "Payment provider webhook (HMAC-SHA256 of the raw body in X-Signature: sha256=<hex>)",
    body: anything,
    result: z.object({ status: z.string(), duplicate: z.boolean() }),
    async handle({ req }) {
      const raw = (req as unknown as { rawBody?: Buffer }).rawBody;
      if (!raw) throw new DomainError(400, "Invalid webhook payload.");
      return { result: await handleDepositWebhook(ctx, raw, req.get("x-signature")) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/getDepositBalence",
    tag: "wallet",
    summary: "What the player deposited: today (as the daily limit counts it), what the limit still allows, all time, pending",
    auth: "user",
    result: depositBalanceSchema,
    async handle({ auth }) {
      return { result: await depositBalance(ctx, auth!.userId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/getCoin",
    tag: "wallet",
    summary: "The coins (COIN real, FREE play money): decimals, the player's balance in each, COIN held for withdrawals",
    auth: "user",
    result: coinsSchema,
    async handle({ auth }) {
      return { result: await coinFacts(ctx, auth!.userId) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/withdraw",
    tag: "wallet",
    summary: "Request a withdrawal: AWAITING_CONFIRMATION until the code mailed to the player confirms it (10 minutes)",
    auth: "user",
    body: withdrawSchema,
    result: withdrawRequestedSchema,
    async handle({ auth, body }) {
      return { result: await requestWithdraw(ctx, auth!.userId, body.amount), message: "Enter the code we emailed you to confirm this withdrawal." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/verifyWithdrawRequest",
    tag: "wallet",
    summary: "Confirm a withdrawal with its mailed code: the amount is held and the request waits for an admin (PENDING)",
    auth: "user",
    body: verifyWithdrawSchema,
    result: transactionSchema,
    async handle({ auth, body }) {
      return { result: await verifyWithdraw(ctx, auth!.userId, body._id, body.otp), message: "Withdrawal requested." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/transactionHistory",
    tag: "wallet",
    summary: "The player's transactions with the spec's filter, newest first, paged",
    auth: "user",
    query: transactionFilterSchema,
    result: pagedTransactionsSchema,
    async handle({ auth, query }) {
      return { result: await listTransactions(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/viewTransactons",
    tag: "wallet",
    summary: "One transaction of the player",
    auth: "user",
    query: transactionIdQuerySchema,
    result: transactionSchema,
    async handle({ auth, query }) {
      return { result: await viewTransaction(ctx.db, auth!.userId, query._id) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/transactionExport",
    tag: "wallet",
    summary: "The filtered transactions as an .xlsx file",
    auth: "user",
    query: transactionFilterSchema,
    result: z.object({}),
    raw: true,
    async handle({ auth, query, res }) {
      const file = await exportTransactions(ctx.db, auth!.userId, query);
      res
        .status(200)
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .attachment(`transactions-${new Date().toISOString().slice(0, 10)}.xlsx`)
        .send(file);
      return { result: {} };
    },
  }),
  defineRoute({
    method: "get",
    path: "/user/limits",
    tag: "wallet",
    summary: "Responsible play: the daily deposit limit and self-exclusion",
    auth: "user",
    result: playerLimitsSchema,
    async handle({ auth }) {
      return { result: await viewLimits(ctx, auth!.userId) };
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/limits",
    tag: "wallet",
    summary: "Set a daily deposit limit (lowering applies at once, raising after 24 hours) or self-exclude",
    auth: "user",
    body: setLimitsSchema,
    result: playerLimitsSchema,
    async handle({ auth, body }) {
      let view = await viewLimits(ctx, auth!.userId);
      if (body.dailyDepositLimit !== undefined) view = await setDepositLimit(ctx, auth!.userId, body.dailyDepositLimit);
      if (body.selfExcludeDays !== undefined) view = await selfExclude(ctx, auth!.userId, body.selfExcludeDays);
      return { result: view, message: "Limits saved." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/withdrawList",
    tag: "admin",
    summary: "Withdrawal requests, newest first",
    auth: "admin",
    query: withdrawListQuerySchema,
    result: withdrawListSchema,
    async handle({ query }) {
      return { result: await listWithdrawals(ctx, query) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/approveWithdraw",
    tag: "admin",
    summary: "Approve a pending withdrawal: the held coins are paid out",
    auth: "admin",
    body: approveWithdrawSchema,
    result: transactionSchema,
    async handle({ auth, body, req }) {
      return { result: await reviewWithdraw(ctx, adminActor(auth, req), body._id, { approve: true }), message: "Withdrawal approved." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/rejectWithdraw",
    tag: "admin",
    summary: "Reject a pending withdrawal with a reason: the held coins go back to the player",
    auth: "admin",
    body: rejectWithdrawSchema,
    result: transactionSchema,
    async handle({ auth, body, req }) {
      return {
        result: await reviewWithdraw(ctx, adminActor(auth, req), body._id, { approve: false, reason: body.reason }),
        message: "Withdrawal rejected.",
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/ledger/reconcile",
    tag: "admin",
    summary: "Reconcile the ledger: sums, balances against transfers, orphaned escrows",
    auth: "admin",
    result: z.object({ ok: z.boolean() }).passthrough(),
    async handle() {
      return { result: { ...(await checkLedger(ctx.db)) } };
    },
  }),
];

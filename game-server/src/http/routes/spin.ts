import {
  jackpotDropsSchema,
  jackpotWinnerBodySchema,
  purchaseSpinsSchema,
  registerPublicKeyResultSchema,
  registerPublicKeySchema,
  spinHistorySchema,
  spinLeaderboardQuerySchema,
  spinLeaderboardSchema,
  spinOutcomeSchema,
  spinPageQuerySchema,
  spinResultBodySchema,
  spinStatusSchema,
  toCoins,
  toMinor,
  wheelTableInputSchema,
  wheelTableViewSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { jackpotDrops, spinHistory, spinLeaderboard } from "../../services/spin/lists.js";
import { markSpinViewed, potAmount, publishedTables, publishTable, purchaseSpins, registerPublicKey, spin, spinStatus, tableInForce, tableView } from "../../services/spin/wheel.js";
import { adminActor, defineRoute } from "../route.js";
import { clientIp } from "./user.js";

/** The spin wheel and its jackpot (spec section 7): the player's calls, the public lists, /admin-spin's tables. */
export const spinRoutes = (ctx: AppContext) => [
  ...(
    [
      ["/spin/getSpinStatus", "isSpinView (today's free-spin dialog was seen), isFreeSpin (today's free spin is there), the pot, spins left, the seed commitment"],
      ["/spin/userSpin", "The player's wheel: free spin, purchased spins left, the committed server seed's hash, client seed and next nonce (same answer as getSpinStatus)"],
    ] as const
  ).map(([path, summary]) =>
    defineRoute({
      method: "get",
      path,
      tag: "spin",
      summary,
      auth: "user",
      result: spinStatusSchema,
      async handle({ auth }) {
        const s = await spinStatus(ctx, auth!.userId);
        return { result: { ...s, potAmount: toCoins(s.potAmount), price: toCoins(s.price) } };
      },
    }),
  ),
  defineRoute({
    method: "get",
    path: "/spin/updateBonusSpin",
    tag: "spin",
    summary: "Whether today's free spin is there: one a UTC day, renewed by itself at 00:00 UTC (nothing to claim)",
    auth: "user",
    result: z.object({ isFreeSpin: z.boolean() }),
    async handle({ auth }) {
      return { result: { isFreeSpin: (await spinStatus(ctx, auth!.userId)).isFreeSpin } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/spin/updateSpinStatus",
    tag: "spin",
    summary: "The player saw today's free-spin dialog: it does not open by itself again today (isSpinView true)",
    auth: "user",
    result: z.object({ isSpinView: z.boolean() }),
    async handle({ auth }) {
      await markSpinViewed(ctx, auth!.userId);
      return { result: { isSpinView: true } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/spin/potAmount",
    tag: "spin",
    summary: "The jackpot pot now, coins: the ledger's balance of the pot account (no session needed)",
    result: z.object({ potAmount: z.number() }),
    async handle() {
      return { result: { potAmount: toCoins(await potAmount(ctx.db)) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/spin/probability",
    tag: "spin",
    summary: "The segment table in force: equal segments, each prize's odds, the price, the pot's rules and the RTP (no session needed)",
    result: wheelTableViewSchema,
    async handle() {
      return { result: await tableInForce(ctx.db) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/spin/spinResult",
    tag: "spin",
    summary:
      "Spin: today's free spin if it is there, else a purchased one (409 when none). The server draws and judges; the spec's isWin and potAmount are accepted and ignored",
    auth: "user",
    body: spinResultBodySchema,
    result: spinOutcomeSchema,
    async handle({ auth, req }) {
      const r = await spin(ctx, auth!.userId, undefined, clientIp(req));
      return { result: { ...r, stake: toCoins(r.stake), coins: toCoins(r.coins), jackpot: toCoins(r.jackpot), potAmount: toCoins(r.potAmount) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/jackpot/purchase",
    tag: "spin",
    summary: "Buy `amount` spins (1–100) at the table's price each: wallet → the wheel's bank with a SPIN line",
    auth: "user",
    body: purchaseSpinsSchema,
    result: z.object({ spinsLeft: z.number().int(), paid: z.number() }),
    async handle({ auth, body, req }) {
      const r = await purchaseSpins(ctx, auth!.userId, body.amount, clientIp(req));
      return { result: { spinsLeft: r.spinsLeft, paid: toCoins(r.paid) }, message: `${body.amount} spin${body.amount === 1 ? "" : "s"} bought.` };
    },
  }),
  defineRoute({
    method: "post",
    path: "/jackpot/winner",
    tag: "spin",
    summary: "The pots that dropped, newest first. The spec's isAmount, amount and type are accepted and ignored: a pot drops only to the spin that wins it",
    auth: "user",
    body: jackpotWinnerBodySchema,
    result: jackpotDropsSchema,
    async handle() {
      return { result: { docs: await jackpotDrops(ctx.db) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/jackpot/registerPublicKey",
    tag: "spin",
    summary: "Set your client seed (public key) for the next spins: the server seed in use is revealed and a new one committed",
    auth: "user",
    body: registerPublicKeySchema,
    result: registerPublicKeyResultSchema,
    async handle({ auth, body }) {
      return { result: await registerPublicKey(ctx, auth!.userId, body.publicKey), message: "Public key registered." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/jackpot/history",
    tag: "spin",
    summary: "Your spins, newest first, 20 a page, each with its proof (the server seed once you have rotated it)",
    auth: "user",
    query: spinPageQuerySchema,
    result: spinHistorySchema,
    async handle({ auth, query }) {
      return { result: await spinHistory(ctx.db, auth!.userId, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/jackpot/leaderboard",
    tag: "spin",
    summary: "Players by what the wheel paid them less what their spins cost (days=1|7|30, or all time), 20 a page (no session needed)",
    query: spinLeaderboardQuerySchema,
    result: spinLeaderboardSchema,
    async handle({ query }) {
      return { result: await spinLeaderboard(ctx.db, query) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/jackpot/historyList",
    tag: "spin",
    summary: "The last 20 pots that dropped: who, how much, why (segment, cap, time) (no session needed)",
    result: jackpotDropsSchema,
    async handle() {
      return { result: { docs: await jackpotDrops(ctx.db) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/spin/tables",
    tag: "admin",
    summary: "Every published wheel table, newest first (the first is in force)",
    auth: "admin",
    result: z.object({ docs: z.array(wheelTableViewSchema) }),
    async handle() {
      return { result: { docs: await publishedTables(ctx.db) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/spin/tables",
    tag: "admin",
    summary: "Publish a new wheel table (a new version; spins already made keep theirs): at most 98% RTP, at least one losing segment; audited",
    auth: "admin",
    body: wheelTableInputSchema,
    result: wheelTableViewSchema,
    async handle({ auth, body, req }) {
      const table = await publishTable(ctx, adminActor(auth, req), {
        segments: body.segments,
        price: toMinor(body.price),
        freeSpinStake: toMinor(body.freeSpinStake),
        jackpotShareBps: Math.round(body.jackpotSharePercent * 100),
        jackpotSeed: toMinor(body.jackpotSeed),
        jackpotCap: body.jackpotCap === null ? null : toMinor(body.jackpotCap),
        jackpotMustDropMs: body.mustDropMinutes === null ? null : body.mustDropMinutes * 60_000,
      });
      return { result: tableView(table, new Date()), message: `Table version ${table.version} published.` };
    },
  }),
];

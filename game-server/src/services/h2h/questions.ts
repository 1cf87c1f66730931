import { randomUUID } from "node:crypto";
import { toCoins } from "@arena/contracts";
import { ensureAccount, h2hCategories, h2hMatches, h2hQuestions, h2hStakes, InsufficientFundsError, postTransfers, userAccount, users, type Runner, type TransferInput } from "@arena/db";
import { matchStakes, optionTotals, settleQuestion, type H2hStake } from "@arena/rules-h2h";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { recordAdminAction, type AdminActor } from "../admin/audit.js";
import { notEnoughCoins } from "../coins/errors.js";
import { checkSelfExclusion } from "../coins/responsiblePlay.js";
import { DomainError, ValidationError } from "../errors.js";
import { runPeriodically } from "../periodic.js";
import { announceH2h } from "../pools/announce.js";

/**
 * H2H question bets (issue 20). Admins make categories, matches and questions (two to six options, a close time).
 * Players stake on an option until the close: wallet → the question's pool (escrow `h2h:<id>`). The job closes a
 * question at its time: the stakes are matched head to head in the order placed (rules-h2h) and every unmatched part
 * goes back at once. An admin resolves it (a matched pool of `H2H_CONFIRM_ABOVE` or more waits for a second admin's
 * confirmation) or voids it: each matched pair pays its winner both parts less the commission, void pairs and void
 * questions return every part; commission pool → house. Each step changes the question's status under its row lock.
 */

type QuestionRow = typeof h2hQuestions.$inferSelect;
type StakeRow = typeof h2hStakes.$inferSelect;

const HOUSE = { kind: "house" as const, currency: "COIN" as const, ref: "h2h" };
const poolAccount = (id: string) => ({ kind: "escrow" as const, currency: "COIN" as const, ref: `h2h:${id}` });
export const H2H_LINES = { stake: "H2H stake", unmatched: "H2H stake not matched: returned", won: "H2H won", void: "H2H void: stake returned" } as const;
/** A matched pool of this much (minor units) or more needs a second admin to confirm its resolution. */
export const H2H_CONFIRM_ABOVE = 100_000;
export const H2H_COMMISSION_BPS = 500;
export const H2H_STAKE_LIMITS = { min: 10, max: 1_000_000 } as const;

const toRule = (s: StakeRow): H2hStake => ({ id: s.id, userId: s.userId, option: s.option, amount: s.amount });

// ---- admin: categories, matches, questions --------------------------------------------------------------------------

export async function createCategory(ctx: AppContext, actor: AdminActor, name: string) {
  return ctx.db.transaction(async (tx) => {
    const exists = await tx.select().from(h2hCategories).where(sql`lower(${h2hCategories.name}) = lower(${name})`);
    if (exists.length) throw new ValidationError({ name: "This category exists already." });
    const [row] = await tx.insert(h2hCategories).values({ id: randomUUID(), name }).returning();
    await recordAdminAction(tx, actor, { action: "h2h.category", targetType: "h2h", targetId: row!.id, after: { name } });
    return row!;
  });
}

export async function createMatch(ctx: AppContext, actor: AdminActor, m: { categoryId: string; title: string; startsAt: Date }) {
  return ctx.db.transaction(async (tx) => {
    const [category] = await tx.select().from(h2hCategories).where(eq(h2hCategories.id, m.categoryId));
    if (!category) throw new ValidationError({ categoryId: "Choose a category." });
    const [row] = await tx.insert(h2hMatches).values({ id: randomUUID(), ...m }).returning();
    await recordAdminAction(tx, actor, { action: "h2h.match", targetType: "h2h", targetId: row!.id, after: { title: m.title, startsAt: m.startsAt.toISOString() } });
    return row!;
  });
}

export async function setMatchState(ctx: AppContext, actor: AdminActor, id: string, state: "upcoming" | "live" | "finished") {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(h2hMatches).where(eq(h2hMatches.id, id)).for("update");
    if (!before) throw new DomainError(404, "Match not found.");
    const [row] = await tx.update(h2hMatches).set({ state }).where(eq(h2hMatches.id, id)).returning();
    await recordAdminAction(tx, actor, { action: "h2h.match", targetType: "h2h", targetId: id, before: { state: before.state }, after: { state } });
    return row!;
  });
}

/** The spec's cricket question creation: a question of a match with its options and close time. */
export async function createQuestion(ctx: AppContext, actor: AdminActor, q: { matchId: string; text: string; options: string[]; closeAt: Date }, now = new Date()) {
  if (q.closeAt.getTime() <= now.getTime()) throw new ValidationError({ closeAt: "The question closes in the future." });
  if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) throw new ValidationError({ options: "Each option once." });
  const created = await ctx.db.transaction(async (tx) => {
    const [match] = await tx.select().from(h2hMatches).where(eq(h2hMatches.id, q.matchId));
    if (!match) throw new ValidationError({ matchId: "Choose a match." });
    const [row] = await tx
      .insert(h2hQuestions)
      .values({ id: randomUUID(), matchId: q.matchId, text: q.text, options: q.options, closeAt: q.closeAt, commissionBps: H2H_COMMISSION_BPS, createdBy: actor.adminId })
      .returning();
    await recordAdminAction(tx, actor, { action: "h2h.question", targetType: "h2h", targetId: row!.id, after: { text: q.text, options: q.options, closeAt: q.closeAt.toISOString() } });
    return row!;
  });
  announceH2h(created.matchId, created.id);
  return created;
}

// ---- players ----------------------------------------------------------------------------------------------------------

export async function placeStake(ctx: AppContext, userId: string, questionId: string, option: number, amount: number, ip?: string) {
  if (!Number.isSafeInteger(amount) || amount < H2H_STAKE_LIMITS.min || amount > H2H_STAKE_LIMITS.max) {
    throw new ValidationError({ amount: `A stake is ${toCoins(H2H_STAKE_LIMITS.min)} to ${toCoins(H2H_STAKE_LIMITS.max).toLocaleString("en")} coins.` });
  }
  if (ip !== undefined) await ctx.jurisdictions.requireRealMoney(ip);
  const placed = await ctx.db.transaction(async (tx) => {
    const [q] = await tx.select().from(h2hQuestions).where(eq(h2hQuestions.id, questionId)).for("share");
    if (!q) throw new DomainError(404, "Question not found.");
    if (q.status !== "open" || q.closeAt.getTime() <= Date.now()) throw new DomainError(409, "This question is closed.");
    if (!Number.isInteger(option) || option < 0 || option >= q.options.length) throw new ValidationError({ option: "Choose one of the options." });
    await checkSelfExclusion(ctx, userId, tx);
    const id = randomUUID();
    try {
      await postTransfers(
        ctx.db,
        [
          {
            key: `h2h:stake:${id}`,
            debit: await userAccount(tx, userId, "COIN"),
            credit: await ensureAccount(tx, poolAccount(questionId)),
            amount,
            currency: "COIN",
            kind: "h2h_stake",
            reference: questionId,
            line: { userId, type: "ENTRY_FEE", description: `${H2H_LINES.stake}: ${q.options[option]} (${q.text})` },
          },
        ],
        tx,
      );
    } catch (err) {
      throw err instanceof InsufficientFundsError ? notEnoughCoins() : err;
    }
    const [row] = await tx.insert(h2hStakes).values({ id, questionId, userId, option, amount }).returning();
    return { stake: row!, matchId: q.matchId };
  });
  announceH2h(placed.matchId, questionId);
  return placed.stake;
}

// ---- close, resolve ---------------------------------------------------------------------------------------------------

/** The job: closes every question whose time came (matching, unmatched parts back). Each once, under the row lock. */
export async function runH2hJob(ctx: AppContext, now = new Date()): Promise<string[]> {
  const due = await ctx.db
    .select({ id: h2hQuestions.id })
    .from(h2hQuestions)
    .where(and(eq(h2hQuestions.status, "open"), sql`${h2hQuestions.closeAt} <= ${now.toISOString()}::timestamptz`));
  const closed: string[] = [];
  for (const { id } of due) {
    try {
      if (await closeQuestion(ctx, id, now)) closed.push(id);
    } catch (err) {
      ctx.logger.warn({ err, questionId: id }, "h2h close failed; next pass retries");
    }
  }
  return closed;
}

async function closeQuestion(ctx: AppContext, id: string, now: Date): Promise<boolean> {
  const matchId = await ctx.db.transaction(async (tx) => {
    const [q] = await tx.select().from(h2hQuestions).where(eq(h2hQuestions.id, id)).for("update", { skipLocked: true });
    if (!q || q.status !== "open" || q.closeAt > now) return null;
    const stakes = await tx.select().from(h2hStakes).where(eq(h2hStakes.questionId, id)).orderBy(asc(h2hStakes.seq));
    const { matched, unmatched } = matchStakes(stakes.map(toRule));
    const pot = await ensureAccount(tx, poolAccount(id));
    const transfers: TransferInput[] = [];
    for (const s of stakes) {
      const back = unmatched.get(s.id) ?? 0;
      if (back > 0) {
        transfers.push({
          key: `h2h:${id}:unmatched:${s.id}`,
          debit: pot,
          credit: await userAccount(tx, s.userId, "COIN"),
          amount: back,
          currency: "COIN",
          kind: "h2h_unmatched",
          reference: id,
          line: { userId: s.userId, type: "REFUND", description: `${H2H_LINES.unmatched} (${q.text})` },
        });
      }
    }
    if (transfers.length) await postTransfers(ctx.db, transfers, tx);
    for (const s of stakes) await tx.update(h2hStakes).set({ matched: matched.get(s.id) ?? 0, returned: unmatched.get(s.id) ?? 0 }).where(eq(h2hStakes.id, s.id));
    await tx.update(h2hQuestions).set({ status: "closed", closedAt: now }).where(eq(h2hQuestions.id, id));
    return q.matchId;
  });
  if (matchId) announceH2h(matchId, id);
  return matchId !== null;
}

/**
 * An admin resolves a closed question (`winner`: an option, or null to void it). A matched pool of H2H_CONFIRM_ABOVE or
 * more is only proposed: a second admin confirms it with the same answer (`confirmResolution`). Audited.
 */
export async function resolveQuestion(ctx: AppContext, actor: AdminActor, id: string, winner: number | null): Promise<QuestionRow> {
  const row = await ctx.db.transaction(async (tx): Promise<QuestionRow> => {
    const [q] = await tx.select().from(h2hQuestions).where(eq(h2hQuestions.id, id)).for("update");
    if (!q) throw new DomainError(404, "Question not found.");
    if (q.status === "open") throw new DomainError(409, "The question is still open: resolve it after it closes.");
    if (q.status !== "closed" && q.status !== "pending") throw new DomainError(409, `This question is ${q.status} already.`);
    if (winner !== null && (!Number.isInteger(winner) || winner < 0 || winner >= q.options.length)) throw new ValidationError({ winner: "Choose one of the options." });
    const stakes = await tx.select().from(h2hStakes).where(eq(h2hStakes.questionId, id));
    const pool = stakes.reduce((a, s) => a + (s.matched ?? 0), 0);
    const answer = winner ?? -1;
    if (pool >= H2H_CONFIRM_ABOVE) {
      if (q.status !== "pending") {
        const [row] = await tx.update(h2hQuestions).set({ status: "pending", proposed: answer, proposedBy: actor.adminId }).where(eq(h2hQuestions.id, id)).returning();
        await recordAdminAction(tx, actor, { action: "h2h.resolve", targetType: "h2h", targetId: id, after: { proposed: winner === null ? "void" : q.options[winner], pool: toCoins(pool) }, note: "waiting for a second admin" });
        return row!;
      }
      if (q.proposedBy === actor.adminId) throw new DomainError(409, "Another admin must confirm this resolution.");
      if (q.proposed !== answer) throw new DomainError(409, "The answers differ: the first admin proposed another one.");
    }
    return settle(ctx, tx, q, stakes, winner, actor);
  });
  announceH2h(row.matchId, row.id);
  return row;
}

async function settle(ctx: AppContext, tx: Runner, q: QuestionRow, stakes: StakeRow[], winner: number | null, actor: AdminActor): Promise<QuestionRow> {
  const ordered = [...stakes].sort((a, b) => a.seq - b.seq);
  const s = settleQuestion(ordered.map(toRule), winner, q.commissionBps);
  const pot = await ensureAccount(tx, poolAccount(q.id));
  const transfers: TransferInput[] = [];
  for (const st of ordered) {
    // The unmatched part went back at the close: what is left to pay is the settlement less it.
    const owed = (s.returns.get(st.id) ?? 0) - (st.returned ?? 0);
    if (owed <= 0) continue;
    transfers.push({
      key: `h2h:${q.id}:settle:${st.id}`,
      debit: pot,
      credit: await userAccount(tx, st.userId, "COIN"),
      amount: owed,
      currency: "COIN",
      kind: winner === null ? "h2h_void" : "h2h_payout",
      reference: q.id,
      line: { userId: st.userId, type: winner === null || st.option !== winner ? "REFUND" : "WINNING", description: `${winner === null || st.option !== winner ? H2H_LINES.void : H2H_LINES.won} (${q.text})` },
    });
  }
  if (s.commission > 0) transfers.push({ key: `h2h:${q.id}:commission`, debit: pot, credit: await ensureAccount(tx, HOUSE), amount: s.commission, currency: "COIN", kind: "commission", reference: q.id });
  if (transfers.length) await postTransfers(ctx.db, transfers, tx);
  for (const st of ordered) await tx.update(h2hStakes).set({ returned: s.returns.get(st.id) ?? 0 }).where(eq(h2hStakes.id, st.id));
  const [row] = await tx
    .update(h2hQuestions)
    .set({ status: winner === null ? "void" : "resolved", winner, resolvedBy: actor.adminId, resolvedAt: new Date() })
    .where(eq(h2hQuestions.id, q.id))
    .returning();
  await recordAdminAction(tx, actor, {
    action: "h2h.resolve",
    targetType: "h2h",
    targetId: q.id,
    after: { winner: winner === null ? "void" : q.options[winner], commission: toCoins(s.commission) },
  });
  return row!;
}

// ---- views ------------------------------------------------------------------------------------------------------------

export async function questionView(db: Runner, q: QuestionRow) {
  const stakes = await db.select().from(h2hStakes).where(eq(h2hStakes.questionId, q.id)).orderBy(asc(h2hStakes.seq));
  const totals = optionTotals(stakes.map(toRule), q.options.length);
  return {
    _id: q.id,
    matchId: q.matchId,
    text: q.text,
    status: q.status,
    closeAt: q.closeAt.toISOString(),
    commissionPercent: q.commissionBps / 100,
    options: q.options.map((label, i) => ({ index: i, label, staked: toCoins(totals[i]!.staked), matched: toCoins(totals[i]!.matched), waiting: toCoins(totals[i]!.waiting) })),
    winner: q.winner,
    players: new Set(stakes.map((s) => s.userId)).size,
  };
}

export const categories = (db: Runner) => db.select().from(h2hCategories).orderBy(asc(h2hCategories.name));

export async function matchList(db: Runner, categoryId?: string, state?: string) {
  const where = and(categoryId ? eq(h2hMatches.categoryId, categoryId) : undefined, state ? eq(h2hMatches.state, state) : undefined);
  const rows = await db
    .select({ m: h2hMatches, category: h2hCategories.name })
    .from(h2hMatches)
    .innerJoin(h2hCategories, eq(h2hCategories.id, h2hMatches.categoryId))
    .where(where)
    .orderBy(asc(h2hMatches.startsAt))
    .limit(100);
  const ids = rows.map((r) => r.m.id);
  const open = ids.length
    ? await db.select({ matchId: h2hQuestions.matchId, n: sql<number>`count(*)::int` }).from(h2hQuestions).where(and(inArray(h2hQuestions.matchId, ids), eq(h2hQuestions.status, "open"))).groupBy(h2hQuestions.matchId)
    : [];
  return rows.map(({ m, category }) => ({
    _id: m.id,
    categoryId: m.categoryId,
    category,
    title: m.title,
    startsAt: m.startsAt.toISOString(),
    state: m.state as "upcoming" | "live" | "finished",
    openQuestions: Number(open.find((o) => o.matchId === m.id)?.n ?? 0),
  }));
}

export async function questionsOf(db: Runner, matchId: string) {
  const rows = await db.select().from(h2hQuestions).where(eq(h2hQuestions.matchId, matchId)).orderBy(asc(h2hQuestions.closeAt));
  return Promise.all(rows.map((q) => questionView(db, q)));
}

export async function findQuestion(db: Runner, id: string) {
  const [q] = await db.select().from(h2hQuestions).where(eq(h2hQuestions.id, id));
  if (!q) throw new DomainError(404, "Question not found.");
  return q;
}

/** The graph: each option's money staked over time (one point per stake, cumulative). */
export async function stakeGraph(db: Runner, id: string) {
  const q = await findQuestion(db, id);
  const stakes = await db.select().from(h2hStakes).where(eq(h2hStakes.questionId, id)).orderBy(asc(h2hStakes.seq));
  const running = q.options.map(() => 0);
  return {
    options: q.options,
    points: stakes.map((s) => {
      running[s.option]! += s.amount;
      return { at: s.createdAt.toISOString(), totals: running.map(toCoins) };
    }),
  };
}

/** The players of a question: who backed what, and how much of it is matched (names only, no ids). */
export async function questionPlayers(db: Runner, id: string) {
  await findQuestion(db, id);
  const rows = await db
    .select({ userName: users.userName, option: h2hStakes.option, amount: sql<string>`sum(${h2hStakes.amount})`, matched: sql<string | null>`sum(${h2hStakes.matched})` })
    .from(h2hStakes)
    .innerJoin(users, eq(users.id, h2hStakes.userId))
    .where(eq(h2hStakes.questionId, id))
    .groupBy(users.userName, h2hStakes.option)
    .orderBy(desc(sql`sum(${h2hStakes.amount})`));
  return rows.map((r) => ({ userName: r.userName, option: r.option, amount: toCoins(Number(r.amount)), matched: r.matched === null ? null : toCoins(Number(r.matched)) }));
}

export async function myStakes(db: Runner, userId: string) {
  const rows = await db
    .select({ s: h2hStakes, q: h2hQuestions })
    .from(h2hStakes)
    .innerJoin(h2hQuestions, eq(h2hQuestions.id, h2hStakes.questionId))
    .where(eq(h2hStakes.userId, userId))
    .orderBy(desc(h2hStakes.seq))
    .limit(100);
  return rows.map(({ s, q }) => ({
    _id: s.id,
    questionId: q.id,
    question: q.text,
    status: q.status,
    option: s.option,
    optionLabel: q.options[s.option] ?? "",
    amount: toCoins(s.amount),
    matched: s.matched === null ? null : toCoins(s.matched),
    returned: s.returned === null ? null : toCoins(s.returned),
    at: s.createdAt.toISOString(),
  }));
}

export const H2H_JOB_EVERY_MS = 2_000;

export function startH2hJob(ctx: AppContext, everyMs = H2H_JOB_EVERY_MS): () => void {
  return runPeriodically(ctx, "h2h job", everyMs, () => runH2hJob(ctx));
}


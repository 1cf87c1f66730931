import { toCoins, type DirectIndirectList, type ReferralHistory, type ReferralSummary, type Revenue } from "@arena/contracts";
import { referralEarnings, referralPayouts, users, arrayLiteral, type Db, resultRows } from "@arena/db";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { referralRates, REFERRAL_JOB_EVERY_MS } from "./job.js";
import { maskName } from "./shares.js";

const rows = resultRows;
const LEVEL = { 1: "direct", 2: "indirect" } as const;
const percent = (bps: number) => bps / 100;

/** What the /referral page opens with: the code, the rates, how many the player brought and what it earned them. */
export async function referralSummary(ctx: AppContext, userId: string): Promise<ReferralSummary> {
  const [me] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!me) throw new DomainError(404, "User not found.");
  const [rates, [counts], [money], [last]] = await Promise.all([
    referralRates(ctx.db),
    ctx.db.execute(sql`
      select (select count(*) from users where referred_by = ${userId})::int as direct,
             (select count(*) from users c join users p on c.referred_by = p.id where p.referred_by = ${userId} and c.id <> ${userId})::int as indirect`).then(rows<{ direct: number; indirect: number }>),
    ctx.db.execute(sql`
      select coalesce(sum(amount) filter (where status = 'paid'), 0)::text as paid,
             coalesce(sum(amount) filter (where status = 'pending'), 0)::text as pending,
             coalesce(sum(amount) filter (where status = 'held'), 0)::text as held
      from referral_earnings where referrer_id = ${userId}`).then(rows<{ paid: string; pending: string; held: string }>),
    ctx.db.select({ at: referralPayouts.createdAt }).from(referralPayouts).where(eq(referralPayouts.userId, userId)).orderBy(desc(referralPayouts.createdAt)).limit(1),
  ]);
  return {
    referralCode: me.code,
    rates: { directPercent: percent(rates.directBps), indirectPercent: percent(rates.indirectBps) },
    direct: Number(counts?.direct ?? 0),
    indirect: Number(counts?.indirect ?? 0),
    earned: toCoins(Number(money?.paid ?? 0)),
    pending: toCoins(Number(money?.pending ?? 0)),
    held: toCoins(Number(money?.held ?? 0)),
    lastPaidAt: last?.at.toISOString() ?? null,
    creditEveryMinutes: REFERRAL_JOB_EVERY_MS / 60_000,
  };
}

/** GET user/refferalHistory: every earning of the referrer, newest first (forfeited ones included, so nothing vanishes). */
export async function referralHistory(db: Db, userId: string, q: { page: number; limit: number; level?: "direct" | "indirect" | undefined }): Promise<ReferralHistory> {
  const where = and(eq(referralEarnings.referrerId, userId), q.level ? eq(referralEarnings.level, q.level === "direct" ? 1 : 2) : undefined);
  const [docs, [total]] = await Promise.all([
    db
      .select({ e: referralEarnings, userName: users.userName, paidAt: referralPayouts.createdAt })
      .from(referralEarnings)
      .innerJoin(users, eq(users.id, referralEarnings.refereeId))
      .leftJoin(referralPayouts, eq(referralPayouts.id, referralEarnings.payoutId))
      .where(where)
      .orderBy(desc(referralEarnings.createdAt), desc(referralEarnings.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(referralEarnings).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    docs: docs.map(({ e, userName, paidAt }) => ({
      _id: e.id,
      at: e.createdAt.toISOString(),
      player: maskName(userName),
      level: LEVEL[e.level as 1 | 2],
      game: e.game,
      commission: toCoins(e.commission),
      ratePercent: percent(e.rateBps),
      amount: toCoins(e.amount),
      status: e.status,
      paidAt: paidAt?.toISOString() ?? null,
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(n / q.limit)),
  };
}

/** GET user/directIndirectUserList: the players brought directly, or through a direct referee, newest first. */
export async function directIndirectList(db: Db, userId: string, q: { page: number; limit: number; level: "direct" | "indirect" }): Promise<DirectIndirectList> {
  const people =
    q.level === "direct"
      ? sql`select u.id, u.user_name, u.created_at, null::text as via from users u where u.referred_by = ${userId}`
      : sql`select u.id, u.user_name, u.created_at, p.user_name as via from users u join users p on u.referred_by = p.id
            where p.referred_by = ${userId} and u.id <> ${userId}`;
  const [page, [total]] = await Promise.all([
    db
      .execute(sql`${people} order by created_at desc, id limit ${q.limit} offset ${(q.page - 1) * q.limit}`)
      .then(rows<{ id: string; user_name: string; created_at: string | Date; via: string | null }>),
    db.execute(sql`select count(*)::int as n from (${people}) x`).then(rows<{ n: number }>),
  ]);
  const ids = page.map((p) => p.id);
  const [games, earned] = ids.length
    ? await Promise.all([
        db
          .execute(sql`
            select p.uid as id, count(*)::int as n
            from unnest(${arrayLiteral(ids)}::text[]) as p(uid)
            join game_records g on g.players @> jsonb_build_array(jsonb_build_object('userId', p.uid))
            where g.status = 'finished' and g.currency = 'COIN'
            group by p.uid`)
          .then(rows<{ id: string; n: number }>),
        db
          .select({ id: referralEarnings.refereeId, amount: sql<string>`sum(${referralEarnings.amount})::text` })
          .from(referralEarnings)
          .where(
            and(
              eq(referralEarnings.referrerId, userId),
              eq(referralEarnings.level, q.level === "direct" ? 1 : 2),
              inArray(referralEarnings.refereeId, ids),
              inArray(referralEarnings.status, ["pending", "held", "paid"]),
            ),
          )
          .groupBy(referralEarnings.refereeId),
      ])
    : [[], []];
  const n = Number(total?.n ?? 0);
  return {
    level: q.level,
    docs: page.map((p) => ({
      player: maskName(p.user_name),
      joinedAt: new Date(p.created_at).toISOString(),
      gamesPlayed: Number(games.find((g) => g.id === p.id)?.n ?? 0),
      earned: toCoins(Number(earned.find((e) => e.id === p.id)?.amount ?? 0)),
      via: p.via === null ? null : maskName(p.via),
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: Math.max(1, Math.ceil(n / q.limit)),
  };
}

/** GET user/revenue: what the referrer's referees' games earned them per day (UTC), by level and by game. */
export async function referralRevenue(db: Db, userId: string, days: number, now = new Date()): Promise<Revenue> {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(end - (days - 1) * 86_400_000);
  const [perDay, perGame] = await Promise.all([
    db
      .execute(sql`
        select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, level, sum(amount)::text as amount
        from referral_earnings
        where referrer_id = ${userId} and status <> 'forfeited' and created_at >= ${start.toISOString()}
        group by 1, 2`)
      .then(rows<{ day: string; level: number; amount: string }>),
    db
      .execute(sql`
        select game, level, sum(amount)::text as amount
        from referral_earnings
        where referrer_id = ${userId} and status <> 'forfeited' and created_at >= ${start.toISOString()}
        group by 1, 2 order by 1`)
      .then(rows<{ game: string; level: number; amount: string }>),
  ]);
  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const of = (level: number) => toCoins(Number(perDay.find((r) => r.day === date && Number(r.level) === level)?.amount ?? 0));
    return { date, direct: of(1), indirect: of(2) };
  });
  const games = [...new Set(perGame.map((r) => r.game))];
  const byGame = games.map((game) => {
    const of = (level: number) => toCoins(Number(perGame.find((r) => r.game === game && Number(r.level) === level)?.amount ?? 0));
    return { game, direct: of(1), indirect: of(2) };
  });
  const sum = (k: "direct" | "indirect") => Math.round(series.reduce((n, d) => n + d[k] * 100, 0)) / 100;
  return { days, series, byGame, total: { direct: sum("direct"), indirect: sum("indirect") } };
}

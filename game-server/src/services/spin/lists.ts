import { toCoins } from "@arena/contracts";
import { spinRevealedSeeds, spins, users, wheelTables, type Db, resultRows } from "@arena/db";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";

const rows = resultRows;
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/**
 * The player's spins, newest first (spec: jackpot history, 20 a page), each with its proof: the server seed's hash,
 * the client seed and the nonce, and the server seed itself once the player has retired it (register public key), and
 * how many segments its table version had (what the draw was over: /fairness recomputes the segment from these).
 */
export async function spinHistory(db: Db, userId: string, q: { page: number; limit: number }) {
  const [docs, [total]] = await Promise.all([
    db
      .select({ s: spins, serverSeed: spinRevealedSeeds.serverSeed, segments: sql<number>`jsonb_array_length(${wheelTables.segments})` })
      .from(spins)
      .innerJoin(wheelTables, eq(wheelTables.version, spins.tableVersion))
      .leftJoin(spinRevealedSeeds, eq(spinRevealedSeeds.serverSeedHash, spins.serverSeedHash))
      .where(eq(spins.userId, userId))
      .orderBy(desc(spins.seq))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(spins).where(eq(spins.userId, userId)),
  ]);
  const n = total?.n ?? 0;
  return {
    docs: docs.map(({ s, serverSeed, segments }) => ({
      _id: s.id,
      at: s.createdAt.toISOString(),
      kind: s.kind as "free" | "purchased",
      tableVersion: s.tableVersion,
      segment: s.segment,
      segments: Number(segments),
      prize: s.prize,
      stake: toCoins(s.stake),
      coins: toCoins(s.coins),
      jackpot: toCoins(s.jackpot),
      dropped: s.dropped as "segment" | "cap" | "time" | null,
      proof: { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce, serverSeed: serverSeed ?? null },
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: pages(n, q.limit),
  };
}

/** Players by what the wheel paid them (prizes and pots) less what their purchased spins cost, best first; public. */
export async function spinLeaderboard(db: Db, q: { page: number; limit: number; days?: number | undefined }) {
  const since = q.days ? new Date(Date.now() - q.days * 86_400_000).toISOString() : null;
  const ranked = sql`
    select s.user_id, u.user_name,
           sum(s.coins + s.jackpot)::bigint as won,
           sum(case when s.kind = 'purchased' then s.stake else 0 end)::bigint as staked,
           max(s.coins + s.jackpot)::bigint as best,
           count(*)::int as spins
    from spins s join users u on u.id = s.user_id
    where (${since}::timestamptz is null or s.created_at >= ${since}::timestamptz)
    group by s.user_id, u.user_name`;
  const [page, [total]] = await Promise.all([
    db
      .execute(sql`select * from (${ranked}) r order by r.won - r.staked desc, r.best desc, r.user_id limit ${q.limit} offset ${(q.page - 1) * q.limit}`)
      .then(rows<{ user_id: string; user_name: string; won: string; staked: string; best: string; spins: number }>),
    db.execute(sql`select count(*)::int as n from (${ranked}) x`).then(rows<{ n: number }>),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    docs: page.map((r, i) => ({
      rank: (q.page - 1) * q.limit + i + 1,
      userName: r.user_name,
      net: toCoins(Number(r.won) - Number(r.staked)),
      won: toCoins(Number(r.won)),
      best: toCoins(Number(r.best)),
      spins: Number(r.spins),
    })),
    total: n,
    page: q.page,
    limit: q.limit,
    pages: pages(n, q.limit),
  };
}

/** The pots that dropped, newest first (spec: jackpot history list): who, how much, why; public. */
export async function jackpotDrops(db: Db, limit = 20) {
  const docs = await db
    .select({ at: spins.createdAt, userName: users.userName, jackpot: spins.jackpot, dropped: spins.dropped })
    .from(spins)
    .innerJoin(users, eq(users.id, spins.userId))
    .where(and(gt(spins.jackpot, 0)))
    .orderBy(desc(spins.seq))
    .limit(limit);
  return docs.map((d) => ({ at: d.at.toISOString(), userName: d.userName, amount: toCoins(d.jackpot), dropped: d.dropped as "segment" | "cap" | "time" }));
}

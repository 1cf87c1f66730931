import { toCoins, type AdminDashboard } from "@arena/contracts";
import { resultRows, type Db } from "@arena/db";
import { sql } from "drizzle-orm";
import { checkLedger } from "../coins/checkLedger.js";

const rows = resultRows;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);
const n = (v: unknown) => Number(v ?? 0);

/**
 * The admin dashboard (issue 17): players, games and money per UTC day over the last `days` days, read from the ledger
 * and the game records themselves (so a figure can never drift from what happened), the pending withdrawals, the
 * ledger's reconciliation and the spec's look-ups. Each query is one indexed scan of the period (migration 0016);
 * they run side by side.
 */
export async function adminDashboard(db: Db, days: number): Promise<AdminDashboard> {
  const started = performance.now();
  const from = new Date(Date.now() - days * 86_400_000);
  from.setUTCHours(0, 0, 0, 0);
  const since = from.toISOString();
  const [newPlayers, active, games, money, pending, winners, popular, wallets, ledger] = await Promise.all([
    db.execute(sql`select date_trunc('day', created_at at time zone 'UTC') as day, count(*) as n from users where created_at >= ${since} group by 1`),
    db.execute(sql`select date_trunc('day', r.started_at at time zone 'UTC') as day, count(distinct p->>'userId') as n
      from game_records r, jsonb_array_elements(r.players) p
      where r.started_at >= ${since} and p->>'userId' is not null group by 1`),
    db.execute(sql`select date_trunc('day', started_at at time zone 'UTC') as day, game, mode, count(*) as n
      from game_records where started_at >= ${since} and status = 'finished' group by 1, 2, 3`),
    db.execute(sql`select date_trunc('day', created_at at time zone 'UTC') as day, kind, currency, sum(amount) as n
      from ledger_transfers where created_at >= ${since} and kind in ('entry_fee', 'release', 'buy_in', 'commission', 'deposit', 'withdrawal')
      group by 1, 2, 3`),
    db.execute(sql`select count(*) as count, coalesce(sum(amount), 0) as amount from wallet_transactions where type = 'WITHDRAW' and status = 'PENDING'`),
    // Coins won: prizes paid to a wallet, and Flash hands won on a player's seat.
    db.execute(sql`select w.user_id, u.user_name, sum(w.amount) as won from (
        select a.owner_id as user_id, t.amount from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
          where t.kind = 'prize' and t.currency = 'COIN' and t.created_at >= ${since}
        union all
        select s.user_id, t.amount from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
          join table_seats s on a.ref = 'seat:' || s.id::text
          where t.kind = 'hand_win' and t.currency = 'COIN' and t.created_at >= ${since} and s.user_id is not null
      ) w join users u on u.id = w.user_id group by 1, 2 order by won desc limit 10`),
    db.execute(sql`select (p->>'userId')::uuid as user_id, u.user_name, count(*) as games
      from game_records r cross join jsonb_array_elements(r.players) p join users u on u.id = (p->>'userId')::uuid
      where r.started_at >= ${since} and p->>'userId' is not null group by 1, 2 order by games desc limit 10`),
    db.execute(sql`select a.owner_id as user_id, u.user_name, a.balance from ledger_accounts a join users u on u.id = a.owner_id
      where a.kind = 'user' and a.currency = 'COIN' and a.balance > 0 order by a.balance desc limit 10`),
    // The quick check (sums, overdrafts, orphaned escrows): summing the whole history again is the ledger card's.
    checkLedger(db, new Date(), { drift: false }),
  ]);

  const dayList = Array.from({ length: days + 1 }, (_, i) => new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  const byDay = <T extends { day: unknown }>(list: T[], d: string) => list.filter((r) => iso(r.day) === d);
  const moneyRows = rows<{ day: unknown; kind: string; currency: "COIN" | "FREE"; n: unknown }>(money);
  const sumOf = (list: typeof moneyRows, kind: string, currency?: string) =>
    toCoins(list.filter((r) => r.kind === kind && (!currency || r.currency === currency)).reduce((a, r) => a + n(r.n), 0));
  const newRows = rows<{ day: unknown; n: unknown }>(newPlayers);
  const activeRows = rows<{ day: unknown; n: unknown }>(active);
  const gameRows = rows<{ day: unknown; game: string; mode: string; n: unknown }>(games);
  const pendingRow = rows<{ count: unknown; amount: unknown }>(pending)[0];
  return {
    days,
    from: since,
    players: dayList.map((d) => ({ day: d, new: n(byDay(newRows, d)[0]?.n), active: n(byDay(activeRows, d)[0]?.n) })),
    games: gameRows.map((r) => ({ day: iso(r.day), game: r.game, mode: r.mode, count: n(r.n) })).sort((a, b) => a.day.localeCompare(b.day)),
    money: dayList.map((d) => {
      const list = byDay(moneyRows, d);
      return {
        day: d,
        entryFees: { COIN: sumOf(list, "entry_fee", "COIN") - sumOf(list, "release", "COIN"), FREE: sumOf(list, "entry_fee", "FREE") - sumOf(list, "release", "FREE") },
        buyIns: { COIN: sumOf(list, "buy_in", "COIN"), FREE: sumOf(list, "buy_in", "FREE") },
        commission: { COIN: sumOf(list, "commission", "COIN"), FREE: sumOf(list, "commission", "FREE") },
        deposits: sumOf(list, "deposit", "COIN"),
        withdrawals: sumOf(list, "withdrawal", "COIN"),
      };
    }),
    totals: {
      players: newRows.reduce((a, r) => a + n(r.n), 0),
      games: gameRows.reduce((a, r) => a + n(r.n), 0),
      commission: { COIN: sumOf(moneyRows, "commission", "COIN"), FREE: sumOf(moneyRows, "commission", "FREE") },
      deposits: sumOf(moneyRows, "deposit", "COIN"),
      withdrawals: sumOf(moneyRows, "withdrawal", "COIN"),
    },
    pendingWithdrawals: { count: n(pendingRow?.count), amount: toCoins(n(pendingRow?.amount)) },
    ledger: {
      ok: ledger.ok,
      sums: Object.fromEntries(Object.entries(ledger.sums).map(([c, v]) => [c, toCoins(v)])),
      orphanedEscrows: ledger.orphanedEscrows.length,
      openGames: ledger.openGames,
      openSeats: ledger.openSeats,
    },
    topWinners: rows<{ user_id: string; user_name: string; won: unknown }>(winners).map((r) => ({ userId: r.user_id, userName: r.user_name, won: toCoins(n(r.won)) })),
    popularPlayers: rows<{ user_id: string; user_name: string; games: unknown }>(popular).map((r) => ({ userId: r.user_id, userName: r.user_name, games: n(r.games) })),
    wallets: rows<{ user_id: string; user_name: string; balance: unknown }>(wallets).map((r) => ({ userId: r.user_id, userName: r.user_name, balance: toCoins(n(r.balance)) })),
    tookMs: Math.round(performance.now() - started),
  };
}

import { derbyEvents, gameEscrows, h2hQuestions, ledgerAccounts, lotteryDraws, reconcileLedger, referralEarnings, tableSeats, walletTransactions, type Db, type Reconciliation, type Runner } from "@arena/db";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { ESCROW_STALE_MS } from "./recovery.js";

export interface LedgerCheck extends Reconciliation {
  /**
   * Escrows holding coins that nothing is waiting on: a closed game's, a reviewed withdrawal's, a dead game's, a
   * stood-up or dead table seat's, or a hand's pot (always empty once its one settling statement ran).
   */
  orphanedEscrows: { ref: string | null; balance: number; why: string }[];
  openGames: number;
  /** Seats at hand-after-hand tables (Flash) with chips on them now. */
  openSeats: number;
  pendingWithdrawals: number;
  /**
   * The referral pool (minor units) against the earnings it owes (accrued, not yet paid or forfeited): always equal;
   * a difference fails the check.
   */
  referralPool: { balance: number; owed: number };
}

/** The pool games' escrows (`<prefix><id>`): each holds its money while its draw, race or question is in these states. */
const POOLS = [
  // A draw's pool holds its ticket money until it is drawn (paid out) or cancelled (refunded).
  { prefix: "lottery:", table: lotteryDraws, what: "lottery draw", noun: "draw", holding: ["open", "closed"] },
  // A race's pool holds its bets until it is raced (paid out) or cancelled (returned).
  { prefix: "derby:", table: derbyEvents, what: "Derby race", noun: "race", holding: ["open", "closed"] },
  // A question's pool holds its stakes until the close (unmatched parts back) and the resolution (the rest).
  { prefix: "h2h:", table: h2hQuestions, what: "H2H question", noun: "question", holding: ["open", "closed", "pending"] },
] as const;
const poolOf = (ref: string) => POOLS.find((pool) => ref.startsWith(pool.prefix));

/**
 * The full reconciliation: the ledger's own checks plus escrows that nothing is waiting on. Every query reads one
 * snapshot (a read-only repeatable-read transaction): a game settled between reading its escrow and reading its
 * record would otherwise look like an orphaned escrow.
 */
export function checkLedger(db: Db, now = new Date(), options: { drift?: boolean } = {}): Promise<LedgerCheck> {
  return db.transaction((tx) => checkSnapshot(tx, now, options), { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function checkSnapshot(db: Runner, now: Date, options: { drift?: boolean }): Promise<LedgerCheck> {
  const base = await reconcileLedger(db, options);
  const refs = base.openEscrows.map((e) => e.ref ?? "");
  const seatIds = refs.filter((r) => r.startsWith("seat:")).map((r) => r.slice("seat:".length));
  const gameIds = refs.filter((r) => !r.startsWith("withdraw:") && !r.startsWith("seat:") && !r.startsWith("hand:") && !poolOf(r));
  const withdrawIds = refs.filter((r) => r.startsWith("withdraw:")).map((r) => r.slice("withdraw:".length));
  const games = gameIds.length
    ? await db.select().from(gameEscrows).where(inArray(gameEscrows.id, gameIds))
    : [];
  const requests = withdrawIds.length
    ? await db
        .select({ id: walletTransactions.id, status: walletTransactions.status })
        .from(walletTransactions)
        .where(inArray(walletTransactions.id, withdrawIds))
    : [];
  const seats = seatIds.length ? await db.select().from(tableSeats).where(inArray(tableSeats.id, seatIds)) : [];
  /** Each pool escrow's draw, race or question status, by escrow ref. */
  const poolStatus = new Map<string, string>();
  for (const { prefix, table } of POOLS) {
    const ids = refs.filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length));
    if (!ids.length) continue;
    const rows: { id: string; status: string }[] = await db.select({ id: table.id, status: table.status }).from(table).where(inArray(table.id, ids));
    for (const row of rows) poolStatus.set(prefix + row.id, row.status);
  }
  const orphanedEscrows: LedgerCheck["orphanedEscrows"] = [];
  for (const e of base.openEscrows) {
    const ref = e.ref ?? "";
    if (ref.startsWith("withdraw:")) {
      const request = requests.find((r) => `withdraw:${r.id}` === ref);
      if (request?.status !== "PENDING") orphanedEscrows.push({ ref, balance: e.balance, why: "withdrawal is not pending" });
      continue;
    }
    if (ref.startsWith("hand:")) {
      orphanedEscrows.push({ ref, balance: e.balance, why: "a hand's pot is not empty" });
      continue;
    }
    const pool = poolOf(ref);
    if (pool) {
      const status = poolStatus.get(ref);
      if (status === undefined) orphanedEscrows.push({ ref, balance: e.balance, why: `no ${pool.what}` });
      else if (!(pool.holding as readonly string[]).includes(status)) orphanedEscrows.push({ ref, balance: e.balance, why: `${pool.noun} is ${status}` });
      continue;
    }
    if (ref.startsWith("seat:")) {
      const seat = seats.find((x) => `seat:${x.id}` === ref);
      if (!seat) orphanedEscrows.push({ ref, balance: e.balance, why: "no table seat" });
      else if (seat.status !== "open") orphanedEscrows.push({ ref, balance: e.balance, why: "seat stood up" });
      else if (seat.heartbeatAt.getTime() < now.getTime() - ESCROW_STALE_MS) {
        orphanedEscrows.push({ ref, balance: e.balance, why: "table is not running (no heartbeat)" });
      }
      continue;
    }
    const game = games.find((g) => g.id === ref);
    if (!game) orphanedEscrows.push({ ref, balance: e.balance, why: "no game record" });
    else if (game.status !== "open") orphanedEscrows.push({ ref, balance: e.balance, why: `game is ${game.status}` });
    else if (game.heartbeatAt.getTime() < now.getTime() - ESCROW_STALE_MS) {
      orphanedEscrows.push({ ref, balance: e.balance, why: "game is not running (no heartbeat)" });
    }
  }
  const [open] = await db.select({ n: count() }).from(gameEscrows).where(eq(gameEscrows.status, "open"));
  const [openSeats] = await db.select({ n: count() }).from(tableSeats).where(eq(tableSeats.status, "open"));
  const [pending] = await db
    .select({ n: count() })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.type, "WITHDRAW"), eq(walletTransactions.status, "PENDING")));
  const [pool] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, "referral"));
  const [owed] = await db
    .select({ owed: sql<string>`coalesce(sum(${referralEarnings.amount}), 0)::text` })
    .from(referralEarnings)
    .where(inArray(referralEarnings.status, ["pending", "held"]));
  const referralPool = { balance: Number(pool?.balance ?? 0), owed: Number(owed?.owed ?? 0) };
  return {
    ...base,
    ok: base.ok && orphanedEscrows.length === 0 && referralPool.balance === referralPool.owed,
    orphanedEscrows,
    openGames: open?.n ?? 0,
    openSeats: openSeats?.n ?? 0,
    pendingWithdrawals: pending?.n ?? 0,
    referralPool,
  };
}

import { houseSubAccount, InsufficientFundsError, ledgerError, queryPrepared, tableSeats, type Currency, type Runner } from "@arena/db";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { DomainError } from "../errors.js";
import { recordGameEnd } from "../games/records.js";
import { topUpFreeplay } from "./balance.js";
import { notEnoughCoins } from "./errors.js";
import { checkSelfExclusion } from "./responsiblePlay.js";

/**
 * The money of a table that plays hand after hand (Flash): a seat's chips sit in its own escrow (`seat:<id>`, migration
 * 0012), each hand is settled between the seats that played it in one statement, and standing up brings the stack
 * back to the wallet. A hand in play moves nothing until it is settled, so a hand that dies with its process is void
 * by itself: recovery only has to cash every open seat out.
 */

export interface TableSeatRef {
  /** The sitting's id (a new one each time a player sits down). */
  seatId: string;
  game: string;
  roomId: string;
  /** Null for a bot (free play only): its chips come from the bonus account. */
  userId: string | null;
  currency: Currency;
}

const LINE = { buyIn: "%s buy-in", cashOut: "%s cash-out" } as const;

/**
 * What recovery's cash-out says on the wallet line of a game whose seat is one round's stakes (Black Jack): they come
 * back because the round could not finish, not because the player stood up.
 */
export const RECOVERY_LINES: Readonly<Record<string, string>> = { blackjack: "Black Jack bets returned: the round could not finish" };

// A COIN seat is taken only while the player is not self-excluded; when excluded no row comes back (nothing moves).
const BUY_IN_SQL = `select table_buy_in($1::uuid, $2::text, $3::text, $4::uuid, $5::ledger_currency, $6::bigint, $7::text, $8::text) as outcome
  where not ($9::boolean and exists (select 1 from player_limits where user_id = $4::uuid and self_excluded_until > $10::timestamptz))`;

/**
 * Moves chips from the player's wallet to their seat (the first buy-in, or more chips between hands): one statement,
 * its own idempotency key per buy-in of the seat. The amount comes from the table's limits, never from the client
 * unchecked. Play money is topped up first, as for any free seat; self-exclusion keeps a player off paid seats.
 */
export async function buyIn(
  ctx: AppContext,
  seat: TableSeatRef,
  amount: number,
  processId: string,
  line = LINE.buyIn.replace("%s", seat.game),
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new DomainError(400, "A buy-in is a positive amount.");
  const paid = seat.currency === "COIN";
  if (!paid && seat.userId) await topUpFreeplay(ctx, seat.userId);
  let outcome: string | undefined;
  for (;;) {
    try {
      const rows = await queryPrepared<{ outcome: string }>(ctx.db, BUY_IN_SQL, [
        seat.seatId, seat.game, seat.roomId, seat.userId, seat.currency, String(amount), processId, line,
        paid && seat.userId !== null, new Date().toISOString(),
      ]);
      outcome = rows[0]?.outcome;
    } catch (err) {
      const refused = ledgerError(err);
      throw refused instanceof InsufficientFundsError ? notEnoughCoins() : refused;
    }
    if (outcome) break;
    await checkSelfExclusion(ctx, seat.userId!);
  }
  if (outcome === "closed") throw new DomainError(409, "You have left this seat: sit down again.");
  if (outcome === "mismatch") throw new DomainError(409, "This seat is not yours.");
}

/**
 * Stands a seat up: its whole stack back to the wallet, the seat closed. Answers the amount (0 if already closed).
 * `line` is the wallet line's text (`%s`: the game).
 */
export async function cashOut(ctx: AppContext, seatId: string, runner?: Runner, line: string = LINE.cashOut): Promise<number> {
  const [row] = await queryPrepared<{ amount: string }>(runner ?? ctx.db, "select table_cash_out($1::uuid, $2::text) as amount", [seatId, line]);
  return Number(row?.amount ?? 0);
}

export interface HandSettlement {
  handId: string;
  game: string;
  currency: Currency;
  /** Each seat that played the hand: its stack when the hand started and its net change (minor units, sum zero). */
  seats: { seatId: string; start: number; net: number }[];
}

const SETTLE_SQL = `select table_settle_hand($1::text, $2::text, $3::ledger_currency, $4::text, $5::uuid[], $6::bigint[], $7::bigint[]) as cuts`;
const literal = (values: readonly (string | number)[]) => `{${values.join(",")}}`;

/**
 * Settles a finished hand and closes its record, in one transaction: chips move between the seats by the hand's nets,
 * each winner paying the commission on what they won. Refused (nothing moves, nothing is recorded) when a seat's stack
 * is not what the hand started from. Answers each seat's commission (by seat id) and the result that was recorded.
 */
export async function settleHand(
  ctx: AppContext,
  hand: HandSettlement,
  record: { draws: unknown[]; result: (cuts: ReadonlyMap<string, number>) => unknown[] },
): Promise<{ cuts: Map<string, number>; result: unknown[] }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryPrepared<{ cuts: (string | number)[] }>(tx, SETTLE_SQL, [
      hand.handId, hand.game, hand.currency, houseSubAccount(hand.handId),
      literal(hand.seats.map((s) => s.seatId)), literal(hand.seats.map((s) => s.start)), literal(hand.seats.map((s) => s.net)),
    ]);
    const cuts = new Map(hand.seats.map((s, i) => [s.seatId, Number(row?.cuts[i] ?? 0)]));
    const result = record.result(cuts);
    await recordGameEnd(tx, hand.handId, { status: "finished", draws: record.draws, result });
    return { cuts, result };
  });
}

/** A hand that will not be settled (its table closed mid-hand): nothing moved, the record ends aborted, seed revealed. */
export async function voidHand(ctx: AppContext, handId: string, draws: unknown[], interrupted: boolean): Promise<void> {
  await recordGameEnd(ctx.db, handId, { status: "aborted", draws, result: [], interrupted });
}

/** Marks every open seat of this process as still at a running table. */
export async function beatTableSeats(ctx: AppContext, processId: string): Promise<void> {
  await ctx.db
    .update(tableSeats)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(tableSeats.processId, processId), eq(tableSeats.status, "open")));
}

/**
 * Cashes out every open seat whose table is not running: its process stopped beating (crash, kill), or the process is
 * named (a graceful stop), or — with `tableOpen` — no process holds its room any more. Answers the seats cashed out.
 */
export async function recoverTableSeats(
  ctx: AppContext,
  options: { staleMs: number; processId?: string; tableOpen?: (roomId: string) => Promise<boolean> },
): Promise<string[]> {
  const open = eq(tableSeats.status, "open");
  const stale = options.processId
    ? and(open, eq(tableSeats.processId, options.processId))
    : and(open, lt(tableSeats.heartbeatAt, new Date(Date.now() - options.staleMs)));
  const rows = await ctx.db.select({ id: tableSeats.id, game: tableSeats.game }).from(tableSeats).where(stale);
  const ids = new Set(rows.map((r) => r.id));
  const games = new Map(rows.map((r) => [r.id, r.game]));
  if (options.tableOpen && !options.processId) {
    // A live process whose room is gone (it failed to cash out when it closed): nothing will stand these seats up.
    const quiet = await ctx.db
      .select({ id: tableSeats.id, roomId: tableSeats.roomId, game: tableSeats.game })
      .from(tableSeats)
      .where(and(open, lt(tableSeats.createdAt, new Date(Date.now() - options.staleMs))));
    for (const seat of quiet) {
      if (ids.has(seat.id) || (await options.tableOpen(seat.roomId))) continue;
      ids.add(seat.id);
      games.set(seat.id, seat.game);
    }
  }
  const done: string[] = [];
  for (const id of ids) {
    try {
      await cashOut(ctx, id, undefined, RECOVERY_LINES[games.get(id) ?? ""] ?? LINE.cashOut);
      done.push(id);
    } catch (err) {
      ctx.logger.error({ err, seatId: id }, "table seat recovery failed; will retry");
    }
  }
  return done;
}

/** The open seats of a room (each with its user), for a check or a test. */
export async function openSeatsOf(ctx: AppContext, seatIds: string[]) {
  if (seatIds.length === 0) return [];
  return ctx.db.select().from(tableSeats).where(and(inArray(tableSeats.id, seatIds), eq(tableSeats.status, "open")));
}

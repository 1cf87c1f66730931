import { randomUUID } from "node:crypto";
import { CloseCode, ServerError, type Client } from "@colyseus/core";
import { toMinor } from "@arena/contracts";
import { betAmounts, holdStake, refundRound, settleRound, type RoundRef } from "../../services/blackjack/rounds.js";
import { isDomainError } from "../../services/errors.js";
import type { HandStart, HouseRules } from "./definition.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import { TABLE_ERRORS } from "./protocol.js";
import type { JoinAuth, KitSeat } from "./SeatedTable.js";
import { TableRoom } from "./TableRoom.js";

/**
 * A table against the house (Black Jack), on the kit: one player, theirs alone (private, never matched; only they may
 * come back to it), a round per bet. A bet must be one of the admin's steps; it is held from the wallet (the round's
 * seat escrow) and the round is dealt at once from a fresh fair seed. A move that adds a stake (double, split,
 * insurance) is held before it is applied; a hold refused (too few coins) changes nothing. The finished round is settled
 * against the house in one transaction with its record. The back button (`player exit`), a clean leave, or a drop not
 * back within the grace plays the round out by the rules (the player stands) and settles it; a round still in play when
 * the server stops is refunded, and one whose process died is refunded by recovery (its seat escrow is cashed out).
 */
export class HouseTableRoom extends TableRoom {
  /** A hold is in flight: other moves wait for it (one at a time, in order). */
  private busy = false;
  /** The settlement of the round that just ended, until it is done (the room does not close before it). */
  private settling: Promise<void> | null = null;
  /**
   * A bet being held and dealt, until the round is on record and in play: the table's close waits for it (before its
   * clocks are cleared), so a round dealt while the server stops is refunded with its record ended.
   */
  private dealing: Promise<void> | null = null;
  private bets: number[] = [];
  private pendingBet = 0;
  /** The player left while a hold was in flight: the round is played out once it is done. */
  private leftWhileBusy: KitSeat | null = null;

  private get house(): HouseRules<unknown, unknown> {
    return this.def.house!;
  }

  override async onCreate(raw: unknown) {
    await super.onCreate(raw);
    await this.setPrivate(true);
    // The player, and the same player from another screen (the kit hands the seat over).
    this.maxClients = 2;
    this.bets = await betAmounts(this.app.db);
    this.house.offer(this.state, this.bets);
  }

  override async onJoin(client: Client, _options: unknown, auth: JoinAuth) {
    refuseWhileShuttingDown();
    if (auth.resume) return this.resume(client, auth.userId);
    if (this.humanSeats() >= this.table.humans) throw new ServerError(409, "This table is another player's.");
    const key = this.pickSeat(auth.seat);
    const seat: KitSeat = { key, userId: auth.userId, playerName: auth.playerName, bot: null, client, clientSeed: auth.clientSeed, grace: null };
    this.seats.set(key, seat);
    this.addPlayer(seat).isCreator = true;
    this.commit();
  }

  override async onLeave(client: Client, code?: number) {
    const seat = this.seatOfClient(client);
    if (!seat || seat.client !== client) return;
    seat.client = null;
    this.setConnected(seat, false);
    // A clean leave ends the round in play as the back button does; a drop keeps it for the grace (onDrop).
    if (code === CloseCode.CONSENTED || !seat.grace) this.leaveGame(seat);
  }

  protected override exit(seat: KitSeat | undefined): void {
    if (seat) this.leaveGame(seat);
  }

  protected override leaveGame(seat: KitSeat): void {
    if (this.busy) {
      this.leftWhileBusy = seat;
      return;
    }
    if (this.state.gameStatus === "active") super.leaveGame(seat);
  }

  /** A hold is done: a player who left meanwhile has the round played out now. */
  private idle(): void {
    this.busy = false;
    const left = this.leftWhileBusy;
    this.leftWhileBusy = null;
    if (left) this.leaveGame(left);
  }

  protected override kitMessage(client: Client, seat: KitSeat | undefined, type: string, payload: unknown): boolean {
    if (type === this.names.bet) {
      void this.placeBet(client, seat, (payload as { amount: number }).amount);
      return true;
    }
    if (this.busy) {
      this.fail(client, "MONEY_BUSY", TABLE_ERRORS.MONEY_BUSY, type);
      return true;
    }
    const game = this.game;
    if (!seat || !game || this.state.gameStatus !== "active") return false;
    const stake = this.house.stakeFor(game, type);
    if (stake <= 0) return false;
    void this.stakeThenMove(client, seat, type, payload, stake);
    return true;
  }

  /** A bet: one of the steps, held from the wallet; then the round is dealt. */
  private async placeBet(client: Client, seat: KitSeat | undefined, coins: number): Promise<void> {
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", TABLE_ERRORS.PLAYER_NOT_ACTIVE, this.names.bet);
    if (this.busy || this.starting) return this.fail(client, "MONEY_BUSY", TABLE_ERRORS.MONEY_BUSY, this.names.bet);
    if (this.state.gameStatus === "active" || this.settling) return this.fail(client, "ROUND_IN_PLAY", TABLE_ERRORS.ROUND_IN_PLAY, this.names.bet);
    // Busy from here: a second bet sent at once is refused, never held beside this one.
    this.busy = true;
    const deal = this.betAndDeal(client, seat, toMinor(coins));
    this.dealing = deal;
    try {
      await deal;
    } finally {
      this.dealing = null;
      this.idle();
    }
  }

  private async betAndDeal(client: Client, seat: KitSeat, amount: number): Promise<void> {
    // The steps in force now (an admin may have changed them since the table opened).
    this.bets = await betAmounts(this.app.db);
    this.house.offer(this.state, this.bets);
    if (!this.bets.includes(amount)) {
      this.commit();
      return this.fail(client, "BET_NOT_OFFERED", TABLE_ERRORS.BET_NOT_OFFERED, this.names.bet);
    }
    const gameId = randomUUID();
    try {
      await holdStake(this.app, this.roundRef(seat, gameId), amount, "bet");
    } catch (err) {
      return this.refuse(client, err, this.names.bet);
    }
    this.nextGameId = gameId;
    this.pendingBet = amount;
    try {
      await this.startGame();
    } catch (err) {
      this.app.logger.error({ err, gameId }, "a Black Jack round could not start: its bet goes back");
      await refundRound(this.app, gameId, [], false).catch((e) => this.app.logger.error({ err: e, gameId }, "bet refund failed"));
      this.state.gameStatus = "finished";
      this.commit();
      this.fail(client, "BAD_MESSAGE", "The round could not be dealt: your bet is back in your wallet.", this.names.bet);
    }
  }

  /** A move that adds a stake: the stake is held first; refused by the ledger, the move is not made. */
  private async stakeThenMove(client: Client, seat: KitSeat, type: string, payload: unknown, stake: number): Promise<void> {
    const game = this.game;
    this.busy = true;
    try {
      // The rules are asked first, so a move they refuse holds nothing.
      const outcome = this.def.move(game, seat.key, type, payload, this.drawContext());
      if (!outcome.ok) return this.apply(outcome, client, type);
      await holdStake(this.app, this.roundRef(seat, this.state.gameId), stake, this.house.stakeReason(type));
      // Applied before anything else may move the round (a timeout cannot while the clock of a decision runs).
      this.busy = false;
      if (this.game === game) this.apply(outcome, client, type);
    } catch (err) {
      this.refuse(client, err, type);
    } finally {
      this.idle();
    }
  }

  protected override handStart(): HandStart<unknown> {
    return { stacks: new Map(), previous: null, bet: this.pendingBet };
  }

  protected override async lockForPlay(): Promise<void> {
    // The table is private from the start: nothing to lock.
  }

  protected override async finishGame(game: unknown): Promise<void> {
    const done = this.settle(game);
    this.settling = done;
    await done;
    this.settling = null;
  }

  private async settle(game: unknown): Promise<void> {
    const s = this.state;
    const seat = [...this.seats.values()][0]!;
    const round = this.roundRef(seat, s.gameId);
    const result = this.def.result(game, s, this.seats, new Map());
    try {
      await settleRound(this.app, round, this.house.settlement(game), { draws: this.playRecord(), result });
    } catch (err) {
      // Not settled: every stake goes back (the escrow is the only place they are), the round's record aborted.
      this.app.logger.error({ err, gameId: s.gameId }, "a Black Jack round could not be settled: its stakes go back");
      await refundRound(this.app, s.gameId, this.playRecord(), false).catch((e) => this.app.logger.error({ err: e, gameId: s.gameId }, "round refund failed"));
      this.announceAll("info", { message: "This round could not be settled: every stake is back in your wallet." });
      this.settled = true;
      this.lastResult = [];
      this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
      return;
    }
    this.settled = true;
    this.lastResult = result;
    this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
    this.announceAll("game:result", { gameId: s.gameId, winners: result });
  }

  /** The table closes: a settlement under way finishes; a round still in play (the server stops) is refunded. */
  /** A bet's hold comes before its round's start: the close waits for the whole deal. */
  protected override async startsFinished(): Promise<void> {
    if (this.dealing) await this.dealing.catch(() => undefined);
    await super.startsFinished();
  }

  protected override async closeMoney(): Promise<void> {
    if (this.settling) await this.settling;
    if (this.state.gameStatus === "active" && !this.settled) {
      await refundRound(this.app, this.state.gameId, this.playRecord(), this.shuttingDown()).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "round refund failed"),
      );
    }
  }

  private roundRef(seat: KitSeat, gameId: string): RoundRef {
    return { gameId, roomId: this.roomId, userId: seat.userId! };
  }

  private refuse(client: Client, err: unknown, type: string): void {
    if (isDomainError(err)) {
      const code = err.status === 400 && /enough/i.test(err.message) ? "NOT_ENOUGH_COINS" : (err.code ?? "BAD_MESSAGE");
      return this.fail(client, code, err.message, type);
    }
    this.app.logger.error({ err, roomId: this.roomId }, "house table money step failed");
    this.fail(client, "BAD_MESSAGE", TABLE_ERRORS.BAD_MESSAGE, type);
  }
}

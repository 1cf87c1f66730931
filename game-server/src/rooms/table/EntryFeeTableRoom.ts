import { randomUUID } from "node:crypto";
import { ServerError, type Client } from "@colyseus/core";
import { messages } from "@arena/contracts";
import { holdEntryFee, recordResult, refundGame } from "../../services/coins/gameMoney.js";
import { isDomainError } from "../../services/errors.js";
import { abortGame, finishGame } from "../../services/games/finishGame.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import { TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";
import type { JoinAuth, KitSeat } from "./SeatedTable.js";
import type { TablePlayerSchema } from "./state.js";
import { TableRoom } from "./TableRoom.js";

/**
 * A table that plays one game per entry fee (Ludo, chess): the fee is held when a seat is taken, released when its
 * player leaves before the start, settled by the ranking at the end (with the record, in one transaction) and
 * refunded when the game cannot finish; the creator may start a private table; everyone may ask for a rematch (new
 * holds, a new game in the same room).
 */
export class EntryFeeTableRoom extends TableRoom {
  private closeTimer: NodeJS.Timeout | null = null;
  private rematchStarting = false;

  override async onJoin(client: Client, _options: unknown, auth: JoinAuth) {
    refuseWhileShuttingDown();
    if (auth.resume) return this.resume(client, auth.userId);
    // Joins that passed onAuth together are seated here one at a time (no await before the seat is taken).
    if (this.humanSeats() >= this.table.humans || this.state.gameStatus !== "not_started") throw new ServerError(409, "This room is full.");
    const key = this.pickSeat(auth.seat);
    const seat: KitSeat = { key, userId: auth.userId, playerName: auth.playerName, bot: null, client, clientSeed: auth.clientSeed, grace: null };
    this.seats.set(key, seat); // taken before any await, so two joins never share a seat
    try {
      if (this.table.fee > 0) await holdEntryFee(this.app, this.gameRef(), auth.userId, this.app.processId);
    } catch (err) {
      this.seats.delete(key);
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      this.app.logger.error({ err, gameId: this.state.gameId }, "entry fee failed");
      throw new ServerError(500, messages.somethingWentWrong);
    }
    const player = this.addPlayer(seat);
    player.isCreator = this.seats.size === 1;
    if (this.seats.size === 1) {
      for (const bot of this.def.bots(this.options, key)) {
        const botSeat: KitSeat = { ...bot, userId: null, clientSeed: null, client: null, grace: null };
        this.seats.set(bot.key, botSeat);
        this.addPlayer(botSeat).isBot = true;
      }
    }
    this.commit();
    await this.publishListing();
    if (this.isFull() && this.table.autoStart) await this.startGame();
  }

  protected override async closeMoney(): Promise<void> {
    if (this.settled) return;
    // Nobody can finish this game any more: every fee goes back, and a started game's record ends as aborted. A
    // stop by a server shutdown (not by its players leaving) is marked, so the players are told when they return.
    await abortGame(this.app, this.state.gameId, { refund: this.table.fee > 0, draws: this.playRecord(), interrupted: this.shuttingDown() }).catch((err) =>
      this.app.logger.error({ err, gameId: this.state.gameId }, "table abort failed"),
    );
  }

  protected override kitMessage(client: Client, seat: KitSeat | undefined, type: string): boolean {
    const names = this.names;
    if (type === names.start) void this.requestStart(client, seat);
    else if (type === names.rematchRequest || type === names.rematchAccept) void this.rematch(client, seat, type);
    else return false;
    return true;
  }

  private async requestStart(client: Client, seat: KitSeat | undefined) {
    if (this.state.gameStatus !== "not_started") return this.fail(client, "GAME_FINISHED", "The game has already started.", TABLE_MESSAGES.start);
    if (!seat || !this.state.players.get(seat.key)?.isCreator) return this.fail(client, "NOT_CREATOR", TABLE_ERRORS.NOT_CREATOR, TABLE_MESSAGES.start);
    if (!this.isFull()) return this.fail(client, "ROOM_NOT_FULL", TABLE_ERRORS.ROOM_NOT_FULL, TABLE_MESSAGES.start);
    await this.startGame();
  }

  /** The game is about to start: a full or running table is no longer matched or listed. */
  protected override async lockForPlay(): Promise<void> {
    await this.setPrivate(true);
    // Colyseus locked the table when its seats filled, and joinById refuses locked rooms: reopen it (one spare
    // connection per seat) so a seated player can come back from another device; onAuth turns strangers away.
    await this.setMatchmaking({ maxClients: this.table.humans * 2, locked: false });
  }

  protected override async finishGame(game: unknown): Promise<void> {
    const s = this.state;
    const rankedUsers = this.def
      .ranking(game)
      .map((key) => this.seats.get(key)!)
      .filter((seat) => seat.userId && !seat.bot)
      .map((seat) => seat.userId!);
    const paid = this.table.fee > 0;
    let result = this.def.result(game, s, this.seats, new Map());
    if (this.def.isAborted?.(game)) return this.abortFinishedGame(game);
    try {
      // The decided result goes on record first: if the process dies before the payout, recovery settles it.
      if (paid) await recordResult(this.app, s.gameId, rankedUsers);
      const finished = await finishGame(this.app, {
        gameId: s.gameId,
        ranking: rankedUsers,
        paid,
        draws: this.playRecord(),
        result: (won) => this.def.result(game, s, this.seats, won),
      });
      result = finished.result;
    } catch (err) {
      this.app.logger.error({ err, gameId: s.gameId }, "table settlement failed");
    }
    this.endGame(result);
  }

  /** The rules ended the game with no result (e.g. chess before both sides moved): every fee back, record aborted. */
  private async abortFinishedGame(game: unknown): Promise<void> {
    const s = this.state;
    const refund = this.table.fee > 0;
    const won = new Map<string, number>();
    try {
      await abortGame(this.app, s.gameId, { refund, draws: this.playRecord(), interrupted: false });
      if (refund) for (const seat of this.seats.values()) if (seat.userId && !seat.bot) won.set(seat.userId, this.table.fee);
    } catch (err) {
      this.app.logger.error({ err, gameId: s.gameId }, "table abort failed");
    }
    this.endGame(this.def.result(game, s, this.seats, won));
  }

  private endGame(result: unknown[]): void {
    const s = this.state;
    this.settled = true;
    this.lastResult = result;
    this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
    this.announceAll("game:result", { gameId: s.gameId, winners: result });
    this.closeTimer = setTimeout(() => void this.disconnect(), this.def.rematchSeconds * 1000);
  }

  protected override exit(seat: KitSeat | undefined): void {
    if (seat && this.state.gameStatus === "active") this.leaveGame(seat);
  }

  private async rematch(client: Client, seat: KitSeat | undefined, type: string): Promise<void> {
    if (!seat || this.state.gameStatus !== "finished" || !this.table.rematch) {
      return this.fail(client, "REMATCH_UNAVAILABLE", TABLE_ERRORS.REMATCH_UNAVAILABLE, type);
    }
    const player = this.state.players.get(seat.key) as TablePlayerSchema;
    player.isAccept = true;
    this.commit();
    const players = [...this.state.players.values()] as TablePlayerSchema[];
    const accepted = players.filter((p) => p.isAccept && !p.isBot).map((p) => p.id);
    if (type === TABLE_MESSAGES.rematchRequest) this.announceAll(TABLE_MESSAGES.rematchRequest, { uid: seat.userId!, userName: seat.playerName });
    else this.announceAll(TABLE_MESSAGES.rematchAccept, { uid: seat.userId!, accepted });
    const everyone = [...this.seats.values()].filter((s) => !s.bot);
    if (everyone.some((s) => !s.client)) return; // someone left: no rematch until they are back
    if (everyone.every((s) => (this.state.players.get(s.key) as TablePlayerSchema | undefined)?.isAccept)) await this.startRematch();
  }

  /** Everyone accepted: a new game in the same room, with new holds. */
  private async startRematch(): Promise<void> {
    // A late request or accept arrives while the holds are being taken: one rematch only (else a second game id
    // and a second hold per player, the first one left in an escrow nothing refers to).
    if (this.rematchStarting) return;
    this.rematchStarting = true;
    try {
      await this.holdAndRestart();
    } finally {
      this.rematchStarting = false;
    }
  }

  private async holdAndRestart(): Promise<void> {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    const s = this.state;
    s.gameId = randomUUID();
    try {
      for (const seat of this.seats.values()) {
        if (seat.userId && this.table.fee > 0) await holdEntryFee(this.app, this.gameRef(), seat.userId, this.app.processId);
      }
    } catch (err) {
      await refundGame(this.app, s.gameId).catch(() => undefined);
      for (const p of s.players.values() as Iterable<TablePlayerSchema>) p.isAccept = false;
      this.commit();
      const message = isDomainError(err) ? err.message : messages.somethingWentWrong;
      this.announceAll("info", { message: `Rematch cancelled: ${message}` });
      this.closeTimer = setTimeout(() => void this.disconnect(), this.def.rematchSeconds * 1000);
      return;
    }
    for (const p of s.players.values() as Iterable<TablePlayerSchema>) {
      this.def.resetPlayer(p);
      p.status = "ACTIVE";
    }
    s.gameStatus = "not_started";
    await this.startGame();
  }
}

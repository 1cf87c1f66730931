import { randomBytes, randomUUID } from "node:crypto";
import { matchMaker, ServerError, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { messages, toMinor } from "@arena/contracts";
import { fairInt, hashServerSeed, serverSeedFromBytes, type FairSeed } from "@arena/fair";
import { holdEntryFee, recordResult, refundGame } from "../../services/coins/gameMoney.js";
import { isDomainError } from "../../services/errors.js";
import { abortGame, finishGame } from "../../services/games/finishGame.js";
import { recordGameStart } from "../../services/games/records.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import type { DrawContext, HandStart, Outcome } from "./definition.js";
import { BOT_DELAY_MS, BOT_STREAM, nativeHmac, privatePasswordsKey, TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";
import { SeatedTable, type JoinAuth, type KitSeat } from "./SeatedTable.js";
import type { TablePlayerSchema } from "./state.js";

export { BOT_DELAY_MS, BOT_STREAM, nativeHmac, privatePasswordsKey, TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";

/**
 * A table of any game: on the people side (SeatedTable: sessions, seats, reconnection, chat, listing) the kit adds the
 * game in play: inbound validation and flood limits, the turn clock, bots' timing, the entry fee (hold on seat, release
 * before the start, settle at the end, refund on abort), rematch, and the fairness commitment and reveal. The game's
 * definition decides everything else.
 * Built per platform and game by `tableRoomFor(ctx, definition)`.
 */
export class TableRoom extends SeatedTable {
  /** Tests only (refused in production by the config): every game of this kind uses this server seed. */
  protected fixedServerSeed: string | undefined;
  protected game: unknown = null;
  private fair: FairSeed = { serverSeed: "", clientSeed: "" };
  protected serverSeed = "";
  private draws: unknown[] = [];
  private botDraws = 0;
  private turnTimer: NodeJS.Timeout | null = null;
  /** When the game's own clock timer fires (games with a deadline). */
  private clockAt = 0;
  private botTimer: NodeJS.Timeout | null = null;
  private closeTimer: NodeJS.Timeout | null = null;
  protected settled = false;
  private rematchStarting = false;
  protected lastResult: unknown[] = [];
  /** The hidden items each seated client's StateView holds (visibleSecrets). */
  private shownSecrets = new WeakMap<Client, Set<object>>();

  override async onCreate(raw: unknown) {
    const parsed = this.def.createOptions.safeParse(raw);
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid room options.");
    this.options = parsed.data;
    const table = (this.table = this.def.setup(parsed.data));
    if (table.roomId) {
      // One keyed lookup (a Redis HGET with the Redis driver), not a scan of every room.
      if (await matchMaker.getRoomById(table.roomId)) throw new ServerError(409, "This room name is already in use. Try again.");
      this.roomId = table.roomId;
    }
    // Patches go out right after each action (broadcastPatch), not on a tick; this is only a safety net.
    this.patchRate = 1000;
    this.maxMessagesPerSecond = this.def.maxMessagesPerSecond; // a flooder is disconnected (docs/realtime.md)
    this.autoDispose = true;
    this.maxClients = table.humans;
    const s = this.state;
    s.roomId = this.roomId;
    s.gameId = randomUUID();
    s.gameType = table.mode;
    s.maxPlayers = table.seats;
    s.roomAmount = table.fee;
    s.currency = table.currency;
    s.turnSeconds = table.turnSeconds;
    this.def.describe(s, parsed.data);
    if (table.queued) await this.seatQueuedGroup(raw);
    if (table.password) {
      await this.setPrivate(true);
      await this.presence.hset(privatePasswordsKey(this.def.game), table.password, this.roomId);
    }
    await this.publishListing();

    for (const [type, contract] of Object.entries(this.def.messages)) {
      this.onMessage(type, (client, payload) => {
        const message = contract.safeParse(payload ?? undefined);
        if (!message.success) return this.fail(client, "BAD_MESSAGE", message.error.issues[0]?.message ?? TABLE_ERRORS.BAD_MESSAGE, type);
        return this.handle(client, type, message.data);
      });
    }
    this.onMessage("*", (client, type) => this.fail(client, "BAD_MESSAGE", `Unknown message: ${String(type)}`, String(type)));
  }

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

  override async onDispose() {
    this.clearTimers();
    if (this.noShowTimer) clearTimeout(this.noShowTimer);
    for (const seat of this.seats.values()) if (seat.grace) clearTimeout(seat.grace);
    if (this.table?.password) await this.presence.hdel(privatePasswordsKey(this.def.game), this.table.password);
    if (this.table) await this.closeMoney();
  }

  /** The table closes: whatever it still holds goes back to the players. */
  protected async closeMoney(): Promise<void> {
    if (this.settled) return;
    // Nobody can finish this game any more: every fee goes back, and a started game's record ends as aborted. A
    // stop by a server shutdown (not by its players leaving) is marked, so the players are told when they return.
    await abortGame(this.app, this.state.gameId, { refund: this.table.fee > 0, draws: this.playRecord(), interrupted: this.shuttingDown() }).catch((err) =>
      this.app.logger.error({ err, gameId: this.state.gameId }, "table abort failed"),
    );
  }

  protected shuttingDown(): boolean {
    return matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
  }

  private handle(client: Client, type: string, payload: unknown): void {
    const seat = this.seatOfClient(client);
    const names = this.names;
    switch (type) {
      case names.resume:
        return this.sendResume(client);
      case names.result:
        if (this.state.gameStatus === "finished") this.tell(client, "game:result", { gameId: this.state.gameId, winners: this.lastResult });
        return;
      case names.start:
        return void this.requestStart(client, seat);
      case names.chat:
        return this.chatMessage(client, seat, String((payload as { message?: unknown } | undefined)?.message ?? ""));
      case names.rematchRequest:
      case names.rematchAccept:
        return void this.rematch(client, seat, type);
      case names.exit:
        return this.exit(seat);
      default:
        if (this.kitMessage(client, seat, type, payload)) return;
        break;
    }
    const answer = this.def.question?.(type, this.table, [...this.seats.values()]);
    if (answer) return client.send(answer.type, answer.payload as never);
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", TABLE_ERRORS.PLAYER_NOT_ACTIVE, type);
    if (!this.game || this.state.gameStatus === "not_started") return this.fail(client, "GAME_NOT_STARTED", TABLE_ERRORS.GAME_NOT_STARTED, type);
    if (this.def.isClockHint?.(type)) {
      // Only a hint: the server's own clock decides.
      if (this.state.turnEndsAt > 0 && Date.now() >= this.state.turnEndsAt - 250) this.onTurnTimeout();
      return;
    }
    this.apply(this.def.move(this.game, seat.key, type, payload, this.drawContext()), client, type);
  }

  /** A message of the kit's beyond every table's (cash tables: sit, addChips); true when it was handled. */
  protected kitMessage(_client: Client, _seat: KitSeat | undefined, _type: string, _payload: unknown): boolean {
    return false;
  }

  /** What the game's record keeps of its play: the game's own record, or the draws its events announced. */
  protected playRecord(): unknown[] {
    return this.def.playRecord && this.game ? this.def.playRecord(this.game) : this.draws;
  }

  private drawContext(): DrawContext {
    return { fair: this.fair, now: Date.now() };
  }

  private async requestStart(client: Client, seat: KitSeat | undefined) {
    if (this.state.gameStatus !== "not_started") return this.fail(client, "GAME_FINISHED", "The game has already started.", TABLE_MESSAGES.start);
    if (!seat || !this.state.players.get(seat.key)?.isCreator) return this.fail(client, "NOT_CREATOR", TABLE_ERRORS.NOT_CREATOR, TABLE_MESSAGES.start);
    if (!this.isFull()) return this.fail(client, "ROOM_NOT_FULL", TABLE_ERRORS.ROOM_NOT_FULL, TABLE_MESSAGES.start);
    await this.startGame();
  }

  /** The game is about to start: a full or running table is no longer matched or listed. */
  protected async lockForPlay(): Promise<void> {
    await this.setPrivate(true);
    // Colyseus locked the table when its seats filled, and joinById refuses locked rooms: reopen it (one spare
    // connection per seat) so a seated player can come back from another device; onAuth turns strangers away.
    await this.setMatchmaking({ maxClients: this.table.humans * 2, locked: false });
  }

  /** The seats the next game is played by (a cash table deals only those able to play). */
  protected playingSeats(): string[] {
    return [...this.seats.keys()];
  }

  /** What a cash table's next hand starts from; nothing for a game per entry fee. */
  protected handStart(): HandStart<unknown> | undefined {
    return undefined;
  }

  protected async startGame() {
    if (this.starting || this.state.gameStatus === "active") return;
    this.starting = true;
    if (this.noShowTimer) clearTimeout(this.noShowTimer);
    this.noShowTimer = null;
    try {
      await this.lockForPlay();
      const order = this.def.seatOrder(this.playingSeats());
      this.serverSeed = this.fixedServerSeed ?? serverSeedFromBytes(randomBytes(32));
      const clientSeed = order.map((key) => `${key}:${this.seats.get(key)!.clientSeed ?? randomBytes(8).toString("hex")}`).join("|");
      this.fair = { serverSeed: this.serverSeed, clientSeed };
      this.game = this.def.newGame(this.options, order, this.drawContext(), this.handStart());
      this.draws = [];
      this.botDraws = 0;
      this.settled = false;
      const s = this.state;
      s.serverSeedHash = hashServerSeed(this.serverSeed);
      s.clientSeed = clientSeed;
      await recordGameStart(this.app, {
        id: s.gameId,
        game: this.def.game,
        roomId: this.roomId,
        mode: this.table.mode,
        details: this.def.recordDetails(this.options),
        currency: this.table.currency,
        fee: toMinor(this.table.fee),
        players: order.map((key) => {
          const seat = this.seats.get(key)!;
          return { userId: seat.userId, playerName: seat.playerName, isBot: seat.bot !== null, ...this.def.recordedSeat(seat, this.game) };
        }),
        serverSeed: this.serverSeed,
        serverSeedHash: s.serverSeedHash,
        clientSeed,
      });
      s.gameStatus = "active";
      for (const p of s.players.values() as Iterable<TablePlayerSchema>) p.isAccept = false;
      this.def.sync(s, this.game, this.seats, []);
      this.announceAll("game-start", { gameId: s.gameId, serverSeedHash: s.serverSeedHash, clientSeed });
      this.schedule();
      this.commit();
      await this.publishListing();
    } finally {
      this.starting = false;
    }
  }

  /** Applies a rules outcome: refusals go to the sender only; events are announced; state and clocks follow. */
  protected apply(outcome: Outcome<unknown, unknown> | null, client: Client | null, type: string): void {
    if (!outcome) return;
    if (!outcome.ok) {
      if (client) this.fail(client, outcome.error, this.def.errorText[outcome.error] ?? outcome.error, type);
      return;
    }
    const game = (this.game = outcome.game);
    // The action itself travels in the state: one patch per action (clock set first). Messages are only for what
    // the state cannot carry (a player going out), and are rare.
    const { messages: said, draws } = this.def.announce(game, outcome.events);
    for (const d of draws) this.draws.push(d);
    for (const m of said) this.broadcast(m.type, m.payload as never);
    this.def.sync(this.state, game, this.seats, outcome.events);
    if (this.def.isOver(game)) void this.finishGame(); // sends its own patch before its first await
    else {
      this.schedule();
      this.commit();
    }
  }

  /**
   * After every step: a bot acts after a pause, and the clock is armed: the game's own deadline when it keeps one
   * (chess clocks, bots' included), else the fixed turn clock for a person. The caller sends the patch.
   */
  private schedule(): void {
    const game = this.game;
    const turn = game && this.state.gameStatus === "active" && !this.def.isOver(game) ? this.def.turn(game) : null;
    if (turn === null) return this.clearTimers();
    const seat = this.seats.get(turn)!;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = seat.bot ? setTimeout(() => void this.botAct(seat), this.def.botDelayMs ?? BOT_DELAY_MS) : null;
    if (this.def.deadline) return this.armClock(this.def.deadline(game), this.def.shownDeadline?.(game));
    if (seat.bot) {
      if (this.turnTimer) clearTimeout(this.turnTimer);
      this.turnTimer = null;
      this.state.turnEndsAt = 0;
      return;
    }
    const ms = this.state.turnSeconds * 1000;
    this.state.turnEndsAt = Date.now() + ms;
    // One clock per table, re-armed on every action rather than a new timer each time (every action resets it).
    if (this.turnTimer) this.turnTimer.refresh();
    else this.turnTimer = setTimeout(() => this.onClock(), ms);
  }

  /**
   * A game's own deadline (epoch ms, null for none): the clock fires then, whatever the turn. A timer already set to
   * fire no later is kept (most moves push the deadline out): it fires early, the rules answer NOT_DUE, and it is
   * set again then — cheaper than a new timer on every move.
   */
  private armClock(at: number | null, shown: number | null = at): void {
    this.state.turnEndsAt = shown ?? at ?? 0;
    if (this.turnTimer && at !== null && this.clockAt <= at) return;
    if (this.turnTimer) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    if (at === null) return;
    this.clockAt = at;
    this.turnTimer = setTimeout(() => this.onClock(), Math.max(0, at - Date.now()));
  }

  private onClock(): void {
    this.turnTimer = null;
    this.onTurnTimeout();
  }

  private async botAct(seat: KitSeat): Promise<void> {
    this.botTimer = null;
    const game = this.game;
    if (!game || this.def.isOver(game) || this.def.turn(game) !== seat.key) return;
    // Bots draw from their own fair stream (own nonces), so a game with bots replays from its revealed seed.
    const random = fairInt({ serverSeed: this.fair.serverSeed, clientSeed: this.fair.clientSeed + BOT_STREAM }, this.botDraws++, 1_000_000, nativeHmac) / 1_000_000;
    let outcome: Outcome<unknown, unknown> | null;
    try {
      outcome = await this.def.botMove(game, seat.key, seat.bot!, this.drawContext(), random);
    } catch (err) {
      // An engine that failed (crashed, timed out) is asked again shortly; the clock keeps running meanwhile.
      this.app.logger.warn({ err, gameId: this.state.gameId }, "bot move failed");
      if (this.game === game && !this.botTimer) this.botTimer = setTimeout(() => void this.botAct(seat), 1000);
      return;
    }
    if (this.game !== game) return; // the game moved on while the bot thought (a resignation, a flag, a takeback)
    this.apply(outcome, null, "bot");
  }

  private onTurnTimeout(): void {
    const game = this.game;
    if (!game || this.def.isOver(game)) return;
    const turn = this.def.turn(game);
    const outcome = this.def.timeout(game, this.drawContext());
    if (!outcome.ok) {
      // Not due yet (a game's own deadline moved, or a client's hint came early): ask again at the next deadline.
      if (this.def.deadline) this.armClock(this.def.deadline(game), this.def.shownDeadline?.(game));
      return;
    }
    const said = turn === null ? null : this.def.timeoutAnnouncement(turn);
    if (said) this.broadcast(said.type, said.payload as never);
    this.apply(outcome, null, "timeout");
  }

  /** A seated person dropped or came back while the game runs: the game may care (chess: claims after a while). */
  protected override presenceChanged(seat: KitSeat, connected: boolean): void {
    const game = this.game;
    if (!game || !this.def.presence || this.state.gameStatus !== "active" || this.def.isOver(game)) return;
    this.apply(this.def.presence(game, seat.key, connected, Date.now()), null, "presence");
  }

  protected async finishGame(): Promise<void> {
    this.clearTimers();
    const game = this.game;
    const s = this.state;
    s.gameStatus = "finished";
    s.turnEndsAt = 0;
    this.commit();
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

  protected exit(seat: KitSeat | undefined): void {
    if (seat && this.state.gameStatus === "active") this.leaveGame(seat);
  }

  protected override leaveGame(seat: KitSeat): void {
    const game = this.game;
    if (!game || this.def.isOver(game)) return;
    this.apply(this.def.leave(game, seat.key), null, TABLE_MESSAGES.exit);
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

  /** Every seated client's StateView holds exactly the hidden items its seat may see now (the game's visibleSecrets). */
  protected override commit(): void {
    if (this.def.visibleSecrets) this.refreshViews();
    super.commit();
  }

  private refreshViews(): void {
    for (const seat of this.seats.values()) {
      const client = seat.client;
      if (!client) continue;
      const want = new Set(this.def.visibleSecrets!(this.state, this.game, seat.key));
      const shown = this.shownSecrets.get(client) ?? new Set<object>();
      const view = (client.view ??= new StateView());
      for (const item of shown) {
        if (want.has(item)) continue;
        view.remove(item as never);
        shown.delete(item);
      }
      for (const item of want) {
        if (shown.has(item)) continue;
        view.add(item as never);
        shown.add(item);
      }
      this.shownSecrets.set(client, shown);
    }
  }

  protected clearTimers(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.turnTimer = this.botTimer = null;
  }
}

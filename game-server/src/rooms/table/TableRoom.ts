import { randomBytes, randomUUID } from "node:crypto";
import { matchMaker, ServerError, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { toMinor } from "@arena/contracts";
import { fairInt, hashServerSeed, serverSeedFromBytes, type FairSeed } from "@arena/fair";
import { recordGameStart } from "../../services/games/records.js";
import type { DrawContext, HandStart, Outcome } from "./definition.js";
import { BOT_DELAY_MS, BOT_STREAM, nativeHmac, privatePasswordsKey, TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";
import { SeatedTable, type KitSeat } from "./SeatedTable.js";
import type { TablePlayerSchema } from "./state.js";

export { BOT_DELAY_MS, BOT_STREAM, nativeHmac, privatePasswordsKey, TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";

/**
 * A table of any game: on the people side (SeatedTable: sessions, seats, reconnection, chat, listing) the kit adds the
 * game in play: inbound validation and flood limits, the turn clock, bots' timing, hidden information (StateView), and
 * the fairness commitment and reveal. Its money is the subclass's: a game per entry fee (EntryFeeTableRoom: Ludo,
 * chess, with start and rematch) or hand after hand with buy-ins (CashTableRoom: Flash). The game's definition decides
 * everything else. Built per platform and game by `tableRoomFor(ctx, definition)`.
 */
export abstract class TableRoom extends SeatedTable {
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
  protected settled = false;
  /** The id the next game takes when it starts (a house table names each round before its bet is held). */
  protected nextGameId: string | null = null;
  protected lastResult: unknown[] = [];
  /** The hidden items each seated client's StateView holds (visibleSecrets), and the secrets key they were read at. */
  private shownSecrets = new WeakMap<Client, { key: string | null; items: Set<object> }>();

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

  /** The table closes (everyone left, or the server stops): whatever it still holds goes back to the players. */
  protected abstract closeMoney(): Promise<void>;
  /** The game (a cash table: the hand) is over by the rules, its end sent: pay it out and end its record. */
  protected abstract finishGame(game: unknown): Promise<void>;
  /** A seated player's `player exit` (Flash: `leave`). */
  protected abstract exit(seat: KitSeat | undefined): void;

  override async onDispose() {
    await this.startsFinished();
    this.clearTimers();
    if (this.noShowTimer) clearTimeout(this.noShowTimer);
    for (const seat of this.seats.values()) if (seat.grace) clearTimeout(seat.grace);
    if (this.table?.password) await this.presence.hdel(privatePasswordsKey(this.def.game), this.table.password);
    if (this.table) await this.closeMoney();
  }

  /**
   * Waits for a game still being started (its record written, its state dealt), before the close clears the clocks and
   * ends the game with its record: a stop landing mid-start would otherwise close the money and leave the record active.
   */
  protected async startsFinished(): Promise<void> {
    if (this.gameStarting) await this.gameStarting.catch(() => undefined);
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
      case names.chat:
        return this.chatMessage(client, seat, String((payload as { message?: unknown } | undefined)?.message ?? ""));
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

  /** A message of the kit's that only this kind of table has (start, rematch; sit, addChips); true when handled. */
  protected abstract kitMessage(client: Client, seat: KitSeat | undefined, type: string, payload: unknown): boolean;

  /** What the game's record keeps of its play: the game's own record, or the draws its events announced. */
  protected playRecord(): unknown[] {
    return this.def.playRecord && this.game ? this.def.playRecord(this.game) : this.draws;
  }

  protected drawContext(): DrawContext {
    return { fair: this.fair, now: Date.now() };
  }

  /** The seats the next game is played by (a cash table deals only those able to play). */
  protected playingSeats(): string[] {
    return [...this.seats.keys()];
  }

  /** What a cash table's next hand starts from; nothing for a game per entry fee. */
  protected handStart(): HandStart<unknown> | undefined {
    return undefined;
  }

  /** The game is about to start (a game per entry fee takes its table out of matchmaking). */
  protected async lockForPlay(): Promise<void> {}

  /** The game being started, until its record is written and its first state dealt (the table's close waits for it). */
  private gameStarting: Promise<void> | null = null;

  protected startGame(): Promise<void> {
    if (this.starting || this.state.gameStatus === "active") return Promise.resolve();
    const start = this.beginGame();
    this.gameStarting = start;
    return start.finally(() => {
      if (this.gameStarting === start) this.gameStarting = null;
    });
  }

  private async beginGame(): Promise<void> {
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
      const serverSeedHash = hashServerSeed(this.serverSeed);
      const gameId = this.nextGameId ?? s.gameId;
      this.nextGameId = null;
      await recordGameStart(this.app, {
        id: gameId,
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
        serverSeedHash,
        clientSeed,
      });
      // The new game's id, commitment and first state reach the players in one patch.
      s.gameId = gameId;
      s.serverSeedHash = serverSeedHash;
      s.clientSeed = clientSeed;
      s.gameStatus = "active";
      for (const p of s.players.values() as Iterable<TablePlayerSchema>) p.isAccept = false;
      this.def.sync(s, this.game, this.seats, []);
      this.announceAll("game-start", { gameId: s.gameId, serverSeedHash: s.serverSeedHash, clientSeed });
      // A game can be over as it is dealt (a natural blackjack on either side): it settles at once.
      if (this.def.isOver(this.game)) this.gameOver(this.game);
      else {
        this.schedule();
        this.commit();
      }
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
    if (this.def.isOver(game)) this.gameOver(game);
    else {
      this.schedule();
      this.commit();
    }
  }

  /** The rules ended the game: the clocks stop and everyone sees it ended (one patch), then the money follows. */
  private gameOver(game: unknown): void {
    this.clearTimers();
    this.state.gameStatus = "finished";
    this.state.turnEndsAt = 0;
    this.commit();
    void this.finishGame(game);
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

  protected override leaveGame(seat: KitSeat): void {
    const game = this.game;
    if (!game || this.def.isOver(game)) return;
    this.apply(this.def.leave(game, seat.key), null, TABLE_MESSAGES.exit);
  }

  /** Every seated client's StateView holds exactly the hidden items its seat may see now (the game's visibleSecrets). */
  protected override commit(): void {
    if (this.def.visibleSecrets) this.refreshViews();
    super.commit();
  }

  private refreshViews(): void {
    const key = this.def.secretsKey?.(this.game) ?? null;
    for (const seat of this.seats.values()) {
      const client = seat.client;
      if (!client) continue;
      const viewed = this.shownSecrets.get(client);
      if (key !== null && viewed?.key === key) continue;
      const want = new Set(this.def.visibleSecrets!(this.state, this.game, seat.key));
      const shown = viewed?.items ?? new Set<object>();
      // A client that may see nothing hidden has no view: it gets the frame everyone shares (one encoding for all).
      if (want.size > 0 || shown.size > 0) {
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
      }
      this.shownSecrets.set(client, { key, items: shown });
    }
  }

  protected clearTimers(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.turnTimer = this.botTimer = null;
  }
}

import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { matchMaker, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { messages, toMinor, type TableServerMessage, type TableServerPayload } from "@arena/contracts";
import { fairInt, hashServerSeed, serverSeedFromBytes, type FairSeed, type HmacSha256 } from "@arena/fair";
import type { AppContext } from "../../context.js";
import { holdEntryFee, recordResult, refundGame, releaseEntryFee } from "../../services/coins/gameMoney.js";
import { isDomainError } from "../../services/errors.js";
import { abortGame, finishGame } from "../../services/games/finishGame.js";
import { recordGameStart } from "../../services/games/records.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import { together } from "../together.js";
import type { AnyGameDefinition, Announcement, DrawContext, Outcome, Seat, TableSetup } from "./definition.js";
import type { TablePlayerSchema, TableStateSchema } from "./state.js";

/** Pause before a bot acts, so people can follow it. */
export const BOT_DELAY_MS = 700;
/** node:crypto's HMAC: the same draws as @arena/fair's pure-JS default (tested there), about three times cheaper. */
export const nativeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
/** Presence hash of a game's private tables: password → room id (shared by every process with Redis). */
export const privatePasswordsKey = (game: string) => `${game}:private-passwords`;
/** The bots' own stream: the table's client seed with this suffix, so bot choices replay from the revealed seed. */
export const BOT_STREAM = "|bots";

/** Messages every table shares (named as the spec names them), handled by the kit for every game. */
export const TABLE_MESSAGES = {
  chat: "send:message",
  rematchRequest: "rematch:request",
  rematchAccept: "rematch:accept",
  resume: "resume",
  start: "game-start",
  exit: "player exit",
  result: "get:winners",
} as const;

/** The kit's refusal codes and English texts (the game adds its own through its definition). */
export const TABLE_ERRORS = {
  GAME_FINISHED: "This game is over.",
  GAME_NOT_STARTED: "The game has not started yet.",
  NOT_CREATOR: "Only the room creator can start the game.",
  ROOM_NOT_FULL: messages.cantStart,
  REMATCH_UNAVAILABLE: "A rematch is not possible now.",
  CHAT_LIMIT: "You are sending messages too fast.",
  PLAYER_NOT_ACTIVE: "You are no longer in this game.",
  BAD_MESSAGE: "Invalid message.",
} as const;

interface KitSeat extends Seat {
  client: Client | null;
  /** Ends the seat when the reconnection grace runs out. */
  grace: NodeJS.Timeout | null;
}

interface JoinAuth {
  userId: string;
  playerName: string;
  resume: boolean;
  seat: string | null;
  clientSeed: string | null;
}

/**
 * A table of any game: the kit owns sessions, seats, reconnection, chat, rematch, listing, flood limits, inbound
 * validation, the turn clock, bots' timing, the entry fee (hold on seat, release before the start, settle at the
 * end, refund on abort) and the fairness commitment and reveal. The game's definition decides everything else.
 * Built per platform and game by `tableRoomFor(ctx, definition)`.
 */
export class TableRoom extends Room<{ state: TableStateSchema }> {
  protected app!: AppContext;
  protected def!: AnyGameDefinition;
  /** Tests only (refused in production by the config): every game of this kind uses this server seed. */
  protected fixedServerSeed: string | undefined;
  private options: unknown;
  private table!: TableSetup;
  private seats = new Map<string, KitSeat>();
  private game: unknown = null;
  private fair: FairSeed = { serverSeed: "", clientSeed: "" };
  private serverSeed = "";
  private draws: unknown[] = [];
  private botDraws = 0;
  private turnTimer: NodeJS.Timeout | null = null;
  private botTimer: NodeJS.Timeout | null = null;
  private closeTimer: NodeJS.Timeout | null = null;
  private chat = new Map<string, number[]>();
  private settled = false;
  private starting = false;
  private rematchStarting = false;
  private lastResult: unknown[] = [];
  /** Dropped connections whose reconnection token is still honoured (each holds one of the table's connections). */
  private pendingReconnections = new Map<Client, ReturnType<Room["allowReconnection"]>>();

  // ---- lifecycle ------------------------------------------------------------------------------------------

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

  override async onAuth(_client: Client, raw: unknown, context: AuthContext): Promise<JoinAuth> {
    const token = context.token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
    const auth = token ? await authenticate(this.app.db, this.app.sessionKey, token) : null;
    if (!auth) throw new ServerError(401, "Please login to play.");
    const seated = this.seatOf(auth.userId);
    if (seated) return { userId: auth.userId, playerName: seated.playerName, resume: true, seat: seated.key, clientSeed: null };
    if (this.state.gameStatus !== "not_started" || this.starting) throw new ServerError(409, "This game has already started.");
    const first = this.seats.size === 0;
    const parsed = (first ? this.def.createOptions : this.def.joinOptions).safeParse(raw);
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid join options.");
    const o = parsed.data as { currency?: string; roomPassword?: string; playerName: string; clientSeed?: string };
    if ((o.currency ?? "COIN") !== this.table.currency) {
      throw new ServerError(400, this.table.currency === "FREE" ? "This room plays with free coins." : "This room plays with real coins: switch freeplay off to join.");
    }
    if (!first && o.roomPassword && this.table.password && o.roomPassword !== this.table.password) throw new ServerError(403, messages.gameNotFound);
    if (this.humanSeats() >= this.table.humans) throw new ServerError(409, "This room is full.");
    const wanted = this.def.wantedSeat(parsed.data);
    this.pickSeat(wanted); // refuse early (no seat, taken seat); the seat itself is taken in onJoin
    const playerName = auth.displayName ?? o.playerName;
    return { userId: auth.userId, playerName, resume: false, seat: wanted, clientSeed: o.clientSeed ?? null };
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

  override onDrop(client: Client) {
    const seat = this.seatOfClient(client);
    if (!seat) return;
    this.setConnected(seat, false);
    const reconnection = this.allowReconnection(client, this.def.reconnectSeconds);
    this.pendingReconnections.set(client, reconnection);
    void reconnection.then(
      () => this.pendingReconnections.delete(client),
      () => this.pendingReconnections.delete(client),
    );
    this.startGrace(seat);
  }

  override onReconnect(client: Client) {
    const seat = this.seatOfClient(client);
    if (seat) this.resume(client, seat.userId!);
  }

  override async onLeave(client: Client) {
    const seat = this.seatOfClient(client);
    if (!seat || seat.client !== client) return;
    seat.client = null;
    if (this.state.gameStatus === "not_started" && !this.starting) {
      await this.removeSeat(seat);
      return;
    }
    // During or after a game the seat stays: the player may come back (another tab or device) within the grace.
    this.setConnected(seat, false);
    if (this.state.gameStatus === "active") this.startGrace(seat);
  }

  override async onDispose() {
    this.clearTimers();
    for (const seat of this.seats.values()) if (seat.grace) clearTimeout(seat.grace);
    if (this.table?.password) await this.presence.hdel(privatePasswordsKey(this.def.game), this.table.password);
    if (!this.settled && this.table) {
      // Nobody can finish this game any more: every fee goes back, and a started game's record ends as aborted. A
      // stop by a server shutdown (not by its players leaving) is marked, so the players are told when they return.
      const interrupted = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
      await abortGame(this.app, this.state.gameId, { refund: this.table.fee > 0, draws: this.draws, interrupted }).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "table abort failed"),
      );
    }
  }

  // ---- messages -------------------------------------------------------------------------------------------

  private handle(client: Client, type: string, payload: unknown): void {
    const seat = this.seatOfClient(client);
    switch (type) {
      case TABLE_MESSAGES.resume:
        return this.sendResume(client);
      case TABLE_MESSAGES.result:
        if (this.state.gameStatus === "finished") this.tell(client, "game:result", { gameId: this.state.gameId, winners: this.lastResult });
        return;
      case TABLE_MESSAGES.start:
        return void this.requestStart(client, seat);
      case TABLE_MESSAGES.chat:
        return this.chatMessage(client, seat, String((payload as { message?: unknown } | undefined)?.message ?? ""));
      case TABLE_MESSAGES.rematchRequest:
      case TABLE_MESSAGES.rematchAccept:
        return void this.rematch(client, seat, type);
      case TABLE_MESSAGES.exit:
        return this.exit(seat);
      default:
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

  private fail(client: Client, code: string, message: string, type?: string): void {
    this.tell(client, "error", { code, message, ...(type ? { type } : {}) });
  }

  /** The kit's sends, typed by the table contract (tableServerMessages). */
  private tell<K extends TableServerMessage>(client: Client, type: K, payload: TableServerPayload<K>): void {
    client.send(type, payload);
  }

  private announceAll<K extends TableServerMessage>(type: K, payload: TableServerPayload<K>): void {
    this.broadcast(type, payload);
  }

  // ---- the game -------------------------------------------------------------------------------------------

  private drawContext(): DrawContext {
    return { fair: this.fair, now: Date.now() };
  }

  private async requestStart(client: Client, seat: KitSeat | undefined) {
    if (this.state.gameStatus !== "not_started") return this.fail(client, "GAME_FINISHED", "The game has already started.", TABLE_MESSAGES.start);
    if (!seat || !this.state.players.get(seat.key)?.isCreator) return this.fail(client, "NOT_CREATOR", TABLE_ERRORS.NOT_CREATOR, TABLE_MESSAGES.start);
    if (!this.isFull()) return this.fail(client, "ROOM_NOT_FULL", TABLE_ERRORS.ROOM_NOT_FULL, TABLE_MESSAGES.start);
    await this.startGame();
  }

  private async startGame() {
    if (this.starting || this.state.gameStatus === "active") return;
    this.starting = true;
    try {
      await this.setPrivate(true); // a full or running table is no longer matched or listed
      // Colyseus locked the table when its seats filled, and joinById refuses locked rooms: reopen it (one spare
      // connection per seat) so a seated player can come back from another device; onAuth turns strangers away.
      await this.setMatchmaking({ maxClients: this.table.humans * 2, locked: false });
      const order = this.def.seatOrder([...this.seats.keys()]);
      this.serverSeed = this.fixedServerSeed ?? serverSeedFromBytes(randomBytes(32));
      const clientSeed = order.map((key) => `${key}:${this.seats.get(key)!.clientSeed ?? randomBytes(8).toString("hex")}`).join("|");
      this.fair = { serverSeed: this.serverSeed, clientSeed };
      this.game = this.def.newGame(this.options, order);
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
          return { userId: seat.userId, playerName: seat.playerName, isBot: seat.bot !== null, ...this.def.recordedSeat(seat) };
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
  private apply(outcome: Outcome<unknown, unknown> | null, client: Client | null, type: string): void {
    if (!outcome) return;
    if (!outcome.ok) {
      if (client) this.fail(client, outcome.error, this.def.errorText[outcome.error] ?? outcome.error, type);
      return;
    }
    const game = (this.game = outcome.game);
    // One write per player per action: the events and the one patch (clock set first) leave together.
    together(this.clients, () => {
      const { messages: said, draws } = this.def.announce(game, outcome.events);
      for (const d of draws) this.draws.push(d);
      for (const m of said) this.broadcast(m.type, m.payload as never);
      this.def.sync(this.state, game, this.seats, outcome.events);
      if (this.def.isOver(game)) void this.finishGame(); // sends its own patch before its first await
      else {
        this.schedule();
        this.commit();
      }
    });
  }

  /** After every step: a bot acts after a pause, a person gets the turn clock. The caller sends the patch. */
  private schedule(): void {
    const game = this.game;
    const turn = game && this.state.gameStatus === "active" && !this.def.isOver(game) ? this.def.turn(game) : null;
    if (turn === null) return this.clearTimers();
    const seat = this.seats.get(turn)!;
    if (seat.bot) {
      this.clearTimers();
      this.state.turnEndsAt = 0;
      this.botTimer = setTimeout(() => this.botAct(seat), BOT_DELAY_MS);
      return;
    }
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    const ms = this.state.turnSeconds * 1000;
    this.state.turnEndsAt = Date.now() + ms;
    // One clock per table, re-armed on every action rather than a new timer each time (every action resets it).
    if (this.turnTimer) this.turnTimer.refresh();
    else {
      this.turnTimer = setTimeout(() => {
        this.turnTimer = null;
        this.onTurnTimeout();
      }, ms);
    }
  }

  private botAct(seat: KitSeat): void {
    const game = this.game;
    if (!game || this.def.isOver(game) || this.def.turn(game) !== seat.key) return;
    // Bots draw from their own fair stream (own nonces), so a game with bots replays from its revealed seed.
    const random = fairInt({ serverSeed: this.fair.serverSeed, clientSeed: this.fair.clientSeed + BOT_STREAM }, this.botDraws++, 1_000_000, nativeHmac) / 1_000_000;
    this.apply(this.def.botMove(game, seat.key, seat.bot!, this.drawContext(), random), null, "bot");
  }

  private onTurnTimeout(): void {
    const game = this.game;
    if (!game || this.def.isOver(game)) return;
    const turn = this.def.turn(game);
    const said = turn === null ? null : this.def.timeoutAnnouncement(turn);
    if (said) this.broadcast(said.type, said.payload as never);
    this.apply(this.def.timeout(game, this.drawContext()), null, "timeout");
  }

  private async finishGame(): Promise<void> {
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
    try {
      // The decided result goes on record first: if the process dies before the payout, recovery settles it.
      if (paid) await recordResult(this.app, s.gameId, rankedUsers);
      const finished = await finishGame(this.app, {
        gameId: s.gameId,
        ranking: rankedUsers,
        paid,
        draws: this.draws,
        result: (won) => this.def.result(game, s, this.seats, won),
      });
      result = finished.result;
    } catch (err) {
      this.app.logger.error({ err, gameId: s.gameId }, "table settlement failed");
    }
    this.settled = true;
    this.lastResult = result;
    this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
    this.announceAll("game:result", { gameId: s.gameId, winners: result });
    this.closeTimer = setTimeout(() => void this.disconnect(), this.def.rematchSeconds * 1000);
  }

  // ---- seats ----------------------------------------------------------------------------------------------

  private gameRef() {
    return { gameId: this.state.gameId, game: this.def.game, currency: this.table.currency, fee: toMinor(this.table.fee) };
  }

  private addPlayer(seat: KitSeat): TablePlayerSchema {
    const player = this.def.newPlayer(seat);
    player.id = seat.userId ?? `bot-${seat.key}`;
    player.playerName = seat.playerName;
    this.state.players.set(seat.key, player);
    return player;
  }

  private seatOf(userId: string): KitSeat | undefined {
    for (const seat of this.seats.values()) if (seat.userId === userId && !seat.bot) return seat;
    return undefined;
  }

  private seatOfClient(client: Client): KitSeat | undefined {
    const userId = (client.auth as JoinAuth | undefined)?.userId;
    return userId ? this.seatOf(userId) : undefined;
  }

  private humanSeats(): number {
    let n = 0;
    for (const seat of this.seats.values()) if (!seat.bot) n++;
    return n;
  }

  private isFull(): boolean {
    return this.seats.size >= this.table.seats;
  }

  private pickSeat(wanted: string | null): string {
    try {
      return this.def.pickSeat(this.table, [...this.seats.values()], wanted);
    } catch (err) {
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      throw err;
    }
  }

  private async removeSeat(seat: KitSeat): Promise<void> {
    this.seats.delete(seat.key);
    this.state.players.delete(seat.key);
    if (seat.userId && this.table.fee > 0) {
      await releaseEntryFee(this.app, this.state.gameId, seat.userId).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "entry fee release failed"),
      );
    }
    // The creator left a waiting table: the next player becomes the creator.
    const players = [...this.state.players.values()] as TablePlayerSchema[];
    if (players.length > 0 && !players.some((p) => p.isCreator)) players[0]!.isCreator = true;
    this.commit();
    await this.publishListing();
  }

  private resume(client: Client, userId: string): void {
    const seat = this.seatOf(userId);
    if (!seat) return;
    if (seat.grace) clearTimeout(seat.grace);
    seat.grace = null;
    const previous = seat.client;
    seat.client = client;
    // A reconnection of the same session is not another screen: Colyseus has already moved the old client onto
    // the new socket, so leaving it would close the connection that just came back.
    if (previous && previous !== client && previous.sessionId !== client.sessionId) {
      previous.leave(4000, "Signed in on another screen.");
      // The seat came back on a new connection: the old one's reconnection reservation would otherwise keep a
      // connection slot for the whole grace, and a few drops and comebacks lock the table (joinById refused).
      // Rejecting it as Colyseus' own timeout does lets the slot go.
      const stale = this.pendingReconnections.get(previous);
      this.pendingReconnections.delete(previous);
      if (typeof stale?.reject === "function") stale.reject(false);
    }
    this.setConnected(seat, true);
    this.sendResume(client);
  }

  private sendResume(client: Client): void {
    const s = this.state;
    this.tell(client, "resume", { gameId: s.gameId, ...this.def.resume(s), turnEndsAt: s.turnEndsAt });
  }

  private setConnected(seat: KitSeat, connected: boolean): void {
    const player = this.state.players.get(seat.key) as TablePlayerSchema | undefined;
    if (player && player.isConnected !== connected) {
      player.isConnected = connected;
      this.commit();
    }
  }

  /** A dropped player keeps the seat for the grace period; the clock keeps running and plays for them. */
  private startGrace(seat: KitSeat): void {
    if (seat.grace || this.state.gameStatus !== "active") return;
    seat.grace = setTimeout(() => {
      seat.grace = null;
      if (seat.client) return;
      this.leaveGame(seat);
    }, this.def.reconnectSeconds * 1000);
  }

  private exit(seat: KitSeat | undefined): void {
    if (seat && this.state.gameStatus === "active") this.leaveGame(seat);
  }

  private leaveGame(seat: KitSeat): void {
    const game = this.game;
    if (!game || this.def.isOver(game)) return;
    this.apply(this.def.leave(game, seat.key), null, TABLE_MESSAGES.exit);
  }

  // ---- chat and rematch -----------------------------------------------------------------------------------

  private chatMessage(client: Client, seat: KitSeat | undefined, message: string): void {
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", TABLE_ERRORS.PLAYER_NOT_ACTIVE, TABLE_MESSAGES.chat);
    const now = Date.now();
    const recent = (this.chat.get(seat.userId!) ?? []).filter((at) => now - at < 10_000);
    if (recent.length >= this.def.chat.perTenSeconds) return this.fail(client, "CHAT_LIMIT", TABLE_ERRORS.CHAT_LIMIT, TABLE_MESSAGES.chat);
    recent.push(now);
    this.chat.set(seat.userId!, recent);
    this.announceAll(TABLE_MESSAGES.chat, { uid: seat.userId!, userName: seat.playerName, color: seat.key, message, at: now });
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

  // ---- plumbing -------------------------------------------------------------------------------------------

  /** Sends the state change now instead of waiting for the patch tick. */
  private commit(): void {
    this.broadcastPatch();
  }

  private clearTimers(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.turnTimer = this.botTimer = null;
  }

  /** What the lobby lists and what Quick Play matches on. */
  private async publishListing(): Promise<void> {
    const s = this.state;
    const seats = [...this.seats.values()];
    await this.setMetadata({
      gameType: this.table.mode,
      roomAmount: s.roomAmount,
      maxPlayers: s.maxPlayers,
      currency: s.currency,
      isVisible: this.table.visible,
      isOpen: s.gameStatus === "not_started" && !this.isFull(),
      ...this.def.listing(this.table, seats),
    });
  }
}

/** Re-exported for games whose announcements the kit sends. */
export type { Announcement };

/** The room class of one game on one platform (a fixed server seed only where tests ask for one). */
export function tableRoomFor(ctx: AppContext, definition: AnyGameDefinition, options: { fixedServerSeed?: string } = {}): typeof TableRoom {
  return class PlatformTableRoom extends TableRoom {
    protected override app = ctx;
    protected override def = definition;
    protected override fixedServerSeed = options.fixedServerSeed;
    override state = definition.newState();
  };
}

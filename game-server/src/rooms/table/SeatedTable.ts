import { Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { messages, toMinor, type TableServerMessage, type TableServerPayload } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { releaseEntryFee } from "../../services/coins/gameMoney.js";
import { takeOverEscrow } from "../../services/coins/takeOverEscrow.js";
import { isDomainError } from "../../services/errors.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import type { AnyGameDefinition, Seat, TableSetup } from "./definition.js";
import { takeGroup } from "../quickplay/handoff.js";
import { QUEUED_TABLE, TABLE_ERRORS, TABLE_MESSAGES } from "./protocol.js";
import type { TablePlayerSchema, TableStateSchema } from "./state.js";

export interface KitSeat extends Seat {
  client: Client | null;
  /** Ends the seat when the reconnection grace runs out. */
  grace: NodeJS.Timeout | null;
}

export interface JoinAuth {
  userId: string;
  playerName: string;
  resume: boolean;
  seat: string | null;
  clientSeed: string | null;
  /** Cash tables: the coins the joiner sits down with (null: they watch). */
  buyIn: number | null;
}

/**
 * The people side of a table, for any game: who may sit (sessions, options, the game's seating policy), seats
 * kept through drops and reconnections within the grace, chat, the lobby listing and the kit's own sends.
 * `TableRoom` adds the game in play and its money on top.
 */
export abstract class SeatedTable extends Room<{ state: TableStateSchema }> {
  protected app!: AppContext;
  protected def!: AnyGameDefinition;
  protected options: unknown;
  protected table!: TableSetup;
  protected seats = new Map<string, KitSeat>();
  protected chat = new Map<string, number[]>();
  protected starting = false;
  /** A Quick Play table's matched players (user ids): nobody else may sit. Null at any other table. */
  protected queuedPlayers: ReadonlySet<string> | null = null;
  /** A Quick Play table lets its players go when a matched player has not come by then. */
  protected noShowTimer: NodeJS.Timeout | null = null;
  /** Dropped connections whose reconnection token is still honoured (each holds one of the table's connections). */
  protected pendingReconnections = new Map<Client, ReturnType<Room["allowReconnection"]>>();
  /** The kit's message names as this game's contract has them (TABLE_MESSAGES, some renamed by the game). */
  protected get names(): Record<keyof typeof TABLE_MESSAGES, string> {
    return (this.messageNames ??= { ...TABLE_MESSAGES, ...this.def.messageNames });
  }
  private messageNames: Record<keyof typeof TABLE_MESSAGES, string> | undefined;

  /** The seat is gone for good (gave up, or the grace ran out): the game decides what that means. */
  protected abstract leaveGame(seat: KitSeat): void;

  override async onAuth(_client: Client, raw: unknown, context: AuthContext): Promise<JoinAuth> {
    const token = context.token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
    const auth = token ? await authenticate(this.app.db, this.app.sessionKey, token) : null;
    if (!auth) throw new ServerError(401, "Please login to play.");
    const seated = this.seatOf(auth.userId);
    if (seated) return { userId: auth.userId, playerName: seated.playerName, resume: true, seat: seated.key, clientSeed: null, buyIn: null };
    await this.checkJurisdiction(context.ip);
    const cash = this.table.cash !== undefined;
    // A cash table takes people at any time (they watch, or sit for the next hand); any other only before its game.
    if (!cash && (this.state.gameStatus !== "not_started" || this.starting)) throw new ServerError(409, "This game has already started.");
    if (this.queuedPlayers && !this.queuedPlayers.has(auth.userId)) throw new ServerError(409, "This room is full.");
    const first = this.seats.size === 0 && (!cash || this.clients.length === 0);
    const parsed = (first ? this.def.createOptions : this.def.joinOptions).safeParse(raw);
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid join options.");
    const o = parsed.data as { currency?: string; roomPassword?: string; playerName: string; clientSeed?: string; buyIn?: number };
    if ((o.currency ?? "COIN") !== this.table.currency) {
      throw new ServerError(400, this.table.currency === "FREE" ? "This room plays with free coins." : "This room plays with real coins: switch freeplay off to join.");
    }
    if (!first && o.roomPassword && this.table.password && o.roomPassword !== this.table.password) throw new ServerError(403, messages.gameNotFound);
    const wanted = this.def.wantedSeat(parsed.data);
    const playerName = auth.displayName ?? o.playerName;
    const admitted: JoinAuth = { userId: auth.userId, playerName, resume: false, seat: wanted, clientSeed: o.clientSeed ?? null, buyIn: o.buyIn ?? null };
    // At a cash table whoever finds no free seat watches; the seat and the buy-in are taken in onJoin.
    if (cash) return admitted;
    if (this.humanSeats() >= this.table.humans) throw new ServerError(409, "This room is full.");
    this.pickSeat(wanted); // refuse early (no seat, taken seat); the seat itself is taken in onJoin
    return admitted;
  }

  /**
   * A COIN table is only for players where money games are allowed; any table, only where the platform is offered
   * (the address's country: the matchmaking guard makes it the one a trusted proxy saw).
   */
  private async checkJurisdiction(ip: string | undefined): Promise<void> {
    try {
      if (this.table.currency === "COIN") await this.app.jurisdictions.requireRealMoney(ip);
      else await this.app.jurisdictions.requireServed(ip);
    } catch (err) {
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      throw err;
    }
  }

  /**
   * A Quick Play table: the queue's group (its ticket is in the create options) sits here under the game id whose
   * escrow already holds their fees, so each seat's hold finds the fee held and moves nothing. Nobody else may sit,
   * and no client can create such a table. If a matched player has not come when the seat reservations run out, the
   * table closes and every fee goes back (onDispose).
   */
  protected async seatQueuedGroup(raw: unknown): Promise<void> {
    const group = await takeGroup(this.presence, raw);
    const table = this.table;
    if (!group || group.fee !== toMinor(table.fee) || group.currency !== table.currency || group.players.length !== table.humans) {
      throw new ServerError(403, QUEUED_TABLE.queueOnly);
    }
    if (!(await takeOverEscrow(this.app, group.gameId, this.app.processId))) throw new ServerError(409, "This game is already closed.");
    this.state.gameId = group.gameId;
    this.queuedPlayers = new Set(group.players);
    await this.setPrivate(true); // its seats are the queue's reservations: never matched, never listed
    this.noShowTimer = setTimeout(() => {
      this.noShowTimer = null;
      if (this.state.gameStatus !== "not_started" || this.starting) return;
      this.announceAll("info", { message: QUEUED_TABLE.cancelled });
      void this.disconnect();
    }, (this.seatReservationTimeout + QUEUED_TABLE.graceSeconds) * 1000);
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

  protected fail(client: Client, code: string, message: string, type?: string): void {
    this.tell(client, "error", { code, message, ...(type ? { type } : {}) });
  }

  /** The kit's sends, typed by the table contract (tableServerMessages). */
  protected tell<K extends TableServerMessage>(client: Client, type: K, payload: TableServerPayload<K>): void {
    client.send(type, payload);
  }

  protected announceAll<K extends TableServerMessage>(type: K, payload: TableServerPayload<K>): void {
    this.broadcast(type, payload);
  }

  protected gameRef() {
    return { gameId: this.state.gameId, game: this.def.game, currency: this.table.currency, fee: toMinor(this.table.fee) };
  }

  protected addPlayer(seat: KitSeat): TablePlayerSchema {
    const player = this.def.newPlayer(seat);
    player.id = seat.userId ?? `bot-${seat.key}`;
    player.playerName = seat.playerName;
    this.state.players.set(seat.key, player);
    return player;
  }

  protected seatOf(userId: string): KitSeat | undefined {
    for (const seat of this.seats.values()) if (seat.userId === userId && !seat.bot) return seat;
    return undefined;
  }

  protected seatOfClient(client: Client): KitSeat | undefined {
    const userId = (client.auth as JoinAuth | undefined)?.userId;
    return userId ? this.seatOf(userId) : undefined;
  }

  protected humanSeats(): number {
    let n = 0;
    for (const seat of this.seats.values()) if (!seat.bot) n++;
    return n;
  }

  protected isFull(): boolean {
    return this.seats.size >= this.table.seats;
  }

  protected pickSeat(wanted: string | null): string {
    try {
      return this.def.pickSeat(this.table, [...this.seats.values()], wanted);
    } catch (err) {
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      throw err;
    }
  }

  protected async removeSeat(seat: KitSeat): Promise<void> {
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

  protected resume(client: Client, userId: string): void {
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

  protected sendResume(client: Client): void {
    const s = this.state;
    this.tell(client, "resume", { gameId: s.gameId, ...this.def.resume(s), turnEndsAt: s.turnEndsAt });
  }

  protected setConnected(seat: KitSeat, connected: boolean): void {
    const player = this.state.players.get(seat.key) as TablePlayerSchema | undefined;
    if (player && player.isConnected !== connected) {
      player.isConnected = connected;
      this.presenceChanged(seat, connected);
      this.commit();
    }
  }

  /** A seated person dropped or came back (the game in play may care); nothing by default. */
  protected presenceChanged(_seat: KitSeat, _connected: boolean): void {}

  /** A dropped player keeps the seat for the grace period; the clock keeps running and plays for them. */
  protected startGrace(seat: KitSeat): void {
    // A cash table's seat holds chips between hands too: its grace runs whatever the table is doing.
    if (seat.grace || (this.state.gameStatus !== "active" && !this.table.cash)) return;
    seat.grace = setTimeout(() => {
      seat.grace = null;
      if (seat.client) return;
      this.leaveGame(seat);
    }, this.def.reconnectSeconds * 1000);
  }

  protected chatMessage(client: Client, seat: KitSeat | undefined, message: string): void {
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", TABLE_ERRORS.PLAYER_NOT_ACTIVE, this.names.chat);
    const now = Date.now();
    const recent = (this.chat.get(seat.userId!) ?? []).filter((at) => now - at < 10_000);
    if (recent.length >= this.def.chat.perTenSeconds) return this.fail(client, "CHAT_LIMIT", TABLE_ERRORS.CHAT_LIMIT, this.names.chat);
    recent.push(now);
    this.chat.set(seat.userId!, recent);
    const line: TableServerPayload<"send:message"> = { uid: seat.userId!, userName: seat.playerName, color: seat.key, message, at: now };
    this.broadcast(this.names.chat, line);
  }

  /** Sends the state change now instead of waiting for the patch tick. */
  protected commit(): void {
    this.broadcastPatch();
  }

  /** What the lobby lists and what Quick Play matches on. */
  protected async publishListing(): Promise<void> {
    const s = this.state;
    const seats = [...this.seats.values()];
    await this.setMetadata({
      gameType: this.table.mode,
      roomAmount: s.roomAmount,
      maxPlayers: s.maxPlayers,
      currency: s.currency,
      isVisible: this.table.visible,
      isOpen: this.table.cash ? !this.isFull() : s.gameStatus === "not_started" && !this.isFull(),
      ...this.def.listing(this.table, seats, s),
    });
  }
}

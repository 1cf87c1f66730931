import { createHmac, randomBytes, randomInt, randomUUID } from "node:crypto";
import { matchMaker, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import {
  LUDO_CHAT,
  LUDO_MAX_MESSAGES_PER_SECOND,
  LUDO_RECONNECT_SECONDS,
  LUDO_REMATCH_SECONDS,
  LUDO_TURN_SECONDS,
  ludoClientMessages,
  ludoCreateOptionsSchema,
  ludoJoinOptionsSchema,
  messages,
  OPPOSITE_COLOUR,
  toMinor,
  type LudoClientMessage,
  type LudoCreateOptions,
  type LudoGameRecord,
  type LudoServerMessage,
  type PawnColour,
  type WinnerEntry,
} from "@arena/contracts";
import { hashServerSeed, rollDie, serverSeedFromBytes, type HmacSha256 } from "@arena/fair";
import {
  applyLeave,
  applyMove,
  applyRoll,
  applyTimeout,
  chooseBotMove,
  COLORS,
  legalMoves,
  newGame,
  ranking,
  type BotLevel,
  type LudoEvent,
  type LudoState,
  type RulesContext,
  type RulesResult,
} from "@arena/rules-ludo";
import type { AppContext } from "../../context.js";
import { holdEntryFee, recordResult, refundGame, releaseEntryFee } from "../../services/coins/gameMoney.js";
import { isDomainError } from "../../services/errors.js";
import { abortGame, finishGame } from "../../services/games/finishGame.js";
import { recordGameStart } from "../../services/games/records.js";
import { LUDO } from "../../services/ludo/games.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { playerNameOf } from "../../services/ludo/players.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import { together } from "../together.js";
import { LudoPlayer, LudoRoomState } from "./state.js";

/** Pause before a bot acts, so people can follow it. */
export const BOT_DELAY_MS = 700;
/** node:crypto's HMAC: the same dice as @arena/fair's pure-JS default (tested there), about three times cheaper. */
const nativeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
/** Presence hash: private room password → room id (shared by every process with Redis). */
export const PRIVATE_PASSWORDS = "ludo:private-passwords";

interface Seat {
  color: PawnColour;
  userId: string | null;
  playerName: string;
  bot: BotLevel | null;
  client: Client | null;
  clientSeed: string | null;
  /** Ends the seat when the reconnection grace runs out. */
  grace: NodeJS.Timeout | null;
}

type LudoRoll = LudoGameRecord["rolls"][number];

interface JoinAuth {
  userId: string;
  playerName: string;
  resume: boolean;
  color: PawnColour | null;
  clientSeed: string | null;
}

const ERROR_TEXT = {
  NOT_YOUR_TURN: "It is not your turn.",
  ROLL_FIRST: "Roll the dice first.",
  ALREADY_ROLLED: "You already rolled: move a token.",
  ILLEGAL_MOVE: "That token cannot move with this dice.",
  NOT_A_TOKEN: "There is no such token.",
  GAME_FINISHED: "This game is over.",
  GAME_NOT_STARTED: "The game has not started yet.",
  NOT_CREATOR: "Only the room creator can start the game.",
  ROOM_NOT_FULL: messages.cantStart,
  REMATCH_UNAVAILABLE: "A rematch is not possible now.",
  CHAT_LIMIT: "You are sending messages too fast.",
  PLAYER_NOT_ACTIVE: "You are no longer in this game.",
  BAD_MESSAGE: "Invalid message.",
} as const;
type ErrorCode = keyof typeof ERROR_TEXT;

/**
 * A Ludo table. The room keeps seats, clocks and reconnection and maps the rules' results onto the synchronised
 * state; @arena/rules-ludo decides every outcome and @arena/fair draws every die. Fees come from the room's own
 * amount through the ledger (hold on seat, release on leaving before the start, settle at the end).
 * Built per platform by `ludoRoomFor(ctx)`.
 */
export class LudoRoom extends Room<{ state: InstanceType<typeof LudoRoomState> }> {
  protected app!: AppContext;
  override state = new LudoRoomState();
  private options!: LudoCreateOptions;
  private seats = new Map<PawnColour, Seat>();
  private password: string | null = null;
  private game: LudoState | null = null;
  private serverSeed = "";
  private rollLog: LudoRoll[] = [];
  private turnTimer: NodeJS.Timeout | null = null;
  private botTimer: NodeJS.Timeout | null = null;
  private closeTimer: NodeJS.Timeout | null = null;
  private chat = new Map<string, number[]>();
  private settled = false;
  /** Players who gave up or did not come back (LEFT), as opposed to put out by the clock (OUT). */
  private leftColours = new Set<PawnColour>();
  private starting = false;
  /** Dropped connections whose reconnection token is still honoured (each holds one of the table's connections). */
  private pendingReconnections = new Map<Client, ReturnType<Room["allowReconnection"]>>();
  /** What syncState last wrote to the schema's token arrays and legal tokens (reset when a game starts). */
  private shownTokens = new Map<PawnColour, number[]>();
  private shownLegal: number[] = [];

  // ---- lifecycle ------------------------------------------------------------------------------------------

  override async onCreate(raw: unknown) {
    const parsed = ludoCreateOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid room options.");
    const o = parsed.data;
    this.options = o;
    if (o.gameType === "Classic" || o.gameType === "Private") {
      // One keyed lookup (a Redis HGET with the Redis driver), not a scan of every room.
      if (await matchMaker.getRoomById(o.roomId)) throw new ServerError(409, "This room name is already in use. Try again.");
      this.roomId = o.roomId;
    }
    // Patches go out right after each action (broadcastPatch), not on a tick; this is only a safety net.
    this.patchRate = 1000;
    this.maxMessagesPerSecond = LUDO_MAX_MESSAGES_PER_SECOND; // a flooder is disconnected (docs/realtime.md)
    this.autoDispose = true;
    const s = this.state;
    s.roomId = this.roomId;
    s.gameId = randomUUID();
    s.gameType = o.gameType;
    s.rules = o.gameType === "Quick Play" || ("rules" in o && o.rules === "quick") ? "quick" : "classic";
    s.maxPlayers = o.gameType === "Computer" ? o.bots + 1 : o.maxPlayers;
    s.roomAmount = o.gameType === "Computer" ? 0 : o.roomAmount;
    s.currency = o.currency;
    s.boardType = o.boardType;
    s.turnSeconds = ("turnSeconds" in o && o.turnSeconds) || LUDO_TURN_SECONDS.default;
    this.maxClients = o.gameType === "Computer" ? 1 : s.maxPlayers;
    if (o.gameType === "Private") {
      this.password = o.roomPassword;
      await this.setPrivate(true);
      await this.presence.hset(PRIVATE_PASSWORDS, o.roomPassword, this.roomId);
    }
    await this.publishListing();

    for (const type of Object.keys(ludoClientMessages) as LudoClientMessage[]) {
      this.onMessage(type, (client, payload) => {
        const parsedMessage = ludoClientMessages[type].safeParse(payload ?? undefined);
        if (!parsedMessage.success) {
          return this.fail(client, "BAD_MESSAGE", parsedMessage.error.issues[0]?.message ?? ERROR_TEXT.BAD_MESSAGE, type);
        }
        return this.handle(client, type, parsedMessage.data as never);
      });
    }
    this.onMessage("*", (client, type) => this.fail(client, "BAD_MESSAGE", `Unknown message: ${String(type)}`, String(type)));
  }

  /**
   * Runs when the socket connects, after Colyseus reserved the seat: a matchmaking call without a valid session
   * never gets that far (guardMatchmaking in rooms/hardenTransport.ts answers 401 before a table is created or a
   * seat reserved). Here the session is checked again (it may have ended since) and the table's own rules apply.
   */
  override async onAuth(_client: Client, raw: unknown, context: AuthContext): Promise<JoinAuth> {
    const token = context.token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
    const auth = token ? await authenticate(this.app.db, this.app.sessionKey, token) : null;
    if (!auth) throw new ServerError(401, "Please login to play.");
    const seated = this.seatOf(auth.userId);
    if (seated) return { userId: auth.userId, playerName: seated.playerName, resume: true, color: seated.color, clientSeed: null };
    if (this.state.gameStatus !== "not_started" || this.starting) throw new ServerError(409, "This game has already started.");
    const first = this.seats.size === 0;
    const parsed = first ? ludoCreateOptionsSchema.safeParse(raw) : ludoJoinOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid join options.");
    const o = parsed.data;
    if (o.currency !== this.state.currency) {
      throw new ServerError(400, this.state.currency === "FREE" ? "This room plays with free coins." : "This room plays with real coins: switch freeplay off to join.");
    }
    if (!first && "roomPassword" in o && o.roomPassword && this.password && o.roomPassword !== this.password) {
      throw new ServerError(403, messages.gameNotFound);
    }
    if (this.humanSeats() >= this.humanCapacity()) throw new ServerError(409, "This room is full.");
    const wanted = "color" in o ? (o.color ?? null) : null;
    this.pickColour(wanted); // refuse early (no colour, taken colour); the seat itself is taken in onJoin
    const playerName = (await playerNameOf(this.app, auth.userId)) ?? o.playerName;
    return { userId: auth.userId, playerName, resume: false, color: wanted, clientSeed: o.clientSeed ?? null };
  }

  override async onJoin(client: Client, _options: unknown, auth: JoinAuth) {
    refuseWhileShuttingDown();
    if (auth.resume) return this.resume(client, auth.userId);
    // Joins that passed onAuth together are seated here one at a time (no await before the seat is taken).
    if (this.humanSeats() >= this.humanCapacity() || this.state.gameStatus !== "not_started") throw new ServerError(409, "This room is full.");
    const color = this.pickColour(auth.color);
    const seat: Seat = { color, userId: auth.userId, playerName: auth.playerName, bot: null, client, clientSeed: auth.clientSeed, grace: null };
    this.seats.set(color, seat); // taken before any await, so two joins never share a colour
    try {
      if (this.state.roomAmount > 0) await holdEntryFee(this.app, this.gameRef(), auth.userId, this.app.processId);
    } catch (err) {
      this.seats.delete(color);
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      this.app.logger.error({ err, gameId: this.state.gameId }, "ludo entry fee failed");
      throw new ServerError(500, messages.somethingWentWrong);
    }
    const player = new LudoPlayer();
    player.id = auth.userId;
    player.playerName = auth.playerName;
    player.color = color;
    player.isCreator = this.seats.size === 1;
    for (let i = 0; i < 4; i++) player.tokens.push(-1);
    this.state.players.set(color, player);
    if (this.options.gameType === "Computer") this.seatBots(color);
    this.commit();
    await this.publishListing();
    if (this.isFull() && this.options.gameType !== "Private") await this.startGame();
  }

  override onDrop(client: Client) {
    const seat = this.seatOfClient(client);
    if (!seat) return;
    this.setConnected(seat, false);
    const reconnection = this.allowReconnection(client, LUDO_RECONNECT_SECONDS);
    this.pendingReconnections.set(client, reconnection);
    void reconnection.then(
      () => this.pendingReconnections.delete(client),
      () => this.pendingReconnections.delete(client),
    );
    this.startGrace(seat);
  }

  override onReconnect(client: Client) {
    const seat = this.seatOfClient(client);
    if (!seat) return;
    this.resume(client, seat.userId!);
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
    if (this.password) await this.presence.hdel(PRIVATE_PASSWORDS, this.password);
    if (!this.settled) {
      // Nobody can finish this game any more: every fee goes back, and a started game's record ends as aborted. A
      // stop by a server shutdown (not by its players leaving) is marked, so the players are told when they return.
      const interrupted = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
      await abortGame(this.app, this.state.gameId, { refund: this.state.roomAmount > 0, draws: this.rollLog, interrupted }).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "ludo abort failed"),
      );
    }
  }

  // ---- messages -------------------------------------------------------------------------------------------

  private handle(client: Client, type: LudoClientMessage, payload: Record<string, unknown> | undefined): void {
    const seat = this.seatOfClient(client);
    switch (type) {
      case "get-colors":
        return client.send("get-colors", { tokens: this.freeColours() });
      case "resume":
        return this.sendResume(client);
      case "get:winners":
        if (this.state.gameStatus === "finished") client.send("game:result", { gameId: this.state.gameId, winners: this.winners() });
        return;
      case "game-start":
        return void this.requestStart(client, seat);
      case "send:message":
        return this.chatMessage(client, seat, String(payload?.message ?? ""));
      case "rematch:request":
      case "rematch:accept":
        return void this.rematch(client, seat, type);
      case "player exit":
        return this.exit(seat);
      default:
        break;
    }
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", ERROR_TEXT.PLAYER_NOT_ACTIVE, type);
    if (!this.game || this.state.gameStatus === "not_started") return this.fail(client, "GAME_NOT_STARTED", ERROR_TEXT.GAME_NOT_STARTED, type);
    const me = this.indexOf(seat.color);
    if (type === "roll-dice") return this.apply(applyRoll(this.game, me, this.rulesContext()), client, type);
    if (type === "update:move") return this.apply(applyMove(this.game, { player: me, token: Number(payload?.token) }), client, type);
    if (type === "timer:end") {
      // Only a hint: the server's own clock decides.
      if (this.state.turnEndsAt > 0 && Date.now() >= this.state.turnEndsAt - 250) this.onTurnTimeout();
    }
  }

  private fail(client: Client, code: ErrorCode, message: string, type?: string): void {
    client.send("error", { code, message, ...(type ? { type } : {}) });
  }

  private announceAll<K extends LudoServerMessage>(type: K, payload: unknown): void {
    this.broadcast(type, payload as never);
  }

  // ---- the game -------------------------------------------------------------------------------------------

  private rulesContext(): RulesContext {
    return { roll: this.roll, now: Date.now() };
  }

  /** This game's provably fair die (seeds fixed when the game starts). */
  private roll: RulesContext["roll"] = () => {
    throw new Error("no game has started");
  };

  private indexOf(color: PawnColour): number {
    return this.game!.players.findIndex((p) => p.color === color);
  }

  private async requestStart(client: Client, seat: Seat | undefined) {
    if (this.state.gameStatus !== "not_started") return this.fail(client, "GAME_FINISHED", "The game has already started.", "game-start");
    if (!seat || !this.state.players.get(seat.color)?.isCreator) return this.fail(client, "NOT_CREATOR", ERROR_TEXT.NOT_CREATOR, "game-start");
    if (!this.isFull()) return this.fail(client, "ROOM_NOT_FULL", messages.cantStart, "game-start");
    await this.startGame();
  }

  private async startGame() {
    if (this.starting || this.state.gameStatus === "active") return;
    this.starting = true;
    try {
      await this.setPrivate(true); // a full or running table is no longer matched or listed
      // Colyseus locked the table when its seats filled, and joinById refuses locked rooms: reopen it (one spare
      // connection per seat) so a seated player can come back from another device; onAuth turns strangers away.
      await this.setMatchmaking({ maxClients: this.humanCapacity() * 2, locked: false });
      const seats = [...this.seats.values()].sort((a, b) => COLORS.indexOf(a.color) - COLORS.indexOf(b.color));
      this.serverSeed = this.app.config.LUDO_FIXED_SERVER_SEED ?? serverSeedFromBytes(randomBytes(32));
      const clientSeed = seats.map((s) => `${s.color}:${s.clientSeed ?? randomBytes(8).toString("hex")}`).join("|");
      const fair = { serverSeed: this.serverSeed, clientSeed };
      this.roll = (nonce) => rollDie(fair, nonce, nativeHmac);
      this.game = newGame(this.state.rules as "classic" | "quick", seats.map((s) => s.color));
      this.rollLog = [];
      this.leftColours.clear();
      this.shownTokens.clear();
      this.shownLegal = Array.from(this.state.legalTokens);
      this.settled = false;
      const s = this.state;
      s.serverSeedHash = hashServerSeed(this.serverSeed);
      s.clientSeed = clientSeed;
      await recordGameStart(this.app, {
        id: s.gameId,
        game: LUDO,
        roomId: this.roomId,
        mode: this.options.gameType,
        details: { rules: s.rules },
        currency: s.currency as "COIN" | "FREE",
        fee: toMinor(s.roomAmount),
        players: this.game.players.map((p) => {
          const seat = this.seats.get(p.color)!;
          return { userId: seat.userId, playerName: seat.playerName, color: p.color, isBot: seat.bot !== null };
        }),
        serverSeed: this.serverSeed,
        serverSeedHash: s.serverSeedHash,
        clientSeed,
      });
      s.gameStatus = "active";
      for (const p of s.players.values()) {
        p.place = 0;
        p.isAccept = false;
        p.missedTurns = 0;
      }
      this.syncState();
      this.announceAll("game-start", { gameId: s.gameId, serverSeedHash: s.serverSeedHash, clientSeed });
      this.schedule();
      this.commit();
      await this.publishListing();
    } finally {
      this.starting = false;
    }
  }

  /** Applies a rules result: refusals go to the sender only; events are announced; state and clocks follow. */
  private apply(result: RulesResult, client: Client | null, type: string): void {
    if (!result.ok) {
      if (client) this.fail(client, result.error, ERROR_TEXT[result.error], type);
      return;
    }
    const state = result.state;
    this.game = state;
    // One write per player per action: the events and the one patch (clock set first) leave together.
    together(this.clients, () => {
      this.announce(result.events);
      this.syncState();
      if (state.phase === "finished") void this.finishGame(); // sends its own patch before its first await
      else {
        this.schedule();
        this.commit();
      }
    });
  }

  private colour(player: number): PawnColour {
    return this.game!.players[player]!.color;
  }

  private announce(events: LudoEvent[]): void {
    for (const e of events) {
      if (e.type === "roll") {
        this.rollLog.push({ nonce: e.nonce, color: this.colour(e.player), dice: e.dice });
        this.announceAll("roll-dice", { color: this.colour(e.player), dice: e.dice, nonce: e.nonce });
      } else if (e.type === "move") {
        const captured = events
          .filter((c): c is Extract<LudoEvent, { type: "capture" }> => c.type === "capture")
          .map((c) => ({ color: this.colour(c.victim), token: c.token }));
        this.announceAll("update:move", { color: this.colour(e.player), token: e.token, from: e.from, to: e.to, captured });
      } else if (e.type === "out") {
        if (e.reason === "left") this.leftColours.add(this.colour(e.player));
        this.announceAll("player exit", { color: this.colour(e.player), reason: e.reason });
      }
    }
  }

  /**
   * Copies the rules' state into the synchronised schema (only fields that changed are sent). Token values and
   * legal tokens are compared with plain copies of what was last written, never read back through the schema's
   * array proxies: this runs on every action.
   */
  private syncState(): void {
    const g = this.game!;
    const s = this.state;
    const finished = g.phase === "finished";
    s.status = g.phase;
    s.turn = finished ? "" : g.players[g.turn]!.color;
    s.dice = g.dice ?? 0;
    s.rolls = g.rolls;
    const legal = g.phase === "waiting_for_token" && g.dice !== null ? legalMoves(g, g.dice) : [];
    if (!sameNumbers(legal, this.shownLegal)) {
      s.legalTokens.clear();
      for (const t of legal) s.legalTokens.push(t);
      this.shownLegal = legal;
    }
    const places = finished ? ranking(g) : g.finished;
    for (let i = 0; i < g.players.length; i++) {
      const p = g.players[i]!;
      const player = s.players.get(p.color);
      if (!player) continue;
      let shown = this.shownTokens.get(p.color);
      if (!shown) this.shownTokens.set(p.color, (shown = Array.from(player.tokens)));
      for (let k = 0; k < 4; k++) {
        const t = p.tokens[k]!;
        if (shown[k] !== t) player.tokens[k] = shown[k] = t;
      }
      player.missedTurns = p.missedTurns;
      player.status = p.status === "out" ? (this.leftColours.has(p.color) ? "LEFT" : "OUT") : p.status === "finished" ? "FINISHED" : "ACTIVE";
      player.place = places.indexOf(i) + 1;
    }
  }

  /** After every step: a bot acts after a pause, a human gets the turn clock. The caller sends the patch. */
  private schedule(): void {
    const g = this.game;
    if (!g || g.phase === "finished" || this.state.gameStatus !== "active") return this.clearTimers();
    const seat = this.seats.get(g.players[g.turn]!.color)!;
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

  private botAct(seat: Seat): void {
    const g = this.game;
    if (!g || g.phase === "finished") return;
    const me = this.indexOf(seat.color);
    if (g.turn !== me) return;
    if (g.phase === "waiting_for_dice") return this.apply(applyRoll(g, me, this.rulesContext()), null, "roll-dice");
    const token = chooseBotMove(g, seat.bot!, randomInt(1_000_000) / 1_000_000);
    if (token !== null) this.apply(applyMove(g, { player: me, token }), null, "update:move");
  }

  private onTurnTimeout(): void {
    const g = this.game;
    if (!g || g.phase === "finished") return;
    this.announceAll("timer:end", { color: g.players[g.turn]!.color });
    this.apply(applyTimeout(g, this.rulesContext()), null, "timer:end");
  }

  private async finishGame(): Promise<void> {
    this.clearTimers();
    const g = this.game!;
    const s = this.state;
    s.gameStatus = "finished";
    s.turnEndsAt = 0;
    this.commit();
    const order = ranking(g).map((i) => g.players[i]!.color);
    const rankedUsers = order.map((c) => this.seats.get(c)!).filter((seat) => seat.userId && !seat.bot).map((seat) => seat.userId!);
    let winners = this.winners(new Map());
    try {
      // The decided result goes on record first: if the process dies before the payout, recovery settles it.
      if (s.roomAmount > 0) await recordResult(this.app, s.gameId, rankedUsers);
      const finished = await finishGame(this.app, {
        gameId: s.gameId,
        ranking: rankedUsers,
        paid: s.roomAmount > 0,
        draws: this.rollLog,
        result: (won) => this.winners(won),
      });
      winners = finished.result as WinnerEntry[];
    } catch (err) {
      this.app.logger.error({ err, gameId: s.gameId }, "ludo settlement failed");
    }
    this.settled = true;
    this.lastWinners = winners;
    this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
    this.announceAll("game:result", { gameId: s.gameId, winners });
    this.closeTimer = setTimeout(() => void this.disconnect(), LUDO_REMATCH_SECONDS * 1000);
  }

  private lastWinners: WinnerEntry[] = [];

  private winners(won?: Map<string, number>): WinnerEntry[] {
    if (!won) return this.lastWinners;
    const g = this.game!;
    return ranking(g).map((i, rank) => {
      const p = g.players[i]!;
      const seat = this.seats.get(p.color)!;
      const uid = seat.userId ?? `bot-${p.color}`;
      const player = this.state.players.get(p.color);
      return {
        id: rank + 1,
        nickname: seat.playerName,
        winner: rank === 0,
        uid,
        color: p.color,
        status: player?.status ?? "ACTIVE",
        winingAmount: seat.userId ? (won.get(seat.userId) ?? 0) : 0,
        isBot: seat.bot !== null,
      };
    });
  }

  // ---- seats ----------------------------------------------------------------------------------------------

  private gameRef() {
    return { gameId: this.state.gameId, game: "ludo", currency: this.state.currency as "COIN" | "FREE", fee: toMinor(this.state.roomAmount) };
  }

  private seatOf(userId: string): Seat | undefined {
    for (const seat of this.seats.values()) if (seat.userId === userId && !seat.bot) return seat;
    return undefined;
  }

  private seatOfClient(client: Client): Seat | undefined {
    const userId = (client.auth as JoinAuth | undefined)?.userId;
    return userId ? this.seatOf(userId) : undefined;
  }

  private humanCapacity(): number {
    return this.options.gameType === "Computer" ? 1 : this.state.maxPlayers;
  }

  private humanSeats(): number {
    return [...this.seats.values()].filter((s) => !s.bot).length;
  }

  private isFull(): boolean {
    return this.seats.size >= this.state.maxPlayers;
  }

  private freeColours(): PawnColour[] {
    const free = COLORS.filter((c) => !this.seats.has(c));
    // Two players sit on opposite colours: the second seat's only choice is the first one's opposite.
    if (this.state.maxPlayers === 2 && this.seats.size === 1) {
      const first = [...this.seats.keys()][0]!;
      return [OPPOSITE_COLOUR[first]];
    }
    return free;
  }

  /** The colour a joiner gets: their choice if free; 2-player tables and Quick Play assign one. */
  private pickColour(wanted: PawnColour | null): PawnColour {
    const free = this.freeColours();
    if (wanted && free.includes(wanted)) return wanted;
    const assign = this.state.maxPlayers === 2 || this.options.gameType === "Quick Play" || this.seats.size === 0;
    if (!wanted && !assign) throw new ServerError(400, messages.selectTokenFirst);
    if (wanted && !assign) throw new ServerError(409, "That colour is taken: choose another.");
    const pick = free[0];
    if (!pick) throw new ServerError(409, "This room is full.");
    return pick;
  }

  private seatBots(human: PawnColour): void {
    const o = this.options;
    if (o.gameType !== "Computer") return;
    // Bots sit opposite first, then on the remaining colours.
    const order = [OPPOSITE_COLOUR[human], ...COLORS.filter((c) => c !== human && c !== OPPOSITE_COLOUR[human])];
    for (const color of order.slice(0, o.bots)) {
      this.seats.set(color, { color, userId: null, playerName: `Bot ${color}`, bot: o.botLevel, client: null, clientSeed: null, grace: null });
      const bot = new LudoPlayer();
      bot.id = `bot-${color}`;
      bot.playerName = `Bot ${color}`;
      bot.color = color;
      bot.isBot = true;
      for (let i = 0; i < 4; i++) bot.tokens.push(-1);
      this.state.players.set(color, bot);
    }
  }

  private async removeSeat(seat: Seat): Promise<void> {
    this.seats.delete(seat.color);
    this.state.players.delete(seat.color);
    if (seat.userId && this.state.roomAmount > 0) {
      await releaseEntryFee(this.app, this.state.gameId, seat.userId).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "ludo release failed"),
      );
    }
    // The creator left a waiting table: the next player becomes the creator.
    const players = [...this.state.players.values()];
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
    client.send("resume", { gameId: s.gameId, status: s.status, turn: s.turn, dice: s.dice, turnEndsAt: s.turnEndsAt });
  }

  private setConnected(seat: Seat, connected: boolean): void {
    const player = this.state.players.get(seat.color);
    if (player && player.isConnected !== connected) {
      player.isConnected = connected;
      this.commit();
    }
  }

  /** A dropped player keeps the seat for the grace period; the clock keeps running and auto-moves apply. */
  private startGrace(seat: Seat): void {
    if (seat.grace || this.state.gameStatus !== "active") return;
    seat.grace = setTimeout(() => {
      seat.grace = null;
      if (seat.client || !this.game || this.game.phase === "finished") return;
      const me = this.indexOf(seat.color);
      if (this.game.players[me]?.status === "active") this.apply(applyLeave(this.game, me), null, "player exit");
    }, LUDO_RECONNECT_SECONDS * 1000);
  }

  private exit(seat: Seat | undefined): void {
    if (!seat || !this.game || this.state.gameStatus !== "active") return;
    const me = this.indexOf(seat.color);
    if (this.game.players[me]?.status === "active") this.apply(applyLeave(this.game, me), null, "player exit");
  }

  // ---- chat and rematch -----------------------------------------------------------------------------------

  private chatMessage(client: Client, seat: Seat | undefined, message: string): void {
    if (!seat) return this.fail(client, "PLAYER_NOT_ACTIVE", ERROR_TEXT.PLAYER_NOT_ACTIVE, "send:message");
    const now = Date.now();
    const recent = (this.chat.get(seat.userId!) ?? []).filter((t) => now - t < 10_000);
    if (recent.length >= LUDO_CHAT.perTenSeconds) return this.fail(client, "CHAT_LIMIT", ERROR_TEXT.CHAT_LIMIT, "send:message");
    recent.push(now);
    this.chat.set(seat.userId!, recent);
    this.announceAll("send:message", { uid: seat.userId, userName: seat.playerName, color: seat.color, message, at: now });
  }

  private async rematch(client: Client, seat: Seat | undefined, type: "rematch:request" | "rematch:accept"): Promise<void> {
    if (!seat || this.state.gameStatus !== "finished" || this.options.gameType === "Computer") {
      return this.fail(client, "REMATCH_UNAVAILABLE", ERROR_TEXT.REMATCH_UNAVAILABLE, type);
    }
    const player = this.state.players.get(seat.color)!;
    player.isAccept = true;
    this.commit();
    const accepted = [...this.state.players.values()].filter((p) => p.isAccept && !p.isBot).map((p) => p.id);
    if (type === "rematch:request") this.announceAll("rematch:request", { uid: seat.userId, userName: seat.playerName });
    else this.announceAll("rematch:accept", { uid: seat.userId, accepted });
    const everyone = [...this.seats.values()].filter((s) => !s.bot);
    if (everyone.some((s) => !s.client)) return; // someone left: no rematch until they are back
    if (everyone.every((s) => this.state.players.get(s.color)?.isAccept)) await this.startRematch();
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

  private rematchStarting = false;

  private async holdAndRestart(): Promise<void> {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    this.closeTimer = null;
    const s = this.state;
    s.gameId = randomUUID();
    const paid: string[] = [];
    try {
      for (const seat of this.seats.values()) {
        if (!seat.userId || s.roomAmount <= 0) continue;
        await holdEntryFee(this.app, this.gameRef(), seat.userId, this.app.processId);
        paid.push(seat.userId);
      }
    } catch (err) {
      await refundGame(this.app, s.gameId).catch(() => undefined);
      for (const p of s.players.values()) p.isAccept = false;
      this.commit();
      const message = isDomainError(err) ? err.message : messages.somethingWentWrong;
      this.announceAll("info", { message: `Rematch cancelled: ${message}` });
      this.closeTimer = setTimeout(() => void this.disconnect(), LUDO_REMATCH_SECONDS * 1000);
      return;
    }
    for (const p of s.players.values()) {
      p.tokens.clear();
      for (let i = 0; i < 4; i++) p.tokens.push(-1);
      p.status = "ACTIVE";
    }
    s.gameStatus = "not_started";
    s.status = "Not Started";
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

  /** What the lobby lists (only open, visible Classic tables are shown there) and what Quick Play matches on. */
  private async publishListing(): Promise<void> {
    const s = this.state;
    await this.setMetadata({
      gameType: this.options.gameType,
      roomAmount: s.roomAmount,
      maxPlayers: s.maxPlayers,
      currency: s.currency,
      isVisible: this.options.gameType !== "Private",
      isOpen: s.gameStatus === "not_started" && !this.isFull(),
      players: [...s.players.values()].map((p) => ({ playerName: p.playerName, color: p.color })),
      freeColors: this.freeColours(),
    });
  }
}

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The room class for one platform: the same rules, with that platform's database, ledger and logger. */
export function ludoRoomFor(ctx: AppContext): typeof LudoRoom {
  return class PlatformLudoRoom extends LudoRoom {
    protected override app = ctx;
  };
}

import { randomUUID } from "node:crypto";
import { CloseCode, ServerError, type Client } from "@colyseus/core";
import { toCoins, toMinor } from "@arena/contracts";
import { buyIn, cashOut, settleHand, voidHand } from "../../services/coins/tableSeats.js";
import { DomainError, isDomainError } from "../../services/errors.js";
import type { CashTableSetup, HandStart } from "./definition.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import { TABLE_ERRORS } from "./protocol.js";
import type { JoinAuth, KitSeat } from "./SeatedTable.js";
import type { TablePlayerSchema } from "./state.js";
import { TableRoom } from "./TableRoom.js";

/** The kit's hold on a seat's chips: its sitting (escrow `seat:<id>`), its stack and what is under way. */
interface Chips {
  seatId: string;
  /** Minor units, as the seat's escrow holds them (between hands; a hand changes it only when it is settled). */
  stack: number;
  /** Stands up when the hand it plays is over. */
  leaving: boolean;
  /** A buy-in or a cash-out is in flight: the seat is not dealt in meanwhile. */
  busy: boolean;
  /** The last hand's change of the stack, after commission (minor units). */
  lastNet: number;
}

/** The synced state's fields a cash table writes besides the kit's. */
interface CashState {
  nextHandAt: number;
  handNumber: number;
}

type CashKitMessage = "sit" | "addChips";

/**
 * A table that plays hand after hand (Flash), on the kit: people come in to watch or sit down with a buy-in (moved
 * from their wallet to the seat's escrow), a hand is dealt a few seconds after enough players can play, each hand is
 * settled between the seats that played it in one transaction (with its record), and standing up — or not coming back
 * within the grace — returns the stack to the wallet (after the hand in play, which packs a seat still betting). A
 * hand that cannot be settled is void: nothing of it moved. Bots (free play only) buy in from the play-money bonus
 * account. The game loop (turns, clocks, bots' timing, fairness) is the kit's, as for every table.
 */
export class CashTableRoom extends TableRoom {
  private chips = new Map<string, Chips>();
  private handTimer: NodeJS.Timeout | null = null;
  private botFillTimer: NodeJS.Timeout | null = null;
  /** The seats dealt into the hand in play, with their stacks when it started. */
  private inHand = new Map<string, number>();
  private previousHand: unknown = null;

  private get cash(): CashTableSetup {
    return this.table.cash!;
  }

  private get cashState(): CashState {
    return this.state as unknown as CashState;
  }

  override async onCreate(raw: unknown) {
    await super.onCreate(raw);
    this.maxClients = this.cash.roomSize;
    // A listed table is matched while it has a free seat; any other is found by its code (or not at all) only.
    if (!this.table.visible) await this.setPrivate(true);
  }

  /** A listed table drops out of matchmaking while every seat is taken (people may still watch it by id). */
  protected override async publishListing(): Promise<void> {
    await super.publishListing();
    if (this.table.visible) await this.setPrivate(this.isFull());
  }

  override async onJoin(client: Client, _options: unknown, auth: JoinAuth) {
    refuseWhileShuttingDown();
    if (auth.resume) return this.resume(client, auth.userId);
    if (auth.buyIn === null) return; // a watcher: the state is all they get
    try {
      await this.sit(client, auth, auth.buyIn, auth.seat);
    } catch (err) {
      // No free seat: they watch and may sit when one frees. Anything else (the buy-in) refuses the join.
      if (isDomainError(err) && err.code === "TABLE_FULL") return this.tell(client, "info", { message: TABLE_ERRORS.TABLE_FULL });
      throw isDomainError(err) ? new ServerError(err.status, err.message) : err;
    }
  }

  override async onLeave(client: Client, code?: number) {
    const seat = this.seatOfClient(client);
    if (!seat || seat.client !== client) return;
    seat.client = null;
    this.setConnected(seat, false);
    // Leaving on purpose stands up now; a dropped connection that did not come back in time too.
    if (code === CloseCode.CONSENTED || !seat.grace) this.standUp(seat);
  }

  protected override leaveGame(seat: KitSeat): void {
    this.standUp(seat);
  }

  protected override exit(seat: KitSeat | undefined): void {
    if (seat) this.standUp(seat);
  }

  protected override kitMessage(client: Client, seat: KitSeat | undefined, type: string, payload: unknown): boolean {
    const message = type as CashKitMessage;
    if (message !== this.names.sit && message !== this.names.addChips) return false;
    const auth = client.auth as JoinAuth;
    const done =
      message === this.names.sit
        ? this.sit(client, auth, (payload as { buyIn: number }).buyIn, (payload as { seat?: string }).seat ?? null)
        : this.addChips(seat, (payload as { amount: number }).amount);
    done.catch((err) => {
      if (isDomainError(err)) return this.fail(client, err.code ?? "BAD_MESSAGE", err.message, type);
      this.app.logger.error({ err, roomId: this.roomId }, "cash table money step failed");
      this.fail(client, "BAD_MESSAGE", TABLE_ERRORS.BAD_MESSAGE, type);
    });
    return true;
  }

  // ---- seats and chips -------------------------------------------------------------------------------------------

  /** Takes a free seat for a person with `coins` of chips from their wallet; dealt in from the next hand. */
  private async sit(client: Client, auth: JoinAuth, coins: number, wanted: string | null): Promise<void> {
    if (this.seatOf(auth.userId)) throw refusal("ALREADY_SEATED", 409);
    this.checkBuyIn(coins);
    const key = this.freeSeat(wanted);
    const seat: KitSeat = { key, userId: auth.userId, playerName: auth.playerName, bot: null, client, clientSeed: auth.clientSeed, grace: null };
    await this.seatWithChips(seat, coins);
    if (this.cash.botsAfterSeconds === 0) await this.seatBots(key);
    this.dealSoon();
  }

  /** The game's bots sit down beside a person (play money only: the table's setup says when, never at a paid table). */
  private async seatBots(human: string): Promise<void> {
    if (this.botCount() > 0 || this.table.currency !== "FREE") return;
    for (const bot of this.def.bots(this.options, human)) {
      if (this.seats.has(bot.key)) continue;
      await this.seatWithChips({ ...bot, userId: null, clientSeed: null, client: null, grace: null }, this.cash.defaultBuyIn);
    }
  }

  private async seatWithChips(seat: KitSeat, coins: number): Promise<void> {
    const chips: Chips = { seatId: randomUUID(), stack: 0, leaving: false, busy: true, lastNet: 0 };
    this.seats.set(seat.key, seat); // taken before any await, so two people never share a seat
    this.chips.set(seat.key, chips);
    try {
      await buyIn(this.app, this.seatRef(seat, chips), toMinor(coins), this.app.processId);
    } catch (err) {
      this.seats.delete(seat.key);
      this.chips.delete(seat.key);
      throw isDomainError(err) && err.status === 400 && /enough/.test(err.message) ? refusal("NOT_ENOUGH_COINS", 400, err.message) : err;
    }
    chips.stack = toMinor(coins);
    chips.busy = false;
    const player = this.addPlayer(seat);
    player.isBot = seat.bot !== null;
    player.isCreator = [...this.seats.values()].filter((s) => !s.bot).length === 1 && !seat.bot;
    this.showChips(seat.key);
    this.commit();
    await this.publishListing();
  }

  private async addChips(seat: KitSeat | undefined, coins: number): Promise<void> {
    const chips = seat && this.chips.get(seat.key);
    if (!seat || !chips || chips.leaving) throw refusal("NOT_SEATED", 409);
    if (this.inHand.has(seat.key)) throw refusal("IN_HAND", 409);
    if (chips.busy) throw refusal("MONEY_BUSY", 409);
    const amount = toMinor(coins);
    if (chips.stack + amount > toMinor(this.cash.maxBuyIn)) throw refusal("BUY_IN_RANGE", 400, `Your stack may not pass ${this.cash.maxBuyIn} coins.`);
    chips.busy = true;
    try {
      await buyIn(this.app, this.seatRef(seat, chips), amount, this.app.processId);
      chips.stack += amount;
    } finally {
      chips.busy = false;
    }
    this.showChips(seat.key);
    this.commit();
    this.dealSoon();
  }

  /** Stands a seat up: a hand it still bets in is packed first and it cashes out when that hand is over. */
  private standUp(seat: KitSeat): void {
    const chips = this.chips.get(seat.key);
    if (!chips || chips.leaving) return;
    chips.leaving = true;
    this.showChips(seat.key);
    const game = this.game;
    if (this.inHand.has(seat.key)) {
      // Its hand is in play (or being settled): a seat still betting packs; it cashes out once the hand is settled.
      const left = game && !this.def.isOver(game) ? this.def.leave(game, seat.key) : null;
      if (left?.ok) return this.apply(left, null, this.names.exit);
      return this.commit();
    }
    void this.cashOutSeat(seat);
  }

  private async cashOutSeat(seat: KitSeat): Promise<void> {
    const chips = this.chips.get(seat.key);
    if (!chips) return;
    chips.busy = true;
    let amount = 0;
    try {
      amount = await cashOut(this.app, chips.seatId);
    } catch (err) {
      // The seat stays open in the ledger: the recovery pass cashes it out once the room is gone.
      this.app.logger.error({ err, seatId: chips.seatId }, "cash-out failed");
    }
    this.seats.delete(seat.key);
    this.chips.delete(seat.key);
    this.state.players.delete(seat.key);
    if (seat.client) seat.client.send(this.names.exit, { amount: toCoins(amount) });
    const people = [...this.state.players.values()] as TablePlayerSchema[];
    if (people.length > 0 && !people.some((p) => p.isCreator)) {
      const next = people.find((p) => !p.isBot);
      if (next) next.isCreator = true;
    }
    this.dealSoon();
    this.commit();
    await this.publishListing();
  }

  // ---- hands -----------------------------------------------------------------------------------------------------

  /** Seats that can play the next hand: here (or a bot), not leaving, nothing under way, chips enough. */
  private dealable(): string[] {
    return [...this.seats.values()]
      .filter((seat) => {
        const chips = this.chips.get(seat.key);
        const here = seat.bot !== null || (this.state.players.get(seat.key) as TablePlayerSchema | undefined)?.isConnected === true;
        return chips && !chips.leaving && !chips.busy && here && this.def.dealsIn!(this.options, chips.stack);
      })
      .map((seat) => seat.key);
  }

  /** Counts down to the next hand once enough players can play; stops the count when they no longer can. */
  private dealSoon(): void {
    if (this.state.gameStatus === "active" || this.starting || this.inHand.size > 0) return;
    const seats = this.dealable();
    // A hand needs enough players, and a person among them: bots alone (a free play table its player stood up from,
    // watching) do not play on by themselves.
    const enough = seats.length >= this.cash.minPlayers && seats.some((key) => !this.seats.get(key)!.bot);
    if (!enough) {
      if (this.handTimer) clearTimeout(this.handTimer);
      this.handTimer = null;
      this.cashState.nextHandAt = 0;
      this.fillWithBotsLater();
      return;
    }
    if (this.handTimer) return;
    this.cashState.nextHandAt = Date.now() + this.cash.pauseSeconds * 1000;
    this.handTimer = setTimeout(() => {
      this.handTimer = null;
      void this.dealHand();
    }, this.cash.pauseSeconds * 1000);
  }

  /** A person waits alone at a table that fills with bots: they sit down after the table's wait. */
  private fillWithBotsLater(): void {
    const after = this.cash.botsAfterSeconds;
    if (!after || this.botFillTimer || this.botCount() > 0) return;
    this.botFillTimer = setTimeout(() => {
      this.botFillTimer = null;
      const person = [...this.seats.values()].find((s) => !s.bot && !this.chips.get(s.key)?.leaving);
      if (!person || this.dealable().length >= this.cash.minPlayers) return;
      void this.seatBots(person.key).then(() => this.dealSoon(), (err) => this.app.logger.warn({ err }, "bots could not sit"));
    }, after * 1000);
  }

  private async dealHand(): Promise<void> {
    const seats = this.dealable();
    if (seats.length < this.cash.minPlayers) return this.dealSoon();
    this.inHand = new Map(seats.map((key) => [key, this.chips.get(key)!.stack]));
    const s = this.state;
    s.gameId = randomUUID();
    this.cashState.nextHandAt = 0;
    this.cashState.handNumber += 1;
    for (const key of this.seats.keys()) this.showChips(key);
    try {
      await this.startGame();
    } catch (err) {
      this.app.logger.error({ err, roomId: this.roomId }, "a hand could not start");
      this.inHand.clear();
      s.gameStatus = "finished";
      this.dealSoon();
      this.commit();
    }
  }

  protected override async lockForPlay(): Promise<void> {
    // People keep coming and going between hands: the table stays open.
  }

  protected override playingSeats(): string[] {
    return [...this.inHand.keys()];
  }

  protected override handStart(): HandStart<unknown> {
    return { stacks: this.inHand, previous: this.previousHand };
  }

  /** The hand is over: settle it between its seats (record and money in one transaction), then the next one. */
  protected override async finishGame(game: unknown): Promise<void> {
    const s = this.state;
    const nets = this.def.handNets!(game);
    const played = [...this.inHand.entries()].map(([key, start]) => ({ key, start, seatId: this.chips.get(key)!.seatId, net: nets.get(key) ?? 0 }));
    let result: unknown[];
    try {
      const settled = await settleHand(
        this.app,
        { handId: s.gameId, game: this.def.game, currency: this.table.currency, seats: played.map(({ seatId, start, net }) => ({ seatId, start, net })) },
        {
          draws: this.playRecord(),
          result: (cuts) => this.def.result(game, s, this.seats, new Map(played.map((p) => [p.key, toCoins(cuts.get(p.seatId) ?? 0)]))),
        },
      );
      for (const p of played) {
        const chips = this.chips.get(p.key);
        if (!chips) continue;
        chips.lastNet = p.net - (settled.cuts.get(p.seatId) ?? 0);
        chips.stack = p.start + chips.lastNet;
      }
      result = settled.result;
    } catch (err) {
      // Nothing of the hand moved: every bet is back on its seat, and the hand's record ends void.
      this.app.logger.error({ err, gameId: s.gameId }, "a hand could not be settled: void");
      await voidHand(this.app, s.gameId, this.playRecord(), false).catch(() => undefined);
      this.announceAll("info", { message: "This hand could not be settled: every bet is back on its seat." });
      result = [];
    }
    this.settled = true;
    this.previousHand = game;
    this.lastResult = result;
    const dealt = new Set(this.inHand.keys());
    this.inHand = new Map();
    this.announceAll("game-end", { gameId: s.gameId, serverSeed: this.serverSeed });
    this.announceAll("game:result", { gameId: s.gameId, winners: result });
    await this.afterHand(dealt);
  }

  /**
   * Between hands: the leavers cash out, a player whose stack this hand took below what a hand needs is told (bots
   * buy more), and the next hand counts down.
   */
  private async afterHand(dealt: ReadonlySet<string>): Promise<void> {
    for (const seat of [...this.seats.values()]) {
      const chips = this.chips.get(seat.key);
      if (!chips) continue;
      this.showChips(seat.key);
      if (chips.leaving) {
        await this.cashOutSeat(seat);
        continue;
      }
      if (this.def.dealsIn!(this.options, chips.stack)) continue;
      if (seat.bot) {
        // A bot out of chips buys its stack back up (play money, from the bonus account).
        await this.addBotChips(seat, chips).catch((err) => this.app.logger.warn({ err }, "bot top-up failed"));
      } else if (seat.client && dealt.has(seat.key)) {
        seat.client.send(this.names.lowStack, { stack: toCoins(chips.stack), boot: this.state.roomAmount, maxBuyIn: this.cash.maxBuyIn });
      }
    }
    this.dealSoon();
    this.commit();
  }

  private async addBotChips(seat: KitSeat, chips: Chips): Promise<void> {
    const amount = toMinor(this.cash.defaultBuyIn) - chips.stack;
    if (amount <= 0) return;
    chips.busy = true;
    try {
      await buyIn(this.app, this.seatRef(seat, chips), amount, this.app.processId);
      chips.stack += amount;
    } finally {
      chips.busy = false;
    }
  }

  /** The table closes (everyone left, or the server stops): a hand in play is void, every seat cashes out. */
  protected override async closeMoney(): Promise<void> {
    if (this.handTimer) clearTimeout(this.handTimer);
    if (this.botFillTimer) clearTimeout(this.botFillTimer);
    if (this.state.gameStatus === "active" && !this.settled) {
      await voidHand(this.app, this.state.gameId, this.playRecord(), this.shuttingDown()).catch((err) =>
        this.app.logger.error({ err, gameId: this.state.gameId }, "hand void failed"),
      );
    }
    for (const seat of [...this.seats.values()]) await this.cashOutSeat(seat);
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------

  private checkBuyIn(coins: number): void {
    const { minBuyIn, maxBuyIn } = this.cash;
    if (!(coins >= minBuyIn && coins <= maxBuyIn)) throw refusal("BUY_IN_RANGE", 400, `The buy-in at this table is ${minBuyIn} to ${maxBuyIn} coins.`);
  }

  private freeSeat(wanted: string | null): string {
    const taken = [...this.seats.values()];
    const free = this.def.freeSeats(this.table, taken);
    if (free.length === 0) throw refusal("TABLE_FULL", 409);
    if (wanted && !free.includes(wanted)) throw refusal("SEAT_TAKEN", 409);
    return wanted ?? free[0]!;
  }

  private botCount(): number {
    let n = 0;
    for (const seat of this.seats.values()) if (seat.bot) n++;
    return n;
  }

  private seatRef(seat: KitSeat, chips: Chips) {
    return { seatId: chips.seatId, game: this.def.game, roomId: this.roomId, userId: seat.userId, currency: this.table.currency };
  }

  /** Writes a seat's chips to its synced player (through the game, which names the fields). */
  private showChips(key: string): void {
    const player = this.state.players.get(key) as TablePlayerSchema | undefined;
    const chips = this.chips.get(key);
    if (!player || !chips) return;
    const game = this.game;
    const playing = this.inHand.has(key) && game !== null && !this.def.isOver(game);
    this.def.showChips?.(player, { stack: chips.stack, lastNet: chips.lastNet, leaving: chips.leaving, playing, dealsIn: this.def.dealsIn!(this.options, chips.stack) });
  }
}

const refusal = (code: keyof typeof TABLE_ERRORS, status: number, message: string = TABLE_ERRORS[code]) => new DomainError(status, message, {}, code);

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
  type LudoCreateOptions,
  type LudoJoinOptions,
  type LudoServerMessage,
  type LudoServerPayload,
  type PawnColour,
  type WinnerEntry,
} from "@arena/contracts";
import { rollDie } from "@arena/fair";
import {
  applyLeave,
  applyMove,
  applyRoll,
  applyTimeout,
  botColours,
  chooseBotMove,
  colorsInSeatOrder,
  freeColours,
  legalMoves,
  newGame,
  outReason,
  pickColour,
  ranking,
  type BotLevel,
  type LudoEvent,
  type LudoState,
  type RulesContext,
  type RulesResult,
  type Seating,
} from "@arena/rules-ludo";
import { DomainError } from "../../services/errors.js";
import { LUDO } from "../../services/ludo/games.js";
import { nativeHmac } from "../table/TableRoom.js";
import type { Announcement, DrawContext, GameDefinition, Outcome, Seat, TableSetup } from "../table/definition.js";
import { LudoCapture, LudoPlayer, LudoRoomState } from "./state.js";

type Options = LudoCreateOptions;

/** Rules' refusals, in English (the web shows its own catalogue by code). */
const ERROR_TEXT: Record<string, string> = {
  NOT_YOUR_TURN: "It is not your turn.",
  ROLL_FIRST: "Roll the dice first.",
  ALREADY_ROLLED: "You already rolled: move a token.",
  ILLEGAL_MOVE: "That token cannot move with this dice.",
  NOT_A_TOKEN: "There is no such token.",
  GAME_FINISHED: "This game is over.",
  PLAYER_NOT_ACTIVE: "You are no longer in this game.",
};

const SEATING_ERRORS = {
  SELECT_COLOUR: new DomainError(400, messages.selectTokenFirst),
  COLOUR_TAKEN: new DomainError(409, "That colour is taken: choose another."),
  TABLE_FULL: new DomainError(409, "This room is full."),
} as const;

/** Quick Play tables, and private or computer tables that ask for it, play Quick rules (first token home wins). */
const rulesOf = (o: Options): "classic" | "quick" => (o.gameType === "Quick Play" || ("rules" in o && o.rules === "quick") ? "quick" : "classic");
const seating = (table: TableSetup): Seating => ({ players: table.seats, assigned: table.mode === "Quick Play" });
const colours = (seats: readonly Seat[]) => seats.map((s) => s.key as PawnColour);

/** The fair die of this game: every roll from the table's committed seeds. */
const rulesContext = (ctx: DrawContext): RulesContext => ({ roll: (nonce) => rollDie(ctx.fair, nonce, nativeHmac), now: ctx.now });

const outcome = (result: RulesResult): Outcome<LudoState, LudoEvent> =>
  result.ok ? { ok: true, game: result.state, events: result.events } : { ok: false, error: result.error };

/** A message to the table, typed by Ludo's contract (ludoServerMessages). */
const say = <K extends LudoServerMessage>(type: K, payload: LudoServerPayload<K>): Announcement => ({ type, payload });

const indexOf = (game: LudoState, colour: string) => game.players.findIndex((p) => p.color === colour);
const colourOf = (game: LudoState, player: number) => game.players[player]!.color;

/**
 * What sync last wrote to each player's tokens and to the legal tokens: compared as plain arrays, never read back
 * through the schema's proxies (sync runs on every action). Dropped with the player's schema (reset for a rematch).
 */
const shownTokens = new WeakMap<object, number[]>();
const shownLegal = new WeakMap<object, number[]>();
const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Ludo on the table kit: rules from @arena/rules-ludo, the spec's messages, its state and winner entries. */
export const ludoDefinition: GameDefinition<Options, LudoJoinOptions, LudoState, LudoEvent, LudoRoomState, LudoPlayer> = {
  game: LUDO,
  createOptions: ludoCreateOptionsSchema,
  joinOptions: ludoJoinOptionsSchema,
  messages: ludoClientMessages,
  errorText: ERROR_TEXT,
  maxMessagesPerSecond: LUDO_MAX_MESSAGES_PER_SECOND,
  reconnectSeconds: LUDO_RECONNECT_SECONDS,
  rematchSeconds: LUDO_REMATCH_SECONDS,
  chat: LUDO_CHAT,

  setup(o) {
    const computer = o.gameType === "Computer";
    return {
      roomId: o.gameType === "Classic" || o.gameType === "Private" ? o.roomId : null,
      mode: o.gameType,
      seats: computer ? o.bots + 1 : o.maxPlayers,
      humans: computer ? 1 : o.maxPlayers,
      fee: computer ? 0 : o.roomAmount,
      currency: o.currency,
      password: o.gameType === "Private" ? o.roomPassword : null,
      visible: o.gameType !== "Private",
      autoStart: o.gameType !== "Private",
      rematch: !computer,
      turnSeconds: ("turnSeconds" in o && o.turnSeconds) || LUDO_TURN_SECONDS.default,
      queued: o.gameType === "Quick Play",
    };
  },
  quickPlayTable: (terms) => ({ gameType: "Quick Play", ...terms }),
  newState() {
    return new LudoRoomState();
  },
  describe(s, o) {
    s.rules = rulesOf(o);
    s.boardType = o.boardType;
  },
  newPlayer(seat) {
    const player = new LudoPlayer();
    player.color = seat.key;
    for (let i = 0; i < 4; i++) player.tokens.push(-1);
    return player;
  },

  wantedSeat: (o) => ("color" in o ? (o.color ?? null) : null),
  freeSeats: (table, taken) => freeColours(seating(table), colours(taken)),
  pickSeat(table, taken, wanted) {
    const picked = pickColour(seating(table), colours(taken), wanted as PawnColour | null);
    if (!picked.ok) throw SEATING_ERRORS[picked.error];
    return picked.colour;
  },
  bots: (o, human) =>
    o.gameType === "Computer" ? botColours(human as PawnColour, o.bots).map((key) => ({ key, playerName: `Bot ${key}`, bot: o.botLevel })) : [],
  seatOrder: (keys) => colorsInSeatOrder(keys as PawnColour[]),

  newGame: (o, seats) => newGame(rulesOf(o), seats as PawnColour[]),
  turn: (game) => (game.phase === "finished" ? null : colourOf(game, game.turn)),
  isOver: (game) => game.phase === "finished",
  move(game, seat, type, payload, ctx) {
    const me = indexOf(game, seat);
    if (type === "roll-dice") return outcome(applyRoll(game, me, rulesContext(ctx)));
    if (type === "update:move") return outcome(applyMove(game, { player: me, token: (payload as { token: number }).token }));
    return { ok: false, error: "BAD_MESSAGE" };
  },
  timeout: (game, ctx) => outcome(applyTimeout(game, rulesContext(ctx))),
  leave: (game, seat) => outcome(applyLeave(game, indexOf(game, seat))),
  botMove(game, seat, level, ctx, random) {
    const me = indexOf(game, seat);
    if (game.phase === "waiting_for_dice") return outcome(applyRoll(game, me, rulesContext(ctx)));
    const token = chooseBotMove(game, level as BotLevel, random);
    return token === null ? null : outcome(applyMove(game, { player: me, token }));
  },
  ranking: (game) => ranking(game).map((i) => colourOf(game, i)),

  announce(game, events) {
    const said: Announcement[] = [];
    const draws: unknown[] = [];
    for (const e of events) {
      // Rolls and moves travel in the state (lastRoll, lastMove): one patch per action, no message.
      if (e.type === "roll") draws.push({ nonce: e.nonce, color: colourOf(game, e.player), dice: e.dice });
      else if (e.type === "out") {
        said.push(say("player exit", { color: colourOf(game, e.player), reason: e.reason }));
      }
    }
    return { messages: said, draws };
  },
  timeoutAnnouncement: (seat) => say("timer:end", { color: seat as PawnColour }),

  sync(s, g, _seats, events) {
    const finished = g.phase === "finished";
    if (g.rolls === 0 && s.lastRoll.nonce !== -1) s.lastRoll.assign({ color: "", dice: 0, nonce: -1 }); // a new game
    for (const e of events) {
      if (e.type === "roll") {
        s.lastRoll.color = colourOf(g, e.player);
        s.lastRoll.dice = e.dice;
        s.lastRoll.nonce = e.nonce;
      } else if (e.type === "move") {
        const m = s.lastMove;
        m.serial += 1;
        m.color = colourOf(g, e.player);
        m.token = e.token;
        m.from = e.from;
        m.to = e.to;
        m.captured.clear();
        for (const c of events) if (c.type === "capture") m.captured.push(new LudoCapture().assign({ color: colourOf(g, c.victim), token: c.token }));
      }
    }
    s.status = g.phase;
    s.turn = finished ? "" : colourOf(g, g.turn);
    s.dice = g.dice ?? 0;
    s.rolls = g.rolls;
    const legal = g.phase === "waiting_for_token" && g.dice !== null ? legalMoves(g, g.dice) : [];
    const wasLegal = shownLegal.get(s) ?? Array.from(s.legalTokens);
    if (!sameNumbers(legal, wasLegal)) {
      s.legalTokens.clear();
      for (const t of legal) s.legalTokens.push(t);
    }
    shownLegal.set(s, legal);
    const places = finished ? ranking(g) : g.finished;
    for (let i = 0; i < g.players.length; i++) {
      const p = g.players[i]!;
      const player = s.players.get(p.color);
      if (!player) continue;
      let shown = shownTokens.get(player);
      if (!shown) shownTokens.set(player, (shown = Array.from(player.tokens)));
      for (let k = 0; k < 4; k++) {
        const t = p.tokens[k]!;
        if (shown[k] !== t) player.tokens[k] = shown[k] = t;
      }
      player.missedTurns = p.missedTurns;
      player.status = p.status === "out" ? (outReason(p) === "left" ? "LEFT" : "OUT") : p.status === "finished" ? "FINISHED" : "ACTIVE";
      player.place = places.indexOf(i) + 1;
    }
  },
  resetPlayer(player) {
    shownTokens.delete(player);
    player.tokens.clear();
    for (let i = 0; i < 4; i++) player.tokens.push(-1);
  },
  result(g, s, seats, won): WinnerEntry[] {
    return ranking(g).map((i, rank) => {
      const colour = colourOf(g, i);
      const seat = seats.get(colour)!;
      return {
        id: rank + 1,
        nickname: seat.playerName,
        winner: rank === 0,
        uid: seat.userId ?? `bot-${colour}`,
        color: colour,
        status: s.players.get(colour)?.status ?? "ACTIVE",
        winingAmount: seat.userId ? (won.get(seat.userId) ?? 0) : 0,
        isBot: seat.bot !== null,
      };
    });
  },
  recordedSeat: (seat) => ({ color: seat.key }),
  recordDetails: (o) => ({ rules: rulesOf(o) }),
  listing: (table, seats) => ({
    players: seats.map((s) => ({ playerName: s.playerName, color: s.key })),
    freeColors: freeColours(seating(table), colours(seats)),
  }),
  resume: (s) => ({ status: s.status, turn: s.turn, dice: s.dice }),
  question: (type, table, seats) => (type === "get-colors" ? say("get-colors", { tokens: freeColours(seating(table), colours(seats)) }) : null),
  isClockHint: (type) => type === "timer:end",
};

import {
  CHESS_CHAT,
  CHESS_GAME,
  CHESS_MAX_MESSAGES_PER_SECOND,
  CHESS_QUICK_PLAY_CLOCK,
  CHESS_RECONNECT_SECONDS,
  CHESS_REMATCH_SECONDS,
  chessClientMessages,
  chessCreateOptionsSchema,
  chessJoinOptionsSchema,
  type ChessColour,
  type ChessCreateOptions,
  type ChessEndReason,
  type ChessJoinOptions,
  type ChessResultEntry,
} from "@arena/contracts";
import { fairInt } from "@arena/fair";
import * as rules from "@arena/rules-chess";
import { DomainError } from "../../services/errors.js";
import type { ChessEnginePool } from "../../services/chess/engine.js";
import { nativeHmac } from "../table/TableRoom.js";
import type { DrawContext, GameDefinition, Outcome, Seat, TableSetup } from "../table/definition.js";
import { ChessPlayer, ChessRoomState } from "./state.js";

type Options = ChessCreateOptions;
type Event = rules.ChessEvent;

/** The rules' game, and which colour the computer plays at a computer table (null: two people). */
export interface ChessTableGame {
  chess: rules.ChessGame;
  bot: ChessColour | null;
  /** The fair colour draw (nonce 0 of the game's stream): 0 → p1 plays white. Null when the player chose a colour. */
  colourDraw: { nonce: number; value: number } | null;
}

const SEATS = ["p1", "p2"] as const;

/** Rules' refusals, in English (the web shows its own catalogue by code). */
const ERROR_TEXT: Record<string, string> = {
  NOT_YOUR_TURN: "It is not your turn.",
  ILLEGAL_MOVE: "That move is not legal.",
  GAME_FINISHED: "This game is over.",
  DRAW_OFFER_NOT_ALLOWED: "You cannot offer a draw now.",
  NO_DRAW_OFFER: "There is no draw offer to answer.",
  TAKEBACK_NOT_ALLOWED: "A takeback is not possible now.",
  NO_TAKEBACK_REQUEST: "There is no takeback request to answer.",
  ABORT_NOT_ALLOWED: "The game can only be aborted before both sides have moved.",
  RESIGN_NOT_ALLOWED: "You cannot resign now.",
  CLAIM_NOT_ALLOWED: "You cannot claim now: your opponent has not been gone long enough.",
};

const clockOf = (o: Options): rules.ChessRulesOptions["clock"] => {
  const { minutes, increment } = o.gameType === "Quick Play" ? CHESS_QUICK_PLAY_CLOCK : o;
  return minutes < 0 ? null : { initialMs: minutes * 60_000, incrementMs: increment * 1_000 };
};
const takebacksOf = (o: Options): boolean => (o.gameType === "Private" ? o.takebacks : o.gameType === "Computer");
const minutesOf = (o: Options) => (o.gameType === "Quick Play" ? CHESS_QUICK_PLAY_CLOCK.minutes : o.minutes);
const incrementOf = (o: Options) => (o.gameType === "Quick Play" ? CHESS_QUICK_PLAY_CLOCK.increment : o.increment);

const colourOf = (g: ChessTableGame, seat: string): ChessColour => (g.chess.seats.white === seat ? "white" : "black");
const opposite = (c: ChessColour): ChessColour => (c === "white" ? "black" : "white");
const NO_RESULT: ReadonlySet<string> = new Set<ChessEndReason>(["aborted", "noStart"]);

/** Several rules steps as one action (e.g. the computer's answer to a takeback request): events joined. */
function chain(g: ChessTableGame, first: rules.RulesResult, ...then: ((c: rules.ChessGame) => rules.RulesResult)[]): Outcome<ChessTableGame, Event> {
  if (!first.ok) return { ok: false, error: first.error };
  let chess = first.state;
  const events = [...first.events];
  for (const step of then) {
    const next = step(chess);
    if (!next.ok) break;
    chess = next.state;
    events.push(...next.events);
  }
  return { ok: true, game: { ...g, chess }, events };
}

const seatStatus = (g: rules.ChessGame, colour: ChessColour): string => {
  if (g.status === "started") return "ACTIVE";
  if (NO_RESULT.has(g.status)) return "ABORTED";
  return g.winner === null ? "DRAW" : g.winner === colour ? "WON" : "LOST";
};

/**
 * What sync last wrote of the legal moves (by position): legal moves are recomputed only when the position changed,
 * never read back through the schema's proxies.
 */
const shownPosition = new WeakMap<object, string>();

/** Chess on the table kit: rules from @arena/rules-chess, the computer from the engine pool, the spec's messages. */
export function chessDefinitionFor(engine: ChessEnginePool): GameDefinition<Options, ChessJoinOptions, ChessTableGame, Event, ChessRoomState, ChessPlayer> {
  return {
    game: CHESS_GAME,
    createOptions: chessCreateOptionsSchema,
    joinOptions: chessJoinOptionsSchema,
    messages: chessClientMessages,
    errorText: ERROR_TEXT,
    maxMessagesPerSecond: CHESS_MAX_MESSAGES_PER_SECOND,
    reconnectSeconds: CHESS_RECONNECT_SECONDS,
    rematchSeconds: CHESS_REMATCH_SECONDS,
    chat: CHESS_CHAT,
    botDelayMs: 100,

    setup(o): TableSetup {
      const computer = o.gameType === "Computer";
      return {
        roomId: o.gameType === "Private" ? o.roomId : null,
        mode: o.gameType,
        seats: 2,
        humans: computer ? 1 : 2,
        fee: computer ? 0 : o.roomAmount,
        currency: o.currency,
        password: null,
        visible: false,
        autoStart: true,
        rematch: true,
        turnSeconds: 0,
        queued: o.gameType === "Quick Play",
      };
    },
    quickPlayTable: (terms) => ({ gameType: "Quick Play", roomAmount: terms.roomAmount, maxPlayers: terms.maxPlayers, currency: terms.currency }),
    newState: () => new ChessRoomState(),
    describe(s, o) {
      s.minutes = minutesOf(o);
      s.increment = incrementOf(o);
      s.takebacks = takebacksOf(o);
      s.level = o.gameType === "Computer" ? o.level : 0;
      s.maxPlayers = 2;
    },
    newPlayer: () => new ChessPlayer(),

    wantedSeat: () => null,
    freeSeats: (_table, taken) => SEATS.filter((k) => !taken.some((s) => s.key === k)),
    pickSeat(_table, taken, _wanted) {
      const free = SEATS.find((k) => !taken.some((s) => s.key === k));
      if (!free) throw new DomainError(409, "This room is full.");
      return free;
    },
    bots: (o) => (o.gameType === "Computer" ? [{ key: "p2", playerName: `Computer level ${o.level}`, bot: String(o.level) }] : []),
    seatOrder: (keys) => [...keys].sort(),

    newGame(o, seats, ctx: DrawContext): ChessTableGame {
      const [first, second] = seats as [string, string];
      // An honest colour draw: nonce 0 of the committed stream, unless the player chose a colour against the computer.
      const chosen = o.gameType === "Computer" && o.color !== "random" ? o.color : null;
      const value = chosen ? (chosen === "white" ? 0 : 1) : fairInt(ctx.fair, 0, 2, nativeHmac);
      const white = value === 0 ? first : second;
      const black = value === 0 ? second : first;
      const chess = rules.newChessGame({ clock: clockOf(o), takebacks: takebacksOf(o), now: ctx.now, white, black });
      const bot = o.gameType === "Computer" ? (white === "p2" ? "white" : "black") : null;
      return { chess, bot, colourDraw: chosen ? null : { nonce: 0, value } };
    },
    turn: (g) => (rules.isOver(g.chess) ? null : (g.chess.seats[rules.turn(g.chess)!] ?? null)),
    isOver: (g) => rules.isOver(g.chess),
    isAborted: (g) => NO_RESULT.has(g.chess.status),
    deadline: (g) => rules.deadline(g.chess),
    // Players see the moment the running clock reads zero; the flag itself falls a lag grace later (rules.deadline).
    shownDeadline(g) {
      const c = g.chess;
      const side = rules.turn(c);
      return side && c.clock?.running ? c.turnStartedAt + c.clock[side] : rules.deadline(c);
    },
    presence: (g, seat, connected, now) => chain(g, rules.setPresence(g.chess, colourOf(g, seat), connected, now)),

    move(g, seat, type, payload, ctx) {
      const me = colourOf(g, seat);
      const { now } = ctx;
      const bot = g.bot;
      switch (type) {
        case "opponentMove": {
          const m = payload as { from: string; to: string; promotion?: "q" | "r" | "b" | "n"; moveMs?: number };
          return chain(g, rules.applyMove(g.chess, me, { from: m.from, to: m.to, promotion: m.promotion }, now, m.moveMs));
        }
        case "offerDraw":
          // The computer declines a draw offer at once (lichess's AI does not take draws).
          return chain(g, rules.offerDraw(g.chess, me, now), ...(bot ? [(c: rules.ChessGame) => rules.declineDraw(c, bot)] : []));
        case "declineDraw":
          return chain(g, rules.declineDraw(g.chess, me));
        case "takeBack":
          // Against the computer a takeback is granted at once (a free game to learn from).
          return chain(g, rules.requestTakeback(g.chess, me), ...(bot ? [(c: rules.ChessGame) => rules.answerTakeback(c, bot, true, now)] : []));
        case "undoRequestAccept":
          return chain(g, rules.answerTakeback(g.chess, me, (payload as { accept: boolean }).accept, now));
        case "resign":
          return chain(g, rules.resign(g.chess, me, now));
        case "abort":
          return chain(g, rules.abort(g.chess, me, now));
        case "claimVictory":
          return chain(g, rules.claimVictory(g.chess, me, now));
        case "claimDraw":
          return chain(g, rules.claimDraw(g.chess, me, now));
        default:
          return { ok: false, error: "BAD_MESSAGE" };
      }
    },
    timeout: (g, ctx) => chain(g, rules.timeout(g.chess, ctx.now)),
    leave: (g, seat) => chain(g, rules.leave(g.chess, colourOf(g, seat), Date.now())),
    async botMove(g, seat, level, _ctx, random) {
      const me = colourOf(g, seat);
      if (rules.turn(g.chess) !== me) return null;
      const uci = await engine.bestMove(g.chess.fen, Number(level), random);
      const promotion = (uci[4] || undefined) as "q" | "r" | "b" | "n" | undefined;
      // The move is timed when it is played (after the engine thought), like a person's.
      return chain(g, rules.applyMove(g.chess, me, { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion }, Date.now()));
    },
    ranking(g) {
      const w = g.chess.winner;
      if (!w) return [];
      return [g.chess.seats[w], g.chess.seats[opposite(w)]];
    },

    announce: () => ({ messages: [], draws: [] }),
    timeoutAnnouncement: () => null,

    sync(s, g, _seats, _events) {
      const c = g.chess;
      const over = rules.isOver(c);
      s.fen = c.fen;
      s.turn = over ? "" : rules.turn(c)!;
      s.check = c.check;
      const moves = c.moves;
      if (s.moves.length > moves.length) s.moves.splice(moves.length, s.moves.length - moves.length);
      for (let i = s.moves.length; i < moves.length; i++) s.moves.push(moves[i]!.san);
      const key = over ? "" : c.fen;
      if (shownPosition.get(s) !== key) {
        s.legalMoves.clear();
        if (!over) for (const m of rules.legalMovesUci(c)) s.legalMoves.push(m);
        shownPosition.set(s, key);
      }
      const last = moves[moves.length - 1];
      if (s.lastMove.ply !== moves.length) s.lastMove.assign({ ply: moves.length, from: last?.from ?? "", to: last?.to ?? "", san: last?.san ?? "" });
      s.w_Time = c.clock ? c.clock.white : -1;
      s.b_Time = c.clock ? c.clock.black : -1;
      s.clockRunning = !over && (c.clock?.running ?? false);
      s.drawOffer = c.drawOffer ?? "";
      s.takebackOffer = c.takebackOffer ?? "";
      s.status = c.status;
      s.winner = c.winner ?? "";
      for (const colour of ["white", "black"] as const) {
        const player = s.players.get(c.seats[colour]);
        if (!player) continue;
        player.color = colour;
        player.status = seatStatus(c, colour);
        player.absentSince = c.absentSince[colour] ?? 0;
        player.claimableAt = over ? 0 : (rules.claimableAt(c, colour) ?? 0);
        player.canOfferDraw = !over && rules.canOfferDraw(c, colour);
      }
    },
    resetPlayer(player) {
      player.color = "";
      player.absentSince = 0;
      player.claimableAt = 0;
      player.canOfferDraw = false;
    },
    result(g, _s, seats, won): ChessResultEntry[] {
      const c = g.chess;
      return (["white", "black"] as const).map((colour) => {
        const seat = seats.get(c.seats[colour])!;
        const status = seatStatus(c, colour);
        const outcome = status === "WON" ? "win" : status === "LOST" ? "loss" : status === "DRAW" ? "draw" : "aborted";
        return {
          uid: seat.userId ?? `bot-${seat.key}`,
          nickname: seat.playerName,
          color: colour,
          outcome,
          reason: c.status === "started" ? "aborted" : c.status,
          winingAmount: seat.userId ? (won.get(seat.userId) ?? 0) : 0,
          isBot: seat.bot !== null,
        };
      });
    },
    recordedSeat: (seat: Seat, g: ChessTableGame) => ({ color: colourOf(g, seat.key) }),
    recordDetails: (o) => ({ minutes: minutesOf(o), increment: incrementOf(o), takebacks: takebacksOf(o), level: o.gameType === "Computer" ? o.level : 0 }),
    playRecord: (g) => [
      { type: "colour", ...(g.colourDraw ?? { nonce: -1, value: -1 }), white: g.chess.seats.white },
      { type: "moves", moves: g.chess.moves.map((m) => m.san), pgn: rules.toPgn(g.chess, {}) },
      // Every accepted action with its time: rules.replay rebuilds the game (clocks included) from it.
      { type: "actions", ...rules.recordOf(g.chess) },
    ],
    listing: (_table, seats) => ({ players: seats.map((s) => ({ playerName: s.playerName })) }),
    resume: (s) => ({ status: s.status, turn: s.turn, fen: s.fen }),
  };
}

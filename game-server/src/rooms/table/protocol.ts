import { messages } from "@arena/contracts";
import { nativeHmac } from "../../services/games/nativeHmac.js";

/** Pause before a bot acts, so people can follow it. */
export const BOT_DELAY_MS = 700;
export { nativeHmac };
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
  /** Cash tables: take a free seat with a buy-in; more chips between hands. */
  sit: "sit",
  addChips: "addChips",
  /** Cash tables, server → a seated player: the stack no longer covers what a hand needs. */
  lowStack: "lowStack",
  /** House tables: place a bet, which deals a round. */
  bet: "bet",
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
  ALREADY_SEATED: "You already have a seat at this table.",
  NOT_SEATED: "Take a seat first.",
  SEAT_TAKEN: "That seat is taken: choose another.",
  TABLE_FULL: "Every seat is taken: watch, and sit when one is free.",
  BUY_IN_RANGE: "The buy-in is outside this table's range.",
  IN_HAND: "Wait for the hand to end.",
  NOT_ENOUGH_COINS: messages.notEnoughAmount,
  MONEY_BUSY: "Your last request is still being processed.",
  /** House tables. */
  BET_NOT_OFFERED: "Choose one of the table's bets.",
  ROUND_IN_PLAY: "Finish the round in play first.",
} as const;

/** A Quick Play table (made by the queue, `rooms/quickplay/`): what its players and a stray client are told. */
export const QUEUED_TABLE = {
  queueOnly: "Quick Play tables are made by the Quick Play queue: join the quickplay room.",
  cancelled: "A matched player did not come to the table: the game is cancelled and your entry fee is back.",
  /** Seconds past the seat reservation before the players who came are let go. */
  graceSeconds: 5,
} as const;

/**
 * Pure readings of the "flash" room's state for the pages: the state completed with defaults (the first snapshot
 * after a join can lack parts of the schema), which seat is yours, which seats are free, who is in the hand and in
 * what order, and what each seat shows. None of them decides anything the server decides; they only read what it
 * sent (the legal actions are its `choices`, never worked out here).
 */
import {
  FLASH_NEXT_HAND_SECONDS,
  FLASH_SEAT_KEYS,
  FLASH_TURN_SECONDS,
  type FlashCardsView,
  type FlashChoicesView,
  type FlashLastActionView,
  type FlashPlayerView,
  type FlashRoomView,
} from "@arena/contracts";

export type SeatKey = (typeof FLASH_SEAT_KEYS)[number];
export const SEAT_KEYS: readonly SeatKey[] = FLASH_SEAT_KEYS;

const DEFAULT_PLAYER: FlashPlayerView = {
  id: "",
  playerName: "",
  isConnected: true,
  isCreator: false,
  isAccept: false,
  isBot: false,
  status: "WAITING",
  stack: 0,
  inHand: false,
  seen: false,
  blindBets: 0,
  bet: 0,
  shownCards: [],
  handName: "",
  lastNet: 0,
  leaving: false,
};

export const NO_CHOICES: FlashChoicesView = {
  seat: "",
  bet: 0,
  betAllIn: false,
  double: 0,
  see: false,
  pack: false,
  show: 0,
  showAllIn: false,
  sideshow: 0,
  sideshowTarget: "",
  answerSideshow: false,
};

const NO_ACTION: FlashLastActionView = { n: 0, seat: "", type: "", amount: 0, double: false, allIn: false, accept: false };

/** The room state as the pages read it: every field present, whatever part of the schema has arrived yet. */
export function completeFlashView(raw: Partial<FlashRoomView> | null): FlashRoomView | null {
  if (!raw) return null;
  const players: Record<string, FlashPlayerView> = {};
  for (const [key, p] of Object.entries(raw.players ?? {})) if (p) players[key] = { ...DEFAULT_PLAYER, ...p, shownCards: [...(p.shownCards ?? [])] };
  const hands: Record<string, FlashCardsView> = {};
  for (const [key, h] of Object.entries(raw.hands ?? {})) if (h) hands[key] = { cards: [...(h.cards ?? [])] };
  return {
    roomId: "",
    gameId: "",
    gameType: "",
    maxPlayers: SEAT_KEYS.length,
    roomAmount: 0,
    gameStatus: "not_started",
    turnEndsAt: 0,
    turnSeconds: FLASH_TURN_SECONDS,
    serverSeedHash: "",
    clientSeed: "",
    boot: 0,
    blindLimit: 0,
    chaalLimit: 0,
    potLimit: 0,
    minBuyIn: 0,
    maxBuyIn: 0,
    defaultBuyIn: 0,
    a23: "second",
    tableStatus: "not_started",
    handNumber: 0,
    nextHandAt: 0,
    dealer: "",
    turn: "",
    pot: 0,
    stake: 0,
    sideshowAsker: "",
    sideshowTarget: "",
    ...raw,
    currency: raw.currency === "FREE" ? "FREE" : "COIN",
    choices: { ...NO_CHOICES, ...raw.choices },
    lastAction: { ...NO_ACTION, ...raw.lastAction },
    players,
    hands,
  };
}

/** Your seat: the one holding your user id (none while you watch). */
export function mySeatIn(view: FlashRoomView, myId: string | null): SeatKey | null {
  if (!myId) return null;
  return SEAT_KEYS.find((key) => !view.players[key]?.isBot && view.players[key]?.id === myId) ?? null;
}

export const freeSeats = (view: FlashRoomView): SeatKey[] => SEAT_KEYS.filter((key) => !view.players[key]);

/** A hand is being played (from the boot going in to its last action). */
export const handLive = (view: FlashRoomView): boolean => view.gameStatus === "active";

/**
 * The seats dealt into the current (or last) hand in the order the dealer deals them: the dealer first, then the
 * seats after it (the server's hand order; card r of seat i is the deck's r × seats + i).
 */
export function handOrder(view: FlashRoomView): SeatKey[] {
  const dealt = SEAT_KEYS.filter((key) => view.players[key]?.inHand);
  const at = dealt.findIndex((key) => Number(key) >= Number(view.dealer || "0"));
  if (at <= 0) return dealt;
  return [...dealt.slice(at), ...dealt.slice(0, at)];
}

/** Cards the server lets this client see for a seat: its hidden hand (your own once seen, a sideshow's), else shown cards. */
export function visibleCards(view: FlashRoomView, seat: string): string[] {
  const hidden = view.hands[seat]?.cards ?? [];
  if (hidden.length === 3) return hidden;
  const shown = view.players[seat]?.shownCards ?? [];
  return shown.length === 3 ? shown : [];
}

/** What a seat's badge says of it now (the words are flash.seat.status.<this>). */
export type SeatState = "turn" | "blind" | "seen" | "packed" | "allIn" | "waiting" | "sittingOut" | "away" | "leaving";

export function seatState(view: FlashRoomView, seat: string): SeatState {
  const p = view.players[seat];
  if (!p) return "waiting";
  if (p.leaving) return "leaving";
  if (!p.isConnected && !p.isBot) return "away";
  if (p.inHand) {
    if (p.status === "PACKED") return "packed";
    if (p.status === "ALL_IN") return "allIn";
    if (handLive(view) && view.turn === seat) return "turn";
    return p.seen ? "seen" : "blind";
  }
  return p.status === "SITTING_OUT" ? "sittingOut" : "waiting";
}

/** Epoch ms a seat's turn clock runs out, 0 when it is not running for that seat. */
export const turnClockOf = (view: FlashRoomView, seat: string): number =>
  handLive(view) && view.turn === seat && view.turnEndsAt > 0 ? view.turnEndsAt : 0;

/** Seconds until the next deal (rounded up, never more than the table's pause: a clock read late), null when none is coming. */
export function nextHandIn(view: FlashRoomView, now: number): number | null {
  if (view.gameStatus === "active" || view.nextHandAt <= 0) return null;
  return Math.min(FLASH_NEXT_HAND_SECONDS, Math.max(0, Math.ceil((view.nextHandAt - now) / 1000)));
}

/** Seated people who can play (not bots): how many are at the table. */
export const seatedCount = (view: FlashRoomView): number => Object.keys(view.players).length;

/**
 * Chips a seat may still bring (the stack may not pass the table's maximum buy-in); 0 when none. The server checks it
 * again: this only sets the field's range.
 */
export const roomToAdd = (view: FlashRoomView, seat: string | null): number => {
  const stack = seat ? (view.players[seat]?.stack ?? 0) : 0;
  return Math.max(0, Math.round((view.maxBuyIn - stack) * 100) / 100);
};

/** Adding chips is taken between hands, or while your seat sits this hand out (the server says IN_HAND otherwise). */
export const canAddChipsNow = (view: FlashRoomView, seat: string | null): boolean =>
  seat !== null && !!view.players[seat] && !view.players[seat]!.leaving && !(handLive(view) && view.players[seat]!.inHand);

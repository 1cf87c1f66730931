/**
 * Pure readings of the "blackjack" room's state for the screen: the state completed with defaults (the first snapshot
 * after a join can lack parts of the schema), whether a round is in play, the buttons the server's `legal` allows with
 * the extra stake each puts down, and the round's hands as the screen words them. Nothing here decides anything: the
 * moves allowed are the server's `legal`, totals and outcomes are the server's; the extra stakes are read from the bet
 * the server shows, priced as the published rules price them (the server holds the real amount).
 */
import { BLACKJACK_DECISION_SECONDS, toCoins, toMinor, type BlackjackHandView, type BlackjackRoomView } from "@arena/contracts";

const DEFAULT_VIEW: BlackjackRoomView = {
  roomId: "",
  gameId: "",
  gameType: "",
  maxPlayers: 1,
  roomAmount: 0,
  currency: "COIN",
  gameStatus: "not_started",
  turnEndsAt: 0,
  turnSeconds: BLACKJACK_DECISION_SECONDS,
  serverSeedHash: "",
  clientSeed: "",
  betAmounts: [],
  phase: "betting",
  bet: 0,
  hands: [],
  active: 0,
  dealer: [],
  dealerTotal: 0,
  insurance: 0,
  legal: [],
  staked: 0,
  paid: 0,
  net: 0,
  rounds: 0,
  players: {},
};

const DEFAULT_HAND: BlackjackHandView = { cards: [], bet: 0, doubled: false, fromSplit: false, total: 0, soft: false, outcome: "", paid: 0 };

/** The room state as the screen reads it: every field present, whatever part of the schema has arrived yet. */
export function completeBlackjackView(raw: Partial<BlackjackRoomView> | null): BlackjackRoomView | null {
  if (!raw) return null;
  return {
    ...DEFAULT_VIEW,
    ...raw,
    betAmounts: [...(raw.betAmounts ?? [])],
    hands: (raw.hands ?? []).map((h) => ({ ...DEFAULT_HAND, ...h, cards: [...(h?.cards ?? [])] })),
    dealer: [...(raw.dealer ?? [])],
    legal: [...(raw.legal ?? [])],
    players: { ...(raw.players ?? {}) },
  };
}

/** A round is dealt and not over: the player has decisions to make (or the server is finishing it). */
export const roundInPlay = (view: Pick<BlackjackRoomView, "gameStatus" | "phase">): boolean =>
  view.gameStatus === "active" && (view.phase === "insurance" || view.phase === "playing");

/** The round on the table is over (its result is shown until the next bet). */
export const roundOver = (view: Pick<BlackjackRoomView, "phase" | "hands">): boolean => view.phase === "over" && view.hands.length > 0;

/** A bet may be placed: no round in play (the server says so too, and refuses otherwise). */
export const canBet = (view: Pick<BlackjackRoomView, "gameStatus" | "phase">): boolean => view.gameStatus !== "active" && !roundInPlay(view);

export const MOVES = ["insurance", "noInsurance", "hit", "stand", "double", "split"] as const;
export type Move = (typeof MOVES)[number];

/** The key that makes each move (shown on its button, announced by aria-keyshortcuts). */
export const MOVE_KEYS: Record<Move, string> = { insurance: "i", noInsurance: "n", hit: "h", stand: "s", double: "d", split: "p" };

export interface MoveButton {
  move: Move;
  /** Coins the move adds to the stake (held from the wallet before it is made); 0 for none. */
  extra: number;
  key: string;
}

/** Half the bet, rounded down to the minor unit: the insurance stake of the published rules. */
export const insuranceStake = (bet: number): number => toCoins(Math.floor(toMinor(bet) / 2));

/** What a move adds to the stake: a double or a split stakes the bet again, insurance half of it. */
export function extraStake(view: Pick<BlackjackRoomView, "bet" | "hands" | "active">, move: Move): number {
  if (move === "insurance") return insuranceStake(view.bet);
  if (move === "double" || move === "split") return view.bet;
  return 0;
}

/** The buttons to show: only the server's `legal` moves, in a fixed order (insurance first; hit before stand). */
export function moveButtons(view: Pick<BlackjackRoomView, "legal" | "bet" | "hands" | "active">): MoveButton[] {
  return MOVES.filter((move) => view.legal.includes(move)).map((move) => ({ move, extra: extraStake(view, move), key: MOVE_KEYS[move] }));
}

/** The move a key press asks for, when a button for it is shown (letters only; modifiers never). */
export function moveForKey(buttons: readonly MoveButton[], key: string): Move | null {
  const lower = key.toLowerCase();
  return buttons.find((b) => b.key === lower)?.move ?? null;
}

/** Coins the player has at stake on the table now: the hands' bets and the insurance. */
export const atStake = (view: Pick<BlackjackRoomView, "hands" | "insurance">): number =>
  toCoins(view.hands.reduce((sum, h) => sum + toMinor(h.bet), 0) + toMinor(view.insurance));

/** Cards showing on the table (the hole card face down counts: it was dealt). */
export const cardsDealt = (view: Pick<BlackjackRoomView, "hands" | "dealer">): number =>
  view.dealer.length + view.hands.reduce((sum, h) => sum + h.cards.length, 0);

/** A hand's or the dealer's total in words' parts: the number, and "soft" when an ace counts 11. */
export const totalKey = (total: number, soft: boolean): { key: "soft" | "bust" | "plain"; total: number } =>
  total > 21 ? { key: "bust", total } : soft ? { key: "soft", total } : { key: "plain", total };

/** Whether a hand is the one to play now. */
export const isActiveHand = (view: Pick<BlackjackRoomView, "phase" | "active" | "hands">, index: number): boolean =>
  view.phase === "playing" && view.active === index && view.hands.length > 0;

/** The net of a finished hand (what it paid back minus its stake), coins. */
export const handNet = (hand: Pick<BlackjackHandView, "bet" | "paid">): number => toCoins(toMinor(hand.paid) - toMinor(hand.bet));

/** Whether the bet amount is one the table offers now (the server checks it against the admin's list in force). */
export const offered = (view: Pick<BlackjackRoomView, "betAmounts">, amount: number | null): amount is number =>
  amount !== null && view.betAmounts.some((a) => toMinor(a) === toMinor(amount));

/** The bet to preselect: the last one chosen while the table still offers it, else the smallest step. */
export function preferredBet(view: Pick<BlackjackRoomView, "betAmounts">, last: number | null): number | null {
  if (offered(view, last)) return last;
  return view.betAmounts.length > 0 ? Math.min(...view.betAmounts) : null;
}

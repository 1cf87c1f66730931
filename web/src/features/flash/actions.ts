/**
 * The action bar's model: the buttons the seat to act has, read from the server's `choices` (what the rules allow
 * now and what each costs), in the order players expect them. Nothing here works out a rule: a choice the server does
 * not offer (0 or false) has no button, and the amounts are the server's.
 */
import type { FlashChoicesView, FlashRoomView } from "@arena/contracts";

/** The messages the bar sends (the contract's names), with the payload of `bet`. */
export type FlashMove =
  | { type: "bet"; double: boolean }
  | { type: "seen" }
  | { type: "pack" }
  | { type: "show_down" }
  | { type: "side_Show" }
  | { type: "accept_side_show" }
  | { type: "reject_side_show" };

/** Which button: its words are flash.actions.<kind>. */
export type ActionKind = "blind" | "chaal" | "raise" | "see" | "show" | "sideshow" | "pack";

export interface ActionButton {
  kind: ActionKind;
  move: FlashMove;
  /** Coins it puts in the pot (0: none). */
  amount: number;
  /** It takes the whole stack. */
  allIn: boolean;
  /** The key that presses it (shown on the button and announced). */
  shortcut: string;
  /** The seat a sideshow asks (its name goes on the button). */
  target?: string;
  /** The button that is the usual play (drawn as the primary one). */
  primary?: boolean;
  /** Drawn as a caution (packing gives the hand up). */
  danger?: boolean;
}

export const SHORTCUTS: Record<ActionKind, string> = { blind: "c", chaal: "c", raise: "r", see: "s", show: "w", sideshow: "i", pack: "p" };

/**
 * The buttons of `seat` now: none when the choices are someone else's or when the seat is asked for a sideshow (the
 * answer is a dialog of its own). A blind player's normal bet is "Blind", a seen player's "Chaal".
 */
export function actionButtons(choices: FlashChoicesView, seat: string | null, seen: boolean): ActionButton[] {
  if (!seat || choices.seat !== seat || choices.answerSideshow) return [];
  const buttons: ActionButton[] = [];
  if (choices.see) buttons.push({ kind: "see", move: { type: "seen" }, amount: 0, allIn: false, shortcut: SHORTCUTS.see });
  if (choices.bet > 0) {
    const kind = seen ? "chaal" : "blind";
    buttons.push({ kind, move: { type: "bet", double: false }, amount: choices.bet, allIn: choices.betAllIn, shortcut: SHORTCUTS[kind], primary: true });
  }
  if (choices.double > 0) buttons.push({ kind: "raise", move: { type: "bet", double: true }, amount: choices.double, allIn: false, shortcut: SHORTCUTS.raise });
  if (choices.show > 0) buttons.push({ kind: "show", move: { type: "show_down" }, amount: choices.show, allIn: choices.showAllIn, shortcut: SHORTCUTS.show });
  if (choices.sideshow > 0) {
    buttons.push({
      kind: "sideshow",
      move: { type: "side_Show" },
      amount: choices.sideshow,
      allIn: false,
      shortcut: SHORTCUTS.sideshow,
      target: choices.sideshowTarget,
    });
  }
  if (choices.pack) buttons.push({ kind: "pack", move: { type: "pack" }, amount: 0, allIn: false, shortcut: SHORTCUTS.pack, danger: true });
  return buttons;
}

/** The button a key presses (case-insensitive), if the bar has it. */
export const buttonForKey = (buttons: readonly ActionButton[], key: string): ActionButton | undefined =>
  key.length === 1 ? buttons.find((b) => b.shortcut === key.toLowerCase()) : undefined;

/** You are asked for a sideshow now: the asker's seat, else null. */
export function sideshowAskedOf(view: FlashRoomView, seat: string | null): string | null {
  if (!seat || view.gameStatus !== "active") return null;
  return view.choices.seat === seat && view.choices.answerSideshow && view.sideshowAsker ? view.sideshowAsker : null;
}

/**
 * A fingerprint of the decision in front of the table: a move is sent once per decision, and the bar opens again when
 * the server moves on (a new action, a new hand, a new seat to act) or refuses.
 */
export const decisionKey = (view: FlashRoomView): string =>
  `${view.gameId}:${view.lastAction.n}:${view.choices.seat}:${view.players[view.choices.seat]?.seen ? "seen" : "blind"}`;

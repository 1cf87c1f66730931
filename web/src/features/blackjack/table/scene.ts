/**
 * What the Black Jack canvas draws, read from the room's state and the layout: every card with its place and dealing
 * order (keys carry the round's id, so each round's cards are new cards), whether a hand is out of play (dimmed once
 * it lost), and the box around the hand to play. Pure: the scene draws it, the motion animates it.
 */
import type { BlackjackRoomView } from "@arena/contracts";
import { isActiveHand } from "../view";
import { cardSpot, type Point, type TableLayout } from "./geometry";
import type { CardPlace } from "./motion";

export interface SceneCard extends CardPlace {
  /** A lost hand's cards, dimmed once the round is over. */
  dim: boolean;
}

export interface SceneModel {
  cards: SceneCard[];
  /** The box around the hand to play (its cards' extent, padded), or null. */
  active: { x: number; y: number; w: number; h: number } | null;
}

type Shown = Pick<BlackjackRoomView, "gameId" | "phase" | "active" | "hands" | "dealer">;

/** The dealing order: the k-th card of a hand before the dealer's k-th (player, dealer up, player, hole). */
const handOrder = (hand: number, j: number): number => j * 10 + hand;
const dealerOrder = (j: number): number => j * 10 + 5;

export function sceneModel(view: Shown | null, layout: TableLayout): SceneModel {
  if (!view) return { cards: [], active: null };
  const round = view.gameId || "table";
  const over = view.phase === "over";
  const cards: SceneCard[] = [];
  const dealerSpan = layout.width * 0.6;
  view.dealer.forEach((name, j) => {
    cards.push({ key: `${round}:d:${j}`, name, at: cardSpot(layout.dealer, layout.card, dealerSpan, j, view.dealer.length, false), order: dealerOrder(j), dim: false });
  });
  let active: SceneModel["active"] = null;
  view.hands.forEach((hand, i) => {
    const slot = layout.hands[Math.min(i, layout.hands.length - 1)]!;
    const spots: Point[] = hand.cards.map((_, j) => cardSpot(slot.centre, layout.card, slot.span, j, hand.cards.length));
    hand.cards.forEach((name, j) => {
      cards.push({ key: `${round}:h${i}:${j}`, name, at: spots[j]!, order: handOrder(i, j), dim: over && hand.outcome === "lose" });
    });
    if (isActiveHand(view, i) && spots.length > 0) {
      const pad = layout.card.w * 0.14;
      const xs = spots.map((p) => p.x);
      const ys = spots.map((p) => p.y);
      const x = Math.min(...xs) - layout.card.w / 2 - pad;
      const y = Math.min(...ys) - layout.card.h / 2 - pad;
      active = { x, y, w: Math.max(...xs) + layout.card.w / 2 + pad - x, h: Math.max(...ys) + layout.card.h / 2 + pad - y };
    }
  });
  return { cards, active };
}

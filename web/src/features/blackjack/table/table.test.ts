import { describe, expect, it } from "vitest";
import { cardSpot, tableLayout } from "./geometry";
import { DealMotion, FLIGHT_MS, FLIP_MS, SLIDE_MS, STAGGER_MS, type CardPlace } from "./motion";

describe("tableLayout", () => {
  for (const [w, h] of [
    [390, 340],
    [900, 520],
  ] as const) {
    it(`keeps the dealer above the hands and every hand's cards and label inside a ${w} × ${h} table`, () => {
      for (const n of [1, 2, 3]) {
        const l = tableLayout(w, h, n);
        expect(l.hands).toHaveLength(n);
        expect(l.dealer.y - l.card.h / 2).toBeGreaterThanOrEqual(0);
        for (const hand of l.hands) {
          expect(hand.centre.y - l.card.h / 2).toBeGreaterThan(l.dealerLabel.y);
          expect(hand.label.y).toBeLessThan(h);
          // Six cards fanned within the hand's share of the width.
          const first = cardSpot(hand.centre, l.card, hand.span, 0, 6);
          const last = cardSpot(hand.centre, l.card, hand.span, 5, 6);
          expect(first.x - l.card.w / 2).toBeGreaterThanOrEqual(hand.centre.x - w / n / 2 - 1);
          expect(last.x + l.card.w / 2).toBeLessThanOrEqual(hand.centre.x + w / n / 2 + 1);
        }
        expect(l.shoe.x + l.card.w / 2).toBeLessThanOrEqual(w);
      }
    });
  }

  it("reads 0 or more than 3 hands as the nearest it draws", () => {
    expect(tableLayout(400, 300, 0).hands).toHaveLength(1);
    expect(tableLayout(400, 300, 5).hands).toHaveLength(3);
  });
});

const SHOE = { x: 500, y: 0 };
const at = (x: number, y = 100) => ({ x, y });
const place = (key: string, name: string, x: number, order: number, y = 100): CardPlace => ({ key, name, at: at(x, y), order });

describe("DealMotion", () => {
  it("shows the table as it is at first sight, then deals new cards from the shoe one after another", () => {
    const m = new DealMotion();
    m.place([], SHOE, 0);
    m.place([place("h0:0", "As", 10, 0), place("d:0", "9c", 20, 1, 0), place("h0:1", "Kd", 30, 2), place("d:1", "", 40, 3, 0)], SHOE, 1000);
    // The first card is on its way, the second has not left the shoe.
    expect(m.dealt("h0:0", 1000)).toBe(true);
    expect(m.dealt("d:0", 1000)).toBe(false);
    expect(m.pose("h0:0", 1000)).toEqual({ x: 500, y: 0, scaleX: 1, faceUp: true });
    expect(m.pose("h0:0", 1000 + FLIGHT_MS)).toEqual({ x: 10, y: 100, scaleX: 1, faceUp: true });
    expect(m.dealt("d:1", 1000 + 3 * STAGGER_MS)).toBe(true);
    expect(m.pose("d:1", 1000 + 3 * STAGGER_MS + FLIGHT_MS)?.faceUp).toBe(false);
    expect(m.busy(1000 + 3 * STAGGER_MS + FLIGHT_MS - 1)).toBe(true);
    expect(m.busy(1000 + 3 * STAGGER_MS + FLIGHT_MS)).toBe(false);
  });

  it("a reload (first sight) and reduced motion put every card in place at once", () => {
    const m = new DealMotion();
    m.place([place("h0:0", "As", 10, 0)], SHOE, 0);
    expect(m.pose("h0:0", 0)).toEqual({ x: 10, y: 100, scaleX: 1, faceUp: true });
    m.place([place("h0:0", "As", 10, 0), place("h0:1", "5d", 30, 1)], SHOE, 100, true);
    expect(m.pose("h0:1", 100)).toEqual({ x: 30, y: 100, scaleX: 1, faceUp: true });
    expect(m.busy(100)).toBe(false);
  });

  it("turns the hole card over before the dealer's next card comes", () => {
    const m = new DealMotion();
    m.place([place("d:0", "9c", 20, 1, 0), place("d:1", "", 40, 3, 0)], SHOE, 0);
    m.place([place("d:0", "9c", 20, 1, 0), place("d:1", "6h", 40, 3, 0), place("d:2", "Qs", 60, 5, 0)], SHOE, 1000);
    expect(m.pose("d:1", 1000 + FLIP_MS * 0.25)?.faceUp).toBe(false);
    expect(m.pose("d:1", 1000 + FLIP_MS * 0.25)!.scaleX).toBeLessThan(1);
    expect(m.pose("d:1", 1000 + FLIP_MS)).toEqual({ x: 40, y: 0, scaleX: 1, faceUp: true });
    expect(m.dealt("d:2", 1000 + FLIP_MS - 1)).toBe(false);
    expect(m.dealt("d:2", 1000 + FLIP_MS)).toBe(true);
  });

  it("slides the split card to the new hand and the staying card to its new place", () => {
    const m = new DealMotion();
    m.place([place("h0:0", "8s", 100, 0), place("h0:1", "8d", 130, 2)], SHOE, 0);
    m.place([place("h0:0", "8s", 50, 0), place("h0:1", "3c", 80, 2), place("h1:0", "8d", 300, 4)], SHOE, 1000);
    // The 8 of diamonds leaves hand 1's second place for hand 2, from where it was; the new second card comes from the shoe.
    expect(m.pose("h1:0", 1000)).toMatchObject({ x: 130, y: 100 });
    expect(m.pose("h1:0", 1000 + SLIDE_MS)).toMatchObject({ x: 300, y: 100 });
    expect(m.pose("h0:0", 1000)).toMatchObject({ x: 100 });
    expect(m.pose("h0:0", 1000 + SLIDE_MS)).toMatchObject({ x: 50 });
    expect(m.pose("h0:1", 1000)).toMatchObject({ x: 500, y: 0 });
  });

  it("forgets cards the table no longer holds", () => {
    const m = new DealMotion();
    m.place([place("a:h0:0", "As", 10, 0)], SHOE, 0);
    m.place([place("b:h0:0", "2c", 10, 0)], SHOE, 1000);
    expect(m.pose("a:h0:0", 1000)).toBeNull();
    expect(m.pose("b:h0:0", 1000)).toMatchObject({ x: 500, y: 0 });
  });
});

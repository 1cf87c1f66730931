import { describe, expect, it } from "vitest";
import { asPercent, fanOf, seatAtSlot, slotOf, tableLayout } from "./geometry";

describe("the table's geometry", () => {
  it("puts your seat at the bottom and the others clockwise in seat order", () => {
    expect(slotOf("3", "3")).toBe(0);
    expect(slotOf("4", "3")).toBe(1);
    expect(slotOf("2", "3")).toBe(6);
    expect(slotOf("1", null)).toBe(0);
    for (const me of ["1", "4", "7", null]) for (let slot = 0; slot < 7; slot++) expect(slotOf(seatAtSlot(slot, me), me)).toBe(slot);
  });

  it("places seven seats inside the box, slot 0 at the bottom middle, slot 1 to its left (clockwise)", () => {
    for (const [w, h] of [
      [358, 448],
      [900, 540],
    ] as const) {
      const layout = tableLayout(w, h);
      expect(layout.seats).toHaveLength(7);
      for (const p of [...layout.seats, ...layout.cards, layout.pot, layout.potLabel, layout.deck]) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(w);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(h);
      }
      const [bottom, next] = layout.seats;
      expect(bottom!.x).toBeCloseTo(w / 2);
      expect(bottom!.y).toBeGreaterThan(h * 0.8);
      expect(next!.x).toBeLessThan(w / 2);
      // Cards lie between their seat and the middle; yours are bigger.
      for (let i = 0; i < 7; i++) {
        const seat = layout.seats[i]!;
        const card = layout.cards[i]!;
        expect(Math.hypot(card.x - w / 2, card.y - h / 2)).toBeLessThan(Math.hypot(seat.x - w / 2, seat.y - h / 2));
      }
      expect(layout.myCard.w).toBeGreaterThan(layout.card.w);
      // The pot's label sits under its chips.
      expect(layout.potLabel.y).toBeGreaterThan(layout.pot.y);
    }
  });

  it("fans three cards around their middle and gives CSS percentages", () => {
    const card = { w: 40, h: 56 };
    expect(fanOf(1, card)).toEqual({ dx: 0, dy: 0, rotation: 0 });
    expect(fanOf(0, card).dx).toBeCloseTo(-fanOf(2, card).dx);
    expect(fanOf(0, card).rotation).toBeLessThan(0);
    expect(asPercent({ x: 50, y: 25 }, { width: 200, height: 100 })).toEqual({ left: "25.00%", top: "25.00%" });
  });
});

import { describe, expect, it } from "vitest";
import { CHIP_MS, DEAL_FLIGHT_MS, FLIP_MS, POT, TableMotion, flipLook, seatAnchor } from "./motion";

describe("the table's motion", () => {
  it("deals one card a seat for three rounds from the dealer, within the deal's time", () => {
    const m = new TableMotion();
    m.deal("h1", ["5", "1", "3"], 1000, 1400);
    expect(m.hand).toBe("h1");
    // The dealer's first card leaves first; the last seat's third card leaves last and lands by the end.
    expect(m.cardPose("5", 0, 1000)).toEqual({ flight: 0, flip: null, fold: 0 });
    expect(m.cardPose("1", 0, 1000)).toBeNull();
    expect(m.cardPose("3", 2, 1000 + 1400 - DEAL_FLIGHT_MS - 1)).toBeNull();
    expect(m.cardPose("3", 2, 2400)?.flight).toBe(1);
    expect(m.busy(2399)).toBe(true);
    expect(m.busy(2400)).toBe(false);
    expect(m.dealt("3")).toBe(true);
    expect(m.dealt("2")).toBe(false);
  });

  it("places a hand already dealt without moving it, and keeps it on a second call", () => {
    const m = new TableMotion();
    m.place("h2", ["1", "2"]);
    expect(m.cardPose("2", 1, 0)).toEqual({ flight: 1, flip: null, fold: 0 });
    m.reveal("2", 100);
    m.place("h2", ["1", "2"]);
    expect(m.cardPose("2", 0, 100 + FLIP_MS)?.flip).toBe(1);
  });

  it("turns a seat's cards one after the other, not before they land, and pushes packed ones aside", () => {
    const m = new TableMotion();
    m.deal("h3", ["1", "2"], 0, 1400);
    m.reveal("1", 0);
    const first = m.cardPose("1", 0, DEAL_FLIGHT_MS)!;
    expect(first.flip).toBe(0);
    expect(m.cardPose("1", 0, 5000)!.flip).toBe(1);
    m.fold("2", 3000);
    expect(m.cardPose("2", 1, 3000)!.fold).toBe(0);
    expect(m.cardPose("2", 1, 9000)!.fold).toBe(1);
  });

  it("flies chips and forgets them once landed", () => {
    const m = new TableMotion();
    m.chips(seatAnchor("3"), POT, 2, 500);
    expect(m.chipsInFlight(400)).toEqual([]);
    expect(m.chipsInFlight(500)[0]!.t).toBe(0);
    expect(m.chipsInFlight(500 + CHIP_MS / 2)[0]!.t).toBeGreaterThan(0.5);
    expect(m.chipsInFlight(500 + CHIP_MS)).toEqual([]);
  });

  it("wakes the canvas when something starts moving", () => {
    const m = new TableMotion();
    let woken = 0;
    const off = m.onMove(() => woken++);
    m.chips(POT, seatAnchor("1"), 5, 0);
    off();
    m.chips(POT, seatAnchor("1"), 5, 0);
    expect(woken).toBe(1);
  });

  it("narrows a turning card to its edge and shows the face from the middle on", () => {
    expect(flipLook(null)).toEqual({ scaleX: 1, faceUp: true });
    expect(flipLook(0)).toEqual({ scaleX: 1, faceUp: false });
    expect(flipLook(0.5).scaleX).toBeLessThan(0.05);
    expect(flipLook(0.5).faceUp).toBe(true);
    expect(flipLook(1).scaleX).toBeCloseTo(1);
  });
});

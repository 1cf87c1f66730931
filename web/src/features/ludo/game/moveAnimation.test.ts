import { describe, expect, it } from "vitest";
import { progressPoint } from "./geometry";
import { CAPTURE_MS, FAST_STEP_MS, MAX_BACKLOG, MoveAnimator, STEP_MS } from "./moveAnimation";

describe("MoveAnimator", () => {
  it("steps a token cell by cell and cues one step sound per cell", () => {
    const a = new MoveAnimator();
    a.enqueue({ color: "red", token: 1, from: 3, to: 6, captured: [] });
    expect(a.pose("red", 1, 0)).toEqual({ point: progressPoint("red", 1, 3), lift: 0 });
    expect(a.advance(0)).toEqual([]);
    expect(a.pose("red", 1, STEP_MS / 2)?.lift).toBeCloseTo(1);
    expect(a.advance(STEP_MS)).toEqual(["step"]);
    expect(a.pose("red", 1, STEP_MS)).toEqual({ point: progressPoint("red", 1, 4), lift: 0 });
    expect(a.advance(3 * STEP_MS + 1)).toEqual(["step", "step"]);
    expect(a.pose("red", 1, 3 * STEP_MS + 1)).toBeNull();
    expect(a.idle).toBe(true);
  });

  it("tells the board when a move is queued, so a sleeping render loop wakes to play it", () => {
    const a = new MoveAnimator();
    let woken = 0;
    const stop = a.onEnqueue(() => woken++);
    a.enqueue({ color: "red", token: 1, from: 3, to: 6, captured: [] });
    a.enqueue({ color: "red", token: 1, from: 6, to: 8, captured: [] });
    expect(woken).toBe(2);
    expect(a.idle).toBe(false);
    stop();
    a.enqueue({ color: "red", token: 2, from: 0, to: 3, captured: [] });
    expect(woken).toBe(2);
  });

  it("leaves other tokens to the state", () => {
    const a = new MoveAnimator();
    a.enqueue({ color: "red", token: 1, from: 3, to: 6, captured: [] });
    a.advance(0);
    expect(a.pose("red", 2, 10)).toBeNull();
    expect(a.pose("green", 1, 10)).toBeNull();
  });

  it("keeps a captured token on its cell until the mover lands, then flies it home to the yard", () => {
    const a = new MoveAnimator();
    // Track cell 20 is red progress 20 and green progress 7.
    a.enqueue({ color: "red", token: 0, from: 18, to: 20, captured: [{ color: "green", token: 2 }] });
    a.advance(0);
    expect(a.pose("green", 2, 10)).toEqual({ point: progressPoint("green", 2, 7), lift: 0 });
    const cues = a.advance(2 * STEP_MS);
    expect(cues).toEqual(["step", "step", "capture"]);
    const mid = a.pose("green", 2, 2 * STEP_MS + CAPTURE_MS / 2);
    expect(mid?.lift).toBeGreaterThan(1);
    expect(a.pose("green", 2, 2 * STEP_MS + CAPTURE_MS)).toBeNull();
    a.advance(2 * STEP_MS + CAPTURE_MS);
    expect(a.idle).toBe(true);
  });

  it("plays queued moves in order, faster while others wait, holding waiting tokens at their start", () => {
    const a = new MoveAnimator();
    a.enqueue({ color: "blue", token: 0, from: -1, to: 0, captured: [] });
    a.enqueue({ color: "blue", token: 0, from: 0, to: 2, captured: [] });
    a.advance(0);
    // First move runs fast (one waits); one step out of the yard.
    expect(a.pose("blue", 0, FAST_STEP_MS)).toEqual({ point: progressPoint("blue", 0, 0), lift: 0 });
    a.advance(FAST_STEP_MS);
    // Second move starts at normal speed from progress 0.
    expect(a.pose("blue", 0, FAST_STEP_MS)).toEqual({ point: progressPoint("blue", 0, 0), lift: 0 });
    expect(a.pose("blue", 0, FAST_STEP_MS + 2 * STEP_MS)).toEqual({ point: progressPoint("blue", 0, 2), lift: 0 });
  });

  it("drops a long backlog so the board catches up at once", () => {
    const a = new MoveAnimator();
    for (let i = 0; i < MAX_BACKLOG; i++) a.enqueue({ color: "red", token: 0, from: i, to: i + 1, captured: [] });
    a.enqueue({ color: "red", token: 1, from: 0, to: 1, captured: [] });
    expect(a.pose("red", 0, 0)).toBeNull();
    expect(a.pose("red", 1, 0)).not.toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { fairInt } from "@arena/fair";
import { drawSegment, judgeSpin, restingAngle } from "./spin.js";
import { DEFAULT_WHEEL, type WheelTable } from "./table.js";

const seed = { serverSeed: "wheel-test-server-seed", clientSeed: "player-public-key" };
const at = (table: WheelTable, kind: string) => table.segments.findIndex((p) => (kind === "jackpot" || kind === "lose" ? p.kind === kind : p.kind === "coins" && p.multiplier === Number(kind)));

describe("the draw", () => {
  it("is fairInt over the segments: what the fairness page recomputes", () => {
    for (let nonce = 0; nonce < 50; nonce++) expect(drawSegment(seed, nonce, 54)).toBe(fairInt(seed, nonce, 54));
  });

  it("rests the wheel with the drawn segment's middle under the pointer", () => {
    const n = 54;
    for (let i = 0; i < n; i++) {
      const angle = restingAngle(i, n);
      expect(angle).toBeGreaterThanOrEqual(0);
      expect(angle).toBeLessThan(360);
      // Turned by `angle`, the segment under the pointer (at 0°) is the one whose span now covers 0°.
      const under = Math.floor((((360 - angle) % 360) / 360) * n);
      expect(under).toBe(i);
    }
  });
});

describe("judging a spin", () => {
  const pot = { amount: 800, seededAt: 0 };
  it("pays a coin segment on the stake and feeds the pot with a purchase's share", () => {
    const out = judgeSpin(DEFAULT_WHEEL, pot, at(DEFAULT_WHEEL, "300"), "purchased", 100, 5000);
    expect(out).toMatchObject({ coins: 300, contribution: 5, jackpot: 0, dropped: null, potAfter: { amount: 805, seededAt: 0 } });
    expect(judgeSpin(DEFAULT_WHEEL, pot, at(DEFAULT_WHEEL, "lose"), "purchased", 100, 5000)).toMatchObject({ coins: 0, potAfter: { amount: 805 } });
    expect(judgeSpin(DEFAULT_WHEEL, pot, at(DEFAULT_WHEEL, "50"), "purchased", 100, 5000).coins).toBe(50);
  });

  it("drops the pot, with this spin's share, on the jackpot segment, and the house seeds it again", () => {
    const out = judgeSpin(DEFAULT_WHEEL, pot, at(DEFAULT_WHEEL, "jackpot"), "purchased", 100, 7000);
    expect(out).toMatchObject({ coins: 0, contribution: 5, jackpot: 805, dropped: "segment", potAfter: { amount: 500, seededAt: 7000 } });
  });

  it("a free spin feeds nothing and wins the pot only on its segment", () => {
    const capped = { ...DEFAULT_WHEEL, jackpotCap: 801 };
    expect(judgeSpin(capped, pot, at(capped, "lose"), "free", 100, 0)).toMatchObject({ contribution: 0, jackpot: 0, dropped: null, potAfter: { amount: 800 } });
    expect(judgeSpin(capped, pot, at(capped, "jackpot"), "free", 100, 0)).toMatchObject({ jackpot: 800, dropped: "segment" });
    expect(judgeSpin(capped, pot, at(capped, "200"), "free", 10, 0).coins).toBe(20);
  });

  it("must drop at the cap or after the must-drop time; the drawn segment still pays as drawn", () => {
    const capped = { ...DEFAULT_WHEEL, jackpotCap: 805 };
    expect(judgeSpin(capped, pot, at(capped, "200"), "purchased", 100, 0)).toMatchObject({ coins: 200, jackpot: 805, dropped: "cap", potAfter: { amount: 500 } });
    const timed = { ...DEFAULT_WHEEL, jackpotMustDropMs: 3_600_000 };
    expect(judgeSpin(timed, pot, at(timed, "lose"), "purchased", 100, 3_599_999).dropped).toBeNull();
    expect(judgeSpin(timed, pot, at(timed, "lose"), "purchased", 100, 3_600_000)).toMatchObject({ jackpot: 805, dropped: "time" });
  });

  it("refuses a segment the wheel does not have and a broken stake", () => {
    expect(() => judgeSpin(DEFAULT_WHEEL, pot, 54, "purchased", 100, 0)).toThrow(RangeError);
    expect(() => judgeSpin(DEFAULT_WHEEL, pot, 3, "purchased", 1.5, 0)).toThrow(RangeError);
  });
});

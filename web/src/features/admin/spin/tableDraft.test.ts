import { describe, expect, it } from "vitest";
import type { WheelTableView } from "@arena/contracts";
import { DEFAULT_WHEEL, prizeOdds, wheelRtp } from "@arena/rules-wheel";
import { draftFromTable, draftOdds, readDraft, rulesTable, type TableDraft } from "./tableDraft";

/** The default table as GET admin/spin/tables answers it. */
const defaultView: WheelTableView = {
  version: 1,
  segments: [...DEFAULT_WHEEL.segments],
  odds: prizeOdds(DEFAULT_WHEEL),
  price: 1,
  freeSpinStake: 1,
  jackpot: { sharePercent: 5, seed: 5, cap: null, mustDropMinutes: null },
  rtp: wheelRtp(DEFAULT_WHEEL),
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("the table editor's draft", () => {
  it("reads a published table back into the same odds, price, pot and RTP", () => {
    const draft = draftFromTable(defaultView);
    expect(draft.groups[0]).toEqual({ kind: "jackpot", multiplier: "", count: "1" });
    expect(draft.groups).toContainEqual({ kind: "coins", multiplier: "0.5", count: "10" });
    const read = readDraft(draft);
    expect(read.rules).toEqual([]);
    expect(read.input).toMatchObject({ price: 1, freeSpinStake: 1, jackpotSharePercent: 5, jackpotSeed: 5, jackpotCap: null, mustDropMinutes: null });
    expect(read.input!.segments).toHaveLength(54);
    expect(draftOdds(read.segments)).toEqual(prizeOdds(DEFAULT_WHEEL));
    expect(read.rtp!.total).toBeCloseTo(wheelRtp(DEFAULT_WHEEL).total, 12);
    expect(rulesTable(read.input!)).toMatchObject({ price: 100, jackpotShareBps: 500, jackpotSeed: 500, jackpotCap: null, jackpotMustDropMs: null });
  });

  it("reads decimal commas, a cap and a must-drop time, and spreads equal prizes round the wheel", () => {
    const draft: TableDraft = {
      groups: [
        { kind: "lose", multiplier: "", count: "6" },
        { kind: "coins", multiplier: "1,5", count: "3" },
        { kind: "jackpot", multiplier: "", count: "1" },
      ],
      price: "0,5",
      freeSpinStake: "0.5",
      jackpotSharePercent: "2.5",
      jackpotSeed: "1",
      jackpotCap: "20",
      mustDropMinutes: "90",
    };
    const read = readDraft(draft);
    expect(read.input).toMatchObject({ price: 0.5, jackpotSharePercent: 2.5, jackpotCap: 20, mustDropMinutes: 90 });
    expect(read.segments.filter((p) => p.kind === "coins")).toEqual([{ kind: "coins", multiplier: 150 }, { kind: "coins", multiplier: 150 }, { kind: "coins", multiplier: 150 }]);
    // No two 1.5× segments side by side.
    read.segments.forEach((p, i) => {
      const next = read.segments[(i + 1) % read.segments.length]!;
      expect(p.kind === "coins" && next.kind === "coins").toBe(false);
    });
    expect(rulesTable(read.input!)).toMatchObject({ price: 50, jackpotShareBps: 250, jackpotCap: 2000, jackpotMustDropMs: 5_400_000 });
  });

  it("says which typed values cannot be read, and does not publish them", () => {
    const draft = { ...draftFromTable(defaultView), price: "one", groups: [{ kind: "coins" as const, multiplier: "1.234", count: "0" }] };
    const read = readDraft(draft);
    expect(read.typed).toEqual({ price: "number" });
    expect(read.groupTyped).toEqual([{ multiplier: "multiplier", count: "count" }]);
    expect(read.input).toBeNull();
  });

  it("gives the contract's and the rules' own words for what they refuse, and the RTP", () => {
    // Seven segments: the contract's schema refuses the count.
    const few = readDraft({ ...draftFromTable(defaultView), groups: [{ kind: "lose", multiplier: "", count: "7" }] });
    expect(few.schema.segments).toBe("A wheel has 8 to 64 segments.");
    expect(few.input).toBeNull();
    // Every segment pays 2×: no losing segment and an RTP far above 98%.
    const generous = readDraft({ ...draftFromTable(defaultView), groups: [{ kind: "coins", multiplier: "2", count: "10" }] });
    expect(generous.rules).toContain("At least one segment wins nothing.");
    expect(generous.rtp!.total).toBeGreaterThan(2);
    expect(generous.input).toBeNull();
    // A fed pot that can drop, but coins and seeds that return more than 98%.
    const tooRich = readDraft({
      ...draftFromTable(defaultView),
      groups: [
        { kind: "coins", multiplier: "1", count: "9" },
        { kind: "jackpot", multiplier: "", count: "1" },
        { kind: "lose", multiplier: "", count: "2" },
      ],
    });
    expect(tooRich.rules).toEqual(["The table returns 121.67%: at most 98%."]);
    expect(tooRich.rtp!.total).toBeCloseTo(0.75 + 0.05 + 5 / 12, 12);
    expect(tooRich.input).toBeNull();
  });
});

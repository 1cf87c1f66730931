import { describe, expect, it } from "vitest";
import { dropWords, percentWords, prizeWords, resultHeadline } from "./prizeWords";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("a spin in words", () => {
  it("names each prize kind, the multiplier in the player's language", () => {
    expect(prizeWords(t, { kind: "coins", multiplier: 150 }, "en")).toBe('spin.prize.coins {"multiplier":"1.5"}');
    expect(prizeWords(t, { kind: "coins", multiplier: 150 }, "pt")).toBe('spin.prize.coins {"multiplier":"1,5"}');
    expect(prizeWords(t, { kind: "jackpot" }, "en")).toBe("spin.prize.jackpot");
    expect(prizeWords(t, { kind: "lose" }, "en")).toBe("spin.prize.lose");
  });

  it("heads the result with the pot (and the coins on top), else the coins, else no win", () => {
    expect(resultHeadline(t, { coins: 2, jackpot: 10.5 }, "en")).toBe('spin.result.jackpotWin {"amount":"12.50"}');
    expect(resultHeadline(t, { coins: 0.5, jackpot: 0 }, "en")).toBe('spin.result.win {"amount":"0.50"}');
    expect(resultHeadline(t, { coins: 0, jackpot: 0 }, "en")).toBe("spin.result.noWin");
  });

  it("says why a pot dropped, and percents with two decimals at most", () => {
    expect(dropWords(t, "cap")).toBe("spin.dropped.cap");
    expect(dropWords(t, null)).toBeNull();
    expect(percentWords(t, 25 / 54, "en")).toBe('spin.percent {"value":"46.3"}');
    expect(percentWords(t, 0.9574, "es")).toBe('spin.percent {"value":"95,74"}');
  });
});

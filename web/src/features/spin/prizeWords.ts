/**
 * A spin's prize and result in words (spin.* texts): what a segment pays, the result's headline and why a pot dropped.
 * Pure over `t`, so it is tested without React.
 */
import type { SpinOutcome, WheelPrize } from "@arena/contracts";
import { formatCoins, formatNumber } from "../../lib/numbers";

type T = (key: string, options?: Record<string, unknown>) => string;

/** "2× the stake", "The jackpot", "No prize". */
export function prizeWords(t: T, prize: WheelPrize, lang: string): string {
  if (prize.kind === "coins") return t("spin.prize.coins", { multiplier: formatNumber(prize.multiplier / 100, lang) });
  return t(prize.kind === "jackpot" ? "spin.prize.jackpot" : "spin.prize.lose");
}

/** The result's headline: the pot, else the coins won, else no win. */
export function resultHeadline(t: T, outcome: Pick<SpinOutcome, "coins" | "jackpot">, lang: string): string {
  const total = outcome.coins + outcome.jackpot;
  if (outcome.jackpot > 0) return t("spin.result.jackpotWin", { amount: formatCoins(total, lang) });
  if (outcome.coins > 0) return t("spin.result.win", { amount: formatCoins(outcome.coins, lang) });
  return t("spin.result.noWin");
}

/** Why the pot dropped to this spin, or null. */
export const dropWords = (t: T, dropped: SpinOutcome["dropped"]): string | null => (dropped ? t(`spin.dropped.${dropped}`) : null);

/** A chance as a percent with up to 2 decimals: 0.4629… → "46.3%" (en), "46,3%" (pt). */
export const percentWords = (t: T, share: number, lang: string): string => t("spin.percent", { value: formatNumber(Math.round(share * 10_000) / 100, lang) });

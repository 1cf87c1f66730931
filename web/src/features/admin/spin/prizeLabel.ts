import type { WheelPrize } from "@arena/contracts";
import { formatNumber } from "../../../lib/numbers";

type T = (key: string, options?: Record<string, unknown>) => string;

/** A prize in the admin's words: "1.5×", "Jackpot", "No prize". */
export const prizeLabel = (t: T, prize: WheelPrize, lang: string): string =>
  prize.kind === "coins" ? t("adminSpin.prize.coins", { multiplier: formatNumber(prize.multiplier / 100, lang) }) : t(`adminSpin.prize.${prize.kind}`);

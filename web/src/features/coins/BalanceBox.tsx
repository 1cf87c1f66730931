import { useTranslation } from "react-i18next";
import type { WalletCurrency } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins } from "./money";

/** The balance, large: real coins in gold, play money (FREE) in cyan. */
export function BalanceBox({ balance, currency }: { balance: number | null; currency: WalletCurrency }) {
  const { t, i18n } = useTranslation();
  const free = currency === "FREE";
  return (
    <div className={`coin-balance ${free ? "coin-balance--free" : ""}`}>
      <span className="coin-balance__label">{t(free ? "freeplay.balance" : "shell.walletBalance")}</span>
      <span className="coin-balance__value" aria-busy={balance === null}>
        {balance === null ? "..." : formatCoins(balance, currentLanguage(i18n.language))} <span className="coin-balance__unit">{currency}</span>
      </span>
    </div>
  );
}

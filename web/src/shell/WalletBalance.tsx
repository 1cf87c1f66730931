import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n";
import { formatCoins } from "../lib/numbers";
import { useWalletBalance } from "../platform/account";
import { Icon } from "./Icon";

/**
 * Balance with 2 decimals and the currency label; '...' while loading, 0 when there is none. In freeplay the
 * label reads FREE (play money) and a "Freeplay — play money" badge sits beside it (stacked on phones).
 */
export function WalletBalance() {
  const { t, i18n } = useTranslation();
  const { balance, currency } = useWalletBalance();
  const free = currency === "FREE";
  return (
    <div className={`wallet-balance ${free ? "wallet-balance--free" : ""}`}>
      {free && (
        <span className="freeplay-badge" data-testid="freeplay-badge">
          <Icon name="gamepad" size={16} className="freeplay-badge__icon" />
          {t("freeplay.badge")}
        </span>
      )}
      <p className="wallet-chip" aria-busy={balance === null} data-testid="wallet-balance">
        <Icon name={free ? "gamepad" : "coin"} size={18} className="wallet-chip__icon" />
        <span className="visually-hidden">{t(free ? "freeplay.balance" : "shell.walletBalance")}: </span>
        <span className="wallet-chip__amount">{balance === null ? "..." : formatCoins(balance, currentLanguage(i18n.language))}</span>
        <span className="wallet-chip__unit">{currency}</span>
      </p>
    </div>
  );
}

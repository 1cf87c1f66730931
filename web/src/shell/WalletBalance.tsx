import { useTranslation } from "react-i18next";
import { useWalletBalance } from "../features/session/account";
import { Icon } from "./Icon";

/** Balance with 2 decimals and the coin label; '...' while loading, 0 when there is none. */
export function WalletBalance() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return (
    <p className="wallet-chip" aria-busy={balance === null} data-testid="wallet-balance">
      <Icon name="coin" size={18} className="wallet-chip__icon" />
      <span className="visually-hidden">{t("shell.walletBalance")}: </span>
      <span className="wallet-chip__amount">{balance === null ? "..." : balance.toFixed(2)}</span>
      <span className="wallet-chip__unit">COIN</span>
    </p>
  );
}

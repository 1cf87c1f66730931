import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import { currentLanguage } from "../../i18n";
import { useWalletBalance } from "../../platform/account";
import { BalanceBox } from "./BalanceBox";
import { DepositForm } from "./DepositForm";
import { FreeplayNote } from "./FreeplayNote";
import { formatDateTime } from "./money";
import { useLimits } from "./useWallet";
import { WithdrawForm } from "./WithdrawForm";
import "./coins.css";

const TABS = ["deposit", "withdraw"] as const;
type Tab = (typeof TABS)[number];

/** The Wallet section of /my-profile: the balance, and Deposit and Withdraw tabs. */
export function WalletPanel() {
  const { t, i18n } = useTranslation();
  const { balance, currency } = useWalletBalance();
  const { data: limits } = useLimits();
  const [tab, setTab] = useState<Tab>("deposit");
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    tabs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <section className="profile-panel coin-panel" aria-labelledby={`${base}-title`}>
      <div className="coin-panel__head">
        <h2 id={`${base}-title`} className="profile-panel__title">
          {t("coins.title")}
        </h2>
        <Link to="/transaction" className="field__link coin-panel__history">
          <Icon name="list" size={16} />
          {t("coins.history")}
        </Link>
      </div>
      <BalanceBox balance={balance} currency={currency} />
      {currency === "FREE" ? (
        <FreeplayNote />
      ) : (
        <>
          {limits?.selfExcludedUntil && (
            <p className="note note--danger">
              <Icon name="lock" size={18} />
              <span>{t("limits.excludedUntil", { date: formatDateTime(limits.selfExcludedUntil, currentLanguage(i18n.language)) })}</span>
            </p>
          )}
          <div className="coin-tabs" role="tablist" aria-label={t("coins.title")} onKeyDown={onKeyDown}>
            {TABS.map((name, index) => (
              <button
                key={name}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`${base}-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                className="coin-tabs__tab"
                onClick={() => setTab(name)}
              >
                <Icon name={name === "deposit" ? "plus" : "upload"} size={18} />
                {t(`coins.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${base}-panel-${tab}`} aria-labelledby={`${base}-tab-${tab}`} className="coin-tabs__panel">
            {tab === "deposit" ? <DepositForm idPrefix="wallet" /> : <WithdrawForm idPrefix="wallet" balance={balance} />}
          </div>
        </>
      )}
    </section>
  );
}

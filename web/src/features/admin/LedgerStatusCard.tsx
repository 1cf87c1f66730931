import { useState, type ReactNode } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import { toCoins } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult } from "../../lib/api";
import { formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { formatCoins, formatDateTime } from "../coins/money";

/** GET admin/ledger/reconcile (game-server services/coins/checkLedger.ts); balances are in minor units. */
export interface LedgerCheck {
  ok: boolean;
  sums: Record<string, number>;
  driftedAccounts: { id: string; kind: string; balance: number; fromTransfers: number }[];
  negativeAccounts: { id: string; kind: string; balance: number }[];
  orphanedEscrows: { ref: string | null; balance: number; why: string }[];
  openGames: number;
  pendingWithdrawals: number;
  accounts: number;
  transfers: number;
}

/** The ledger reconciliation at a glance: green when balanced, red with what was found; Refresh runs it again. */
export function LedgerStatusCard() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useSWR<LedgerCheck>(API.reconcileLedger, fetchResult, {
    revalidateOnFocus: false,
    onSuccess: () => setCheckedAt(new Date().toISOString()),
  });
  const coins = (minor: number) => formatCoins(toCoins(minor), lang);
  const count = (value: number) => formatNumber(value, lang);
  const state = !data ? "loading" : data.ok ? "ok" : "bad";

  return (
    <section className={`ledger-card ledger-card--${state}`} aria-labelledby="ledger-title" aria-busy={isValidating}>
      <header className="ledger-card__head">
        <span className="ledger-card__icon" aria-hidden="true">
          <Icon name={state === "bad" ? "alert" : state === "ok" ? "check" : "shield"} size={24} />
        </span>
        <div className="ledger-card__heading">
          <h2 id="ledger-title" className="ledger-card__title">
            {data ? t(data.ok ? "ledger.balanced" : "ledger.unbalanced") : t("ledger.title")}
          </h2>
          <p className="ledger-card__lead">{data ? t(data.ok ? "ledger.balancedText" : "ledger.unbalancedText") : t("ledger.lead")}</p>
        </div>
        <button type="button" className="btn btn--ghost" disabled={isValidating} onClick={() => void mutate()}>
          <Icon name="refresh" size={18} className={isValidating ? "ledger-card__spin" : undefined} />
          {t("ledger.refresh")}
        </button>
      </header>

      {error && !data ? (
        <LoadError compact onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <SkeletonLines lines={3} />
      ) : (
        <>
          <dl className="ledger-stats">
            {Object.entries(data.sums).map(([currency, sum]) => (
              <Stat key={currency} label={t("ledger.sum", { currency })} bad={sum !== 0}>
                {coins(sum)}
              </Stat>
            ))}
            <Stat label={t("ledger.drifted")} bad={data.driftedAccounts.length > 0}>
              {count(data.driftedAccounts.length)}
            </Stat>
            <Stat label={t("ledger.negative")} bad={data.negativeAccounts.length > 0}>
              {count(data.negativeAccounts.length)}
            </Stat>
            <Stat label={t("ledger.orphaned")} bad={data.orphanedEscrows.length > 0}>
              {count(data.orphanedEscrows.length)}
            </Stat>
            <Stat label={t("ledger.openGames")}>{count(data.openGames)}</Stat>
            <Stat label={t("ledger.pendingWithdrawals")}>{count(data.pendingWithdrawals)}</Stat>
            <Stat label={t("ledger.accounts")}>{count(data.accounts)}</Stat>
            <Stat label={t("ledger.transfers")}>{count(data.transfers)}</Stat>
          </dl>
          {data.orphanedEscrows.length > 0 && (
            <Findings title={t("ledger.orphanedList")}>
              {data.orphanedEscrows.map((escrow, index) => (
                <li key={`${escrow.ref ?? "none"}-${index}`}>
                  <code>{escrow.ref ?? "\u2014"}</code>
                  <span className="ledger-findings__amount">{coins(escrow.balance)}</span>
                  <span className="ledger-findings__why">{escrow.why}</span>
                </li>
              ))}
            </Findings>
          )}
          {data.driftedAccounts.length > 0 && (
            <Findings title={t("ledger.driftedList")}>
              {data.driftedAccounts.map((account) => (
                <li key={account.id}>
                  <code>{account.id}</code>
                  <span className="ledger-findings__amount">{coins(account.balance)}</span>
                  <span className="ledger-findings__why">
                    {t("ledger.driftedWhy", { kind: account.kind, expected: coins(account.fromTransfers) })}
                  </span>
                </li>
              ))}
            </Findings>
          )}
          {data.negativeAccounts.length > 0 && (
            <Findings title={t("ledger.negativeList")}>
              {data.negativeAccounts.map((account) => (
                <li key={account.id}>
                  <code>{account.id}</code>
                  <span className="ledger-findings__amount">{coins(account.balance)}</span>
                  <span className="ledger-findings__why">{account.kind}</span>
                </li>
              ))}
            </Findings>
          )}
        </>
      )}
      {data && checkedAt && <p className="ledger-card__checked">{t("ledger.checkedAt", { time: formatDateTime(checkedAt, lang) })}</p>}
    </section>
  );
}

function Stat({ label, bad = false, children }: { label: string; bad?: boolean; children: ReactNode }) {
  return (
    <div className={`ledger-stat ${bad ? "ledger-stat--bad" : ""}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Findings({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ledger-findings">
      <h3 className="ledger-findings__title">{title}</h3>
      <ul>{children}</ul>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { AdminDashboard } from "@arena/contracts";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { Icon, type IconName } from "../../../shell/Icon";
import { dayLabel, kpis, ledgerFindings } from "./dashboardData";

interface KpiProps {
  icon: IconName;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: "good" | "bad" | "pending";
  children?: ReactNode;
}

/** One figure: what it is, the number, a line that says more, and where to act on it. */
function Kpi({ icon, label, value, note, tone, children }: KpiProps) {
  return (
    <li className={`dash-kpi ${tone ? `dash-kpi--${tone}` : ""}`}>
      <p className="dash-kpi__label">
        <Icon name={icon} size={18} />
        {label}
      </p>
      <p className="dash-kpi__value">{value}</p>
      {note && <p className="dash-kpi__note">{note}</p>}
      {children}
    </li>
  );
}

/** The period's key figures; pending withdrawals and the ledger link to Wallet Management, where they are acted on. */
export function KpiCards({ dashboard, lang }: { dashboard: AdminDashboard; lang: string }) {
  const { t } = useTranslation();
  const k = kpis(dashboard);
  const count = (n: number) => formatNumber(n, lang);
  const coins = (n: number) => t("adminDashboard.coins", { amount: formatCoins(n, lang) });
  const findings = ledgerFindings(dashboard.ledger);

  return (
    <ul className="dash-kpis" aria-label={t("adminDashboard.kpi.label")}>
      <Kpi icon="users" label={t("adminDashboard.kpi.newPlayers")} value={count(k.newPlayers)} note={t("adminDashboard.kpi.newPlayersNote")} />
      <Kpi
        icon="activity"
        label={t("adminDashboard.kpi.active")}
        value={count(k.peakActive.count)}
        note={
          k.peakActive.day
            ? `${dayLabel(k.peakActive.day, lang)} · ${t("adminDashboard.kpi.activeNote", { average: formatNumber(k.averageActive, lang) })}`
            : t("adminDashboard.kpi.activeNone")
        }
      />
      <Kpi icon="dice" label={t("adminDashboard.kpi.games")} value={count(k.games)} note={t("adminDashboard.kpi.gamesNote")} />
      <Kpi
        icon="coin"
        label={t("adminDashboard.kpi.commission")}
        value={coins(k.commission.COIN)}
        note={t("adminDashboard.kpi.commissionNote", { amount: formatCoins(k.commission.FREE, lang) })}
      />
      <Kpi icon="download" label={t("adminDashboard.kpi.deposits")} value={coins(k.deposits)} note={t("adminDashboard.kpi.depositsNote")} />
      <Kpi icon="upload" label={t("adminDashboard.kpi.withdrawals")} value={coins(k.withdrawals)} note={t("adminDashboard.kpi.withdrawalsNote")} />
      <Kpi
        icon="clock"
        label={t("adminDashboard.kpi.pending")}
        value={count(k.pending.count)}
        note={t("adminDashboard.kpi.pendingNote", { amount: formatCoins(k.pending.amount, lang) })}
        tone={k.pending.count > 0 ? "pending" : undefined}
      >
        <Link className="dash-kpi__link" to="/wallet-management">
          {t("adminDashboard.kpi.pendingLink")}
          <Icon name="back" size={14} className="dash-kpi__arrow" />
        </Link>
      </Kpi>
      <Kpi
        icon={k.ledgerOk ? "check" : "alert"}
        label={t("adminDashboard.kpi.ledger")}
        value={t(k.ledgerOk ? "adminDashboard.kpi.ledgerOk" : "adminDashboard.kpi.ledgerBad")}
        tone={k.ledgerOk ? "good" : "bad"}
        note={
          <>
            {k.ledgerOk
              ? t("adminDashboard.kpi.ledgerOkNote")
              : findings.length === 0
                ? t("adminDashboard.kpi.ledgerBadNote")
                : findings
                  .map((f) =>
                    f.kind === "sum"
                      ? t("adminDashboard.kpi.ledgerSum", { currency: f.currency, value: formatCoins(f.value, lang) })
                      : t("adminDashboard.kpi.ledgerOrphans", { count: f.count }),
                  )
                  .join(" · ")}{" "}
            {t("adminDashboard.kpi.ledgerOpen", { games: count(dashboard.ledger.openGames), seats: count(dashboard.ledger.openSeats) })}
          </>
        }
      >
        <Link className="dash-kpi__link" to="/wallet-management">
          {t("adminDashboard.kpi.ledgerLink")}
          <Icon name="back" size={14} className="dash-kpi__arrow" />
        </Link>
      </Kpi>
    </ul>
  );
}

import { useId } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { AdminDashboard } from "@arena/contracts";
import { formatCoins, formatNumber } from "../../../lib/numbers";
import { DataTable, type Column } from "../data-table/DataTable";
import { gameNameKey, gamesByMode, userLink } from "./dashboardData";

interface PlayerRow {
  userId: string;
  userName: string;
  rank: number;
  value: string;
}

type Lookup = "winners" | "popular" | "wallets";

/**
 * One of the spec's admin look-ups: rank, the player (a link to find them in User Management) and the figure. Three
 * short columns fit a phone, so this is a plain table rather than the admin lists' paged one.
 */
function PlayerTable({ kind, rows }: { kind: Lookup; rows: PlayerRow[] | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="dash-card dash-lookup" aria-labelledby={`${id}-title`} aria-busy={!rows}>
      <h2 id={`${id}-title`} className="dash-card__title">
        {t(`adminDashboard.lookups.${kind}.title`)}
      </h2>
      {rows && rows.length === 0 ? (
        <p className="dash-card__empty">{t(`adminDashboard.lookups.${kind}.empty`)}</p>
      ) : (
        <table className="dash-table dash-lookup__table">
          <caption className="visually-hidden">{t(`adminDashboard.lookups.${kind}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="num dash-lookup__rank">
                {t("adminDashboard.lookups.rank")}
              </th>
              <th scope="col">{t("adminDashboard.lookups.player")}</th>
              <th scope="col" className="num">
                {t(`adminDashboard.lookups.${kind}.value`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows
              ? rows.map((row) => (
                  <tr key={row.userId}>
                    <td className="num dash-lookup__rank">{row.rank}</td>
                    <th scope="row" className="dash-lookup__player">
                      <Link to={userLink(row.userId)} title={t("adminDashboard.lookups.open", { name: row.userName })}>
                        {row.userName}
                      </Link>
                    </th>
                    <td className="num">{row.value}</td>
                  </tr>
                ))
              : Array.from({ length: 3 }, (_, index) => (
                  <tr key={index} aria-hidden="true">
                    {[0, 1, 2].map((cell) => (
                      <td key={cell}>
                        <span className="skeleton skeleton--line" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Top winners, popular players and the largest wallets (skeleton rows while the first answer loads). */
export function LookupTables({ dashboard, lang }: { dashboard: AdminDashboard | undefined; lang: string }) {
  const { t } = useTranslation();
  const coins = (n: number) => t("adminDashboard.coins", { amount: formatCoins(n, lang) });
  const ranked = <T extends { userId: string; userName: string }>(list: T[] | undefined, value: (row: T) => string) =>
    list?.map((row, index) => ({ userId: row.userId, userName: row.userName, rank: index + 1, value: value(row) }));
  return (
    <div className="dash-lookups">
      <PlayerTable kind="winners" rows={ranked(dashboard?.topWinners, (row) => coins(row.won))} />
      <PlayerTable kind="popular" rows={ranked(dashboard?.popularPlayers, (row) => formatNumber(row.games, lang))} />
      <PlayerTable kind="wallets" rows={ranked(dashboard?.wallets, (row) => coins(row.balance))} />
    </div>
  );
}

/** The period's finished games per game and mode (the charts add the modes up). */
export function GamesByModeTable({ dashboard, lang }: { dashboard: AdminDashboard; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = gamesByMode(dashboard);
  const nameOf = (game: string) => {
    const key = gameNameKey(game);
    return key ? t(key) : game;
  };
  const columns: Column<(typeof rows)[number]>[] = [
    { key: "game", header: t("adminDashboard.modes.game"), lead: true, cell: (row) => nameOf(row.game) },
    { key: "mode", header: t("adminDashboard.modes.mode"), cell: (row) => row.mode },
    { key: "count", header: t("adminDashboard.modes.count"), numeric: true, cell: (row) => formatNumber(row.count, lang) },
  ];
  return (
    <section className="dash-card dash-modes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dash-card__title">
        {t("adminDashboard.modes.title")}
      </h2>
      {rows.length === 0 ? (
        <p className="dash-card__empty">{t("adminDashboard.modes.empty")}</p>
      ) : (
        <DataTable label={t("adminDashboard.modes.caption")} columns={columns} rows={rows} rowKey={(row) => `${row.game}:${row.mode}`} loading={false} />
      )}
    </section>
  );
}

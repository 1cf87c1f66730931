/**
 * The table in force, shown before a spin (GET spin/probability): every prize with how many of the equal segments
 * carry it and its chance, what it pays on a bought spin, the price, the pot's rules and the long-run return to player
 * the rules work out for this table.
 */
import { useTranslation } from "react-i18next";
import type { CSSProperties } from "react";
import type { WheelTableView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { formatDateTime } from "../coins/money";
import { prizeTone } from "./wheel/geometry";
import { toneCss } from "./wheel/painter";
import { percentWords, prizeWords } from "./prizeWords";

export function WheelOdds({ table }: { table: WheelTableView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => t("spin.coins", { amount: formatCoins(n, lang) });
  const percent = (share: number) => percentWords(t, share, lang);
  const pays = (row: WheelTableView["odds"][number]) =>
    row.prize.kind === "coins" ? coins(Math.floor((Math.round(table.price * 100) * row.prize.multiplier) / 100) / 100) : row.prize.kind === "jackpot" ? t("spin.odds.paysPot") : "—";
  const { jackpot } = table;
  return (
    <section className="jp-card jp-odds" aria-labelledby="jp-odds-title">
      <h2 id="jp-odds-title" className="jp-card__title">
        {t("spin.odds.title")}
      </h2>
      <p className="jp-card__text">{t("spin.odds.lead", { count: table.segments.length, version: table.version, date: formatDateTime(table.createdAt, lang) })}</p>
      <div className="jp-odds__wrap" role="region" aria-labelledby="jp-odds-caption" tabIndex={0}>
        <table className="jp-table">
          <caption id="jp-odds-caption" className="visually-hidden">
            {t("spin.odds.caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("spin.odds.prize")}</th>
              <th scope="col" className="num">
                {t("spin.odds.chance")}
              </th>
              <th scope="col" className="num">
                {t("spin.odds.pays", { price: formatCoins(table.price, lang) })}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.odds.map((row) => (
              <tr key={JSON.stringify(row.prize)}>
                <th scope="row">
                  <span className="jp-swatch" style={{ "--tone": toneCss(prizeTone(row.prize)) } as CSSProperties} aria-hidden="true" />
                  {prizeWords(t, row.prize, lang)}
                </th>
                <td className="num">
                  {percent(row.probability)}
                  <span className="jp-table__sub">{t("spin.odds.segmentCount", { count: row.segments, segments: formatNumber(row.segments, lang) })}</span>
                </td>
                <td className="num">{pays(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="jp-terms">
        <div className="jp-terms__rtp">
          <dt>{t("spin.odds.rtp")}</dt>
          <dd>
            <strong>{percent(table.rtp.total)}</strong>
            <span className="jp-terms__sub">
              {t("spin.odds.rtpParts", { coins: percent(table.rtp.coins), share: percent(table.rtp.jackpotShare), seed: percent(table.rtp.jackpotSeed) })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("spin.odds.price")}</dt>
          <dd>{coins(table.price)}</dd>
        </div>
        <div>
          <dt>{t("spin.odds.freeStake")}</dt>
          <dd>{coins(table.freeSpinStake)}</dd>
        </div>
        <div>
          <dt>{t("spin.odds.potRules")}</dt>
          <dd>
            {t("spin.odds.potShare", { share: formatNumber(jackpot.sharePercent, lang), seed: coins(jackpot.seed) })}
            {jackpot.cap !== null && <span className="jp-terms__sub">{t("spin.odds.potCap", { cap: coins(jackpot.cap) })}</span>}
            {jackpot.mustDropMinutes !== null && <span className="jp-terms__sub">{t("spin.odds.potTime", { count: jackpot.mustDropMinutes })}</span>}
          </dd>
        </div>
      </dl>
    </section>
  );
}

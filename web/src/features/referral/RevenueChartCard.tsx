import { Suspense, lazy, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import { bucketLabel, revenueChart, type Grouping, type RevenueBucket } from "./revenueData";

// Chart.js comes with the chart, after the page's figures and tables: the admin dashboard's canvas (the one module that
// registers what it draws), stacked bars here. Neither is in the first download.
const DailyChartCanvas = lazy(() => import("../admin/dashboard/DailyChartCanvas"));

interface Props {
  buckets: RevenueBucket[];
  grouping: Grouping;
  lang: string;
  /** A value with its unit, as the chart's tooltip shows it. */
  coins: (value: number) => string;
  /** A value alone, as the table's cells show it (the caption names the unit, so four columns fit a phone). */
  amount: (value: number) => string;
}

/**
 * Earnings over the period as stacked bars (direct, indirect), with the same numbers as a table: the table is always in
 * the page for screen readers (hidden to the eye while the chart shows), and "Show as table" puts it on screen instead.
 */
export function RevenueChartCard({ buckets, grouping, lang, coins, amount }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const labels = { direct: t("referralProgramme.levels.direct"), indirect: t("referralProgramme.levels.indirect") };
  const chart = revenueChart(buckets, labels);
  const empty = !buckets.some((b) => b.direct !== 0 || b.indirect !== 0);

  return (
    <section className="ref-card ref-chart" aria-labelledby={`${id}-title`}>
      <header className="ref-chart__head">
        <div>
          <h2 id={`${id}-title`} className="ref-card__title">
            {t("referralProgramme.revenue.chartTitle")}
          </h2>
          <p className="ref-card__text">{t(`referralProgramme.revenue.per.${grouping}`)}</p>
        </div>
        {!empty && (
          <button type="button" className="btn btn--ghost ref-chart__toggle" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            <Icon name={asTable ? "activity" : "list"} size={16} />
            {t(asTable ? "referralProgramme.revenue.showChart" : "referralProgramme.revenue.showTable")}
          </button>
        )}
      </header>

      {empty ? (
        <p className="ref-chart__empty">{t("referralProgramme.revenue.emptyChart")}</p>
      ) : (
        <>
          {!asTable && (
            <div className="ref-chart__canvas">
              <Suspense
                fallback={
                  <div className="ref-chart__loading" role="status">
                    <span className="spinner" aria-hidden="true" />
                    {t("referralProgramme.revenue.chartLoading")}
                  </div>
                }
              >
                <DailyChartCanvas chart={chart} style="stacked" fractional lang={lang} formatValue={coins} dayLabels={buckets.map((b) => bucketLabel(b, grouping, lang))} />
              </Suspense>
            </div>
          )}
          <div className={asTable ? "ref-chart__table" : "visually-hidden"} {...(asTable && { role: "region", "aria-labelledby": `${id}-caption`, tabIndex: 0 })}>
            <table className="ref-plain-table">
              <caption id={`${id}-caption`} className="visually-hidden">
                {t(`referralProgramme.revenue.caption.${grouping}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(`referralProgramme.revenue.bucket.${grouping}`)}</th>
                  <th scope="col" className="num">
                    {labels.direct}
                  </th>
                  <th scope="col" className="num">
                    {labels.indirect}
                  </th>
                  <th scope="col" className="num">
                    {t("referralProgramme.revenue.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {buckets.map((bucket) => (
                  <tr key={bucket.start}>
                    <th scope="row">{bucketLabel(bucket, grouping, lang, "long")}</th>
                    <td className="num">{amount(bucket.direct)}</td>
                    <td className="num">{amount(bucket.indirect)}</td>
                    <td className="num">{amount(Math.round((bucket.direct + bucket.indirect) * 100) / 100)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

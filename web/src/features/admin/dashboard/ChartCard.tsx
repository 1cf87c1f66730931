import { Suspense, lazy, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import type { ChartStyle } from "./DailyChartCanvas";
import { chartTable, dayLabel, hasValues, type DailyChart } from "./dashboardData";

// Chart.js comes with the first chart shown, after the page's figures and tables.
const DailyChartCanvas = lazy(() => import("./DailyChartCanvas"));

interface ChartCardProps {
  title: string;
  /** The table's caption (what each row and column is). */
  caption: string;
  chart: DailyChart;
  style: ChartStyle;
  lang: string;
  formatValue: (value: number) => string;
  /** Shown instead of the chart when every value of the period is zero. */
  emptyText: string;
  note?: string;
  className?: string;
}

/**
 * A chart with its numbers as a table: the table is always in the page (read by screen readers and axe, hidden to
 * the eye while the chart shows), and "Show as table" puts it on screen in the chart's place.
 */
export function ChartCard({ title, caption, chart, style, lang, formatValue, emptyText, note, className = "" }: ChartCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = !hasValues(chart);
  const table = chartTable(chart);

  return (
    <section className={`dash-card dash-chart ${className}`} aria-labelledby={`${id}-title`}>
      <header className="dash-card__head">
        <div>
          <h2 id={`${id}-title`} className="dash-card__title">
            {title}
          </h2>
          {note && <p className="dash-card__note">{note}</p>}
        </div>
        {!empty && (
          <button type="button" className="btn btn--ghost dash-chart__toggle" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            <Icon name={asTable ? "activity" : "list"} size={16} />
            {t(asTable ? "adminDashboard.charts.showChart" : "adminDashboard.charts.showTable")}
          </button>
        )}
      </header>

      {empty ? (
        <p className="dash-card__empty">{emptyText}</p>
      ) : (
        <>
          {!asTable && (
            <div className="dash-chart__canvas">
              <Suspense
                fallback={
                  <div className="dash-chart__loading" role="status">
                    <span className="spinner" aria-hidden="true" />
                    {t("adminDashboard.charts.loading")}
                  </div>
                }
              >
                <DailyChartCanvas
                  chart={chart}
                  style={style}
                  lang={lang}
                  formatValue={formatValue}
                  dayLabels={chart.days.map((day) => dayLabel(day, lang))}
                />
              </Suspense>
            </div>
          )}
          <div
            className={asTable ? "dash-chart__table-wrap" : "visually-hidden"}
            {...(asTable && { role: "region", "aria-labelledby": `${id}-caption`, tabIndex: 0 })}
          >
            <table className="dash-table">
              <caption id={`${id}-caption`} className="visually-hidden">
                {caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("adminDashboard.charts.day")}</th>
                  {chart.series.map((series) => (
                    <th key={series.key} scope="col" className="num">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{dayLabel(row.day, lang, "long")}</th>
                    {row.values.map((value, index) => (
                      <td key={chart.series[index]!.key} className="num">
                        {formatValue(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("adminDashboard.charts.total")}</th>
                  {table.totals.map((value, index) => (
                    <td key={chart.series[index]!.key} className="num">
                      {formatValue(value)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

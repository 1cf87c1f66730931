/**
 * The one module that brings Chart.js (loaded lazily by ChartCard, so only the dashboard downloads it). Only what
 * the three charts draw is registered: bars and lines on a category and a linear scale, the tooltip and the legend;
 * the rest of Chart.js is left out of the bundle. The canvas is hidden from assistive technology: its numbers are in
 * the table beside it (ChartCard).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartDataset,
  type ChartOptions,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import type { DailyChart } from "./dashboardData";

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The theme's colours (styles/theme.css): Chart.js draws on a canvas, which reads no CSS variables. */
const INK = { text: "#aca6d4", grid: "rgba(164, 148, 255, 0.14)", font: '"Inter", "Segoe UI", system-ui, sans-serif' };
/** Gold, cyan, green, red, violet, orange: apart on the dark surface, and each series is named in the legend and table. */
export const SERIES_COLOURS = ["#ffc53d", "#4fd1ff", "#2fd38a", "#ff5470", "#a494ff", "#ff9f43"] as const;

/**
 * lines: every series a line (players); stacked: bars stacked per day (games by game); money: deposits and
 * withdrawals as bars, the commission as a line over them (on the same scale: a second one would make a small
 * commission look as big as the deposits).
 */
export type ChartStyle = "lines" | "stacked" | "money";

interface Props {
  chart: DailyChart;
  style: ChartStyle;
  /** The x axis' labels, one per day. */
  dayLabels: string[];
  lang: string;
  /** A value as the tooltip shows it ("12.50 COIN", "3"). */
  formatValue: (value: number) => string;
  /** The values are coins, not counts: the value axis may step by fractions (stacked bars of cents). */
  fractional?: boolean;
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

function datasets(chart: DailyChart, style: ChartStyle): ChartDataset<"bar" | "line", number[]>[] {
  return chart.series.map((series, index) => {
    const colour = style === "money" ? { deposits: SERIES_COLOURS[2], withdrawals: SERIES_COLOURS[3], commission: SERIES_COLOURS[0] }[series.key] ?? SERIES_COLOURS[index % 6] : SERIES_COLOURS[index % SERIES_COLOURS.length];
    const line = style === "lines" || (style === "money" && series.key === "commission");
    const common = { label: series.label, data: series.values, borderColor: colour, backgroundColor: colour };
    if (line) {
      return {
        ...common,
        type: "line" as const,
        borderWidth: 2,
        pointRadius: chart.days.length > 31 ? 0 : 3,
        pointHoverRadius: 5,
        tension: 0.25,
        order: 0,
      };
    }
    return { ...common, type: "bar" as const, borderRadius: 3, maxBarThickness: 28, order: 1 };
  });
}

export default function DailyChartCanvas({ chart, style, dayLabels, lang, formatValue, fractional = false }: Props) {
  const data: ChartData<"bar" | "line", number[], string> = { labels: dayLabels, datasets: datasets(chart, style) };
  const axis = { ticks: { color: INK.text, font: { family: INK.font } }, grid: { color: INK.grid }, border: { color: INK.grid } };
  const options: ChartOptions<"bar" | "line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : { duration: 300 },
    locale: lang,
    interaction: { mode: "index", intersect: false },
    plugins: {
      // In the series' order (Chart.js would sort by drawing order, which puts the lines drawn over the bars first).
      legend: {
        position: "bottom",
        labels: { color: INK.text, boxWidth: 12, boxHeight: 12, font: { family: INK.font }, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) },
      },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${formatValue(Number(item.raw))}` } },
    },
    scales: {
      x: { ...axis, stacked: style === "stacked", ticks: { ...axis.ticks, autoSkip: true, maxRotation: 0 } },
      y: { ...axis, stacked: style === "stacked", beginAtZero: true, ticks: { ...axis.ticks, precision: style === "money" || fractional ? undefined : 0 } },
    },
  };
  return <Chart type="bar" data={data} options={options} aria-hidden="true" />;
}

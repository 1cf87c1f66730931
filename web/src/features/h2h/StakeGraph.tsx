/**
 * How the money on each answer grew (GET h2h/graph, pushed live by the card's watch; asked for every few seconds when
 * `poll`): an SVG step line per answer, with the same figures as a table.
 */
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { h2hGraphSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { SkeletonLines } from "../../shell/Status";
import { H2H_API, H2H_REFRESH_MS } from "./h2hApi";
import { graphLines } from "./view";

type Graph = z.infer<typeof h2hGraphSchema>;
const BOX = { width: 600, height: 220, pad: 12 };
/** Answer colours, told apart by the legend's names as well (never by colour alone). */
export const OPTION_COLOURS = ["#2f80ed", "#eb5757", "#27ae60", "#f2994a", "#9b51e0", "#56ccf2"];

export function StakeGraph({ questionId, poll }: { questionId: string; poll: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const graph = useSWR<Graph>(H2H_API.graph(questionId), fetchResult, { refreshInterval: poll ? H2H_REFRESH_MS : 0 });
  if (!graph.data) return <SkeletonLines lines={3} />;
  const { options, points } = graph.data;
  if (points.length === 0) return <p className="h2h-hint">{t("h2h.graph.empty")}</p>;
  const { lines, max } = graphLines(options.length, points, BOX);
  const time = new Intl.DateTimeFormat(lang, { timeStyle: "medium" });
  return (
    <figure className="h2h-graph">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={t("h2h.graph.label", { max: formatCoins(max, lang) })} preserveAspectRatio="none">
        <line x1={BOX.pad} y1={BOX.height - BOX.pad} x2={BOX.width - BOX.pad} y2={BOX.height - BOX.pad} className="h2h-graph__axis" />
        {lines.map((points, i) => (
          <polyline key={i} points={points} fill="none" stroke={OPTION_COLOURS[i % OPTION_COLOURS.length]} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <figcaption className="h2h-legend">
        {options.map((label, i) => (
          <span key={i}>
            <span className="h2h-swatch" style={{ background: OPTION_COLOURS[i % OPTION_COLOURS.length] }} aria-hidden="true" />
            {label}
          </span>
        ))}
      </figcaption>
      <details>
        <summary>{t("h2h.graph.title")}</summary>
        <div className="h2h-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("h2h.graph.at")}</th>
                {options.map((label, i) => (
                  <th key={i} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={i}>
                  <td>{time.format(new Date(p.at))}</td>
                  {p.totals.map((v, j) => (
                    <td key={j}>{formatCoins(v, lang)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

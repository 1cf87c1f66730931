/** H2H's pure view pieces: the order matches are listed in and the graph's geometry (the screen only draws them). */

type MatchState = "upcoming" | "live" | "finished";
const STATE_ORDER: Record<MatchState, number> = { live: 0, upcoming: 1, finished: 2 };

/** Live matches first, then upcoming, then finished; by start time within each (the latest finished first). */
export function sortMatches<M extends { state: MatchState; startsAt: string }>(matches: readonly M[]): M[] {
  return [...matches].sort((a, b) => {
    const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
    if (byState !== 0) return byState;
    const diff = new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime();
    return a.state === "finished" ? -diff : diff;
  });
}

export interface GraphPoint {
  at: string;
  totals: number[];
}
export interface GraphBox {
  width: number;
  height: number;
  pad: number;
}

/**
 * One polyline per option ("x,y x,y …") of how its money grew: time on x (first to last stake), coins on y (0 to the
 * largest total). A step line: a total holds until the next stake moves it. No points, no lines.
 */
export function graphLines(options: number, points: readonly GraphPoint[], box: GraphBox): { lines: string[]; max: number } {
  if (points.length === 0) return { lines: Array.from({ length: options }, () => ""), max: 0 };
  const times = points.map((p) => new Date(p.at).getTime());
  const t0 = times[0]!;
  const span = Math.max(1, times[times.length - 1]! - t0);
  const max = Math.max(1, ...points.flatMap((p) => p.totals));
  const w = box.width - 2 * box.pad;
  const h = box.height - 2 * box.pad;
  const x = (t: number) => round(box.pad + (points.length === 1 ? w : ((t - t0) / span) * w));
  const y = (v: number) => round(box.pad + h - (v / max) * h);
  const lines = Array.from({ length: options }, (_, o) => {
    const coords: string[] = [`${round(box.pad)},${y(0)}`];
    let last = 0;
    points.forEach((p, i) => {
      const v = p.totals[o] ?? 0;
      coords.push(`${x(times[i]!)},${y(last)}`, `${x(times[i]!)},${y(v)}`);
      last = v;
    });
    return coords.join(" ");
  });
  return { lines, max };
}

const round = (v: number) => Math.round(v * 10) / 10;

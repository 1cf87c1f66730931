/** The bell's small words, pure: how long ago a notification came, and the badge's count. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 3_600],
  ["day", 86_400],
  ["week", 604_800],
];

/**
 * How long ago, in the reader's language: "just now" under a minute ("now" as Intl says it), then minutes, hours,
 * days, and weeks up to a month; older ones by their date.
 */
export function timeAgo(iso: string, now: number, lang: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  if (seconds < 60) return format.format(0, "second");
  if (seconds >= 30 * 86_400) return new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(at);
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}

/** The badge on the bell: nothing for none, the count up to 9, then "9+". */
export const badgeText = (unread: number): string => (unread <= 0 ? "" : unread > 9 ? "9+" : String(unread));

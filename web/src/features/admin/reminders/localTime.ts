/**
 * The reminder form's time: a date-time control speaks the admin's local wall time ("2026-05-01T18:30", no zone), the
 * API an ISO instant. These convert between the two in the browser's time zone. Pure apart from that zone (the
 * tests set TZ).
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** A local date-time control's value: YYYY-MM-DDTHH:mm. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The control's value for an instant, in the local zone, to the minute. Empty for a date that is not one. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The instant a local wall time names (an ISO string, UTC), or null when the value is not a date-time or names no
 * real day (31 February). A wall time that a daylight-saving change skips resolves as the browser resolves it
 * (forward by the gap).
 */
export function localInputToIso(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute, second);
  // A day past the month's end rolls over into the next month: not a date the admin meant.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** The control's value for now (or `now`), to the minute: "send now". */
export const nowLocalInput = (now: Date = new Date()): string => isoToLocalInput(now.toISOString());

/** The admin's time zone by name ("America/Sao_Paulo"), to say in which zone times are shown. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant in the admin's language and zone, with the zone's short name ("1 May 2026, 18:30 GMT-3"). */
export function formatLocalTime(iso: string | null, lang: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  // dateStyle cannot be combined with timeZoneName: the same fields, spelled out.
  return new Intl.DateTimeFormat(lang, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

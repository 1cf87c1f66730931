/**
 * What an audit row changed, in words: the keys whose values differ between `before` and `after`, the keys only
 * `after` sets, and the keys only `before` records (the facts of the thing acted on, e.g. a withdrawal's amount:
 * recorded, not removed). Unchanged keys are left out. Pure, tested beside it.
 */

export type AuditState = Record<string, unknown> | null | undefined;

export interface AuditChange {
  key: string;
  /** changed: before → after; set: only after has it; recorded: only before has it (context, not a removal). */
  kind: "changed" | "set" | "recorded";
  before?: unknown;
  after?: unknown;
}

/** A value's JSON with object keys sorted, so { a, b } and { b, a } compare equal. */
function canonical(value: unknown): string {
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const has = (record: AuditState, key: string) => Boolean(record) && Object.prototype.hasOwnProperty.call(record, key);

/** The changes, in the order `after` lists its keys, then the keys only `before` has. */
export function auditChanges(before: AuditState, after: AuditState): AuditChange[] {
  const keys = [...Object.keys(after ?? {}), ...Object.keys(before ?? {}).filter((key) => !has(after, key))];
  const out: AuditChange[] = [];
  for (const key of keys) {
    const inBefore = has(before, key);
    const inAfter = has(after, key);
    const was = before?.[key];
    const now = after?.[key];
    if (inBefore && inAfter) {
      if (canonical(was) !== canonical(now)) out.push({ key, kind: "changed", before: was, after: now });
    } else if (inAfter) {
      out.push({ key, kind: "set", after: now });
    } else {
      out.push({ key, kind: "recorded", before: was });
    }
  }
  return out;
}

export interface AuditWords {
  /** A key's name in words ("status" → "Status"), or undefined to show the key itself. */
  field: (key: string) => string | undefined;
  /** A text value in words ("BLOCKED" → "Blocked"), or undefined to show it as it is. */
  value: (text: string) => string | undefined;
  /** A number in the reader's language. */
  number: (n: number) => string;
  /** An instant (an ISO date and time) in the reader's language and time zone. */
  date: (iso: string) => string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One value as shown: words for known texts and for yes/no, figures and instants in the reader's language, JSON for
 * anything else; cut to `max` characters with an ellipsis when given (an FAQ's answer in a table cell; the CSV keeps it whole).
 */
export function describeValue(value: unknown, words: AuditWords, max?: number): string {
  if (value === null || value === undefined || value === "") return "\u2014";
  let text: string;
  if (typeof value === "string") text = INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? words.date(value) : (words.value(value) ?? value);
  else if (typeof value === "number") text = words.number(value);
  else if (typeof value === "boolean") text = words.value(String(value)) ?? String(value);
  else text = JSON.stringify(value);
  const chars = Array.from(text);
  return max !== undefined && chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join("").trimEnd()}\u2026` : text;
}

export const describeField = (key: string, words: AuditWords): string => words.field(key) ?? key;

/** The changes on one line (the CSV export): "Status: Active → Blocked; Amount: 30". */
export function changesText(changes: readonly AuditChange[], words: AuditWords): string {
  return changes
    .map((change) => {
      const field = describeField(change.key, words);
      if (change.kind === "changed") return `${field}: ${describeValue(change.before, words)} \u2192 ${describeValue(change.after, words)}`;
      if (change.kind === "set") return `${field}: \u2192 ${describeValue(change.after, words)}`;
      return `${field}: ${describeValue(change.before, words)}`;
    })
    .join("; ");
}

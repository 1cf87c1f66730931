/**
 * CSV export of an admin list, built in the browser from the rows the API gives page by page (the API has no export of
 * its own for these lists). Pure, tested beside it.
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell, quoted when it holds a comma, a quote or a line break (RFC 4180). A text that a spreadsheet would run as
 * a formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe: an admin log holds
 * texts typed by players (contact messages, names), and opening the file must never run them.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header row then one line per row, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export interface FetchedPage<T> {
  docs: T[];
  total: number;
  pages: number;
}

export interface AllPages<T> {
  rows: T[];
  /** How many rows the filter matches on the server. */
  total: number;
  /** More rows matched than were fetched (the export stops at `max`). */
  capped: boolean;
}

/**
 * Fetches a list page by page (`limit` rows each) until every row is here or `max` rows are; a page that fails
 * rejects the whole export (a partial file would look complete).
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<FetchedPage<T>>,
  { limit = 100, max = 1000 }: { limit?: number; max?: number } = {},
): Promise<AllPages<T>> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < max; page += 1) {
    const answer = await fetchPage(page, limit);
    total = answer.total;
    rows.push(...answer.docs);
    if (answer.docs.length < limit || page >= answer.pages) break;
  }
  const kept = rows.slice(0, max);
  return { rows: kept, total: Math.max(total, kept.length), capped: total > kept.length };
}

/**
 * The paging model of the admin lists: every list is paged by the server ({ docs, total, page, limit, pages }), so
 * the client only says which page it wants, with which filters, and shows where it is. Pure, tested beside it.
 */

/** What a paged answer of the admin API says about its place in the list. */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** The 1-based positions of the first and last row shown ("Showing 21–40 of 57"); 0 and 0 when there is none. */
export function pageRange({ page, limit, total }: Pick<PageInfo, "page" | "limit" | "total">): { first: number; last: number } {
  if (total <= 0 || limit <= 0 || page < 1) return { first: 0, last: 0 };
  const first = (page - 1) * limit + 1;
  if (first > total) return { first: 0, last: 0 };
  return { first, last: Math.min(total, page * limit) };
}

/**
 * Where to go when the page asked for is past the end (rows were removed, or an old link): the last page that has
 * rows, or null when the page is fine as it is.
 */
export function pastTheEnd({ page, total, pages }: Pick<PageInfo, "page" | "total" | "pages">): number | null {
  if (total <= 0) return page > 1 ? 1 : null;
  const last = Math.max(1, pages);
  return page > last ? last : null;
}

/**
 * The page numbers a pager offers: the first, the last, and `span` pages either side of the current one; null marks
 * a gap ("1 … 4 5 6 … 20"). A gap of exactly one page shows that page instead.
 */
export function pageWindow(page: number, pages: number, span = 1): (number | null)[] {
  const last = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), last);
  const wanted = new Set<number>([1, last]);
  for (let p = current - span; p <= current + span; p += 1) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out.length ? out[out.length - 1] : undefined;
    if (typeof previous === "number" && p - previous === 2) out.push(previous + 1);
    else if (typeof previous === "number" && p - previous > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** A list's query string: empty, null and undefined values are left out (the API reads absent as "any"). */
export function listQuery(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") query.set(key, text);
  }
  return query.toString();
}

export type SortDirection = "ascending" | "descending";
export interface SortState {
  key: string;
  direction: SortDirection;
}

/**
 * The order after a click on a sortable column's header: a new column starts descending (newest, largest first, as
 * the admin lists do), the same column flips.
 */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: "descending" };
  return { key, direction: current.direction === "descending" ? "ascending" : "descending" };
}

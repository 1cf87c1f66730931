import { transactionFilterSchema, type WalletCurrency } from "@arena/contracts";
import type { z } from "zod";

/** The spec's transaction filter fields, as the address and the API name them. */
export const FILTER_FIELDS = ["fromDate", "toDate", "search", "transactionType", "transactionStatus"] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

/** The filter bar's fields, checked by the contracts' own rules. */
export const filterFormSchema = transactionFilterSchema.pick({
  fromDate: true,
  toDate: true,
  search: true,
  transactionType: true,
  transactionStatus: true,
});
/** The output of the schema, every field optional (absent = any). */
export type TransactionFilterValues = Partial<z.output<typeof filterFormSchema>>;

const addressSchema = filterFormSchema.extend({ page: transactionFilterSchema.shape.page });

/** Rows per page of the history. */
export const PAGE_SIZE = 10;

/** The form's empty choices ("" = any) become absent fields, as the schema expects. */
export function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === "string" ? value.trim() : value;
    if (text !== "" && text !== null && text !== undefined) out[key] = text;
  }
  return out;
}

/**
 * The filter and page kept in the address (so they survive a reload). A value the contracts refuse (a typo
 * in a shared link) is dropped rather than breaking the page.
 */
export function readFilter(params: URLSearchParams): { filter: TransactionFilterValues; page: number } {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_FIELDS, "page"]) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  for (let attempt = 0; attempt <= FILTER_FIELDS.length + 1; attempt += 1) {
    const parsed = addressSchema.safeParse(raw);
    if (parsed.success) {
      const { page, ...filter } = parsed.data;
      return { filter, page };
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { filter: {}, page: 1 };
}

/** The address for a filter and page; other parameters (e.g. the open transaction) are kept. */
export function writeFilter(current: URLSearchParams, filter: TransactionFilterValues, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...FILTER_FIELDS, "page"]) next.delete(key);
  for (const key of FILTER_FIELDS) {
    const value = filter[key as FilterField];
    if (value) next.set(key, value);
  }
  if (page > 1) next.set("page", String(page));
  return next;
}

export const hasFilter = (filter: TransactionFilterValues): boolean => FILTER_FIELDS.some((key) => Boolean(filter[key]));

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day picked by the player covers that day in their own time zone: its first or last moment. */
export function dayBound(value: string, end: boolean): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** The query string of transactionHistory and transactionExport for this filter, page and currency. */
export function apiQuery(filter: TransactionFilterValues, currency: WalletCurrency, page?: number, limit = PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (page !== undefined) {
    query.set("page", String(page));
    query.set("limit", String(limit));
  }
  if (filter.fromDate) query.set("fromDate", dayBound(filter.fromDate, false));
  if (filter.toDate) query.set("toDate", dayBound(filter.toDate, true));
  if (filter.search) query.set("search", filter.search);
  if (filter.transactionType) query.set("transactionType", filter.transactionType);
  if (filter.transactionStatus) query.set("transactionStatus", filter.transactionStatus);
  query.set("currency", currency);
  return query.toString();
}

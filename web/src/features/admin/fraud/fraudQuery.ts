import { FRAUD_KINDS, FRAUD_STATUSES, type FraudKind } from "@arena/contracts";
import { listQuery } from "../data-table/paging";

/** Signals per page. */
export const FRAUD_PAGE_SIZE = 10;

/** The status tabs: open (where an admin starts), reviewed, and both (no status sent). */
export const FRAUD_TABS = [...FRAUD_STATUSES, "all"] as const;
export type FraudTab = (typeof FRAUD_TABS)[number];

export interface FraudView {
  tab: FraudTab;
  kind?: FraudKind;
  page: number;
}

const isTab = (value: string | null): value is FraudTab => FRAUD_TABS.includes(value as FraudTab);
const isKind = (value: string | null): value is FraudKind => FRAUD_KINDS.includes(value as FraudKind);

/** The page's tab, kind and page from the address; anything unknown falls back to its default. */
export function readFraudView(params: URLSearchParams): FraudView {
  const tab = params.get("status");
  const kind = params.get("kind");
  const page = Number(params.get("page"));
  return {
    tab: isTab(tab) ? tab : "open",
    ...(isKind(kind) ? { kind } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a view, the defaults (open, any kind, page 1) left out. */
export function writeFraudView(view: FraudView): URLSearchParams {
  return new URLSearchParams(listQuery({ status: view.tab === "open" ? undefined : view.tab, kind: view.kind, page: view.page > 1 ? view.page : undefined }));
}

/** GET admin/fraud's query for a view ("all" sends no status). */
export function fraudApiQuery(view: FraudView, limit = FRAUD_PAGE_SIZE): string {
  return listQuery({ page: view.page, limit, status: view.tab === "all" ? undefined : view.tab, kind: view.kind });
}

/** A filter narrower than "the open queue": its empty list means "nothing matches", not "the scan found nothing". */
export const isFiltered = (view: FraudView): boolean => view.tab !== "open" || view.kind !== undefined;

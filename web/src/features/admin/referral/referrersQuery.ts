import { listQuery } from "../data-table/paging";

/**
 * The /referral-management list's view in the address (?search=&held=1&page=), and the programme's admin endpoints
 * (game-server/src/http/routes/referral.ts). Pure, tested beside it.
 */

/** Referrers per page. */
export const REFERRERS_PAGE_SIZE = 10;

export interface ReferrersView {
  search: string;
  /** Only referrers with held earnings. */
  held: boolean;
  page: number;
}

export function readReferrersView(params: URLSearchParams): ReferrersView {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").slice(0, 100),
    held: params.get("held") === "1",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a view, its defaults (no search, everyone, page 1) left out. */
export function writeReferrersView(view: ReferrersView): URLSearchParams {
  return new URLSearchParams(listQuery({ search: view.search, held: view.held ? "1" : undefined, page: view.page > 1 ? view.page : undefined }));
}

/** GET admin/referral/referrers' query for a view (held=true only when asked: absent is everyone). */
export function referrersApiQuery(view: ReferrersView, limit = REFERRERS_PAGE_SIZE): string {
  return listQuery({ page: view.page, limit, search: view.search, held: view.held ? "true" : undefined });
}

export const ADMIN_REFERRAL_API = {
  overview: "/api/v1/admin/referral",
  rates: "/api/v1/admin/referral/rates",
  referrers: (query: string) => `/api/v1/admin/referral/referrers?${query}`,
  run: "/api/v1/admin/referral/run",
  release: (userId: string) => `/api/v1/admin/referral/${encodeURIComponent(userId)}/release`,
  forfeit: (userId: string) => `/api/v1/admin/referral/${encodeURIComponent(userId)}/forfeit`,
} as const;

/** Whether an swr key is one of the referrers list's pages (every one is out of date after a release or forfeit). */
export const isReferrersKey = (key: unknown): boolean => typeof key === "string" && key.startsWith(ADMIN_REFERRAL_API.referrers(""));

import type { ReferralLevel } from "@arena/contracts";

/**
 * What the /referral page shows, kept in the address so a reload or a shared link opens the same view: the history's
 * level filter and page, and which of the two lists (direct, indirect) is open at which page. Pure, tested beside it.
 */

/** History rows and referred players per page. */
export const REFERRAL_PAGE_SIZE = 10;

const LEVELS: readonly ReferralLevel[] = ["direct", "indirect"];

/** A referral code as the shell captures it from a link (shell/query.ts): 6 to 8 letters or digits. */
const CAPTURED_CODE = /^[A-Za-z0-9]{6,8}$/;

/**
 * The link a player shares: the home page with the code as the whole query (`https://arena.example/?AB12CD34`). The
 * spec's capture stores any bare query as the referral code and sign-up sends it, so the link needs no parameter name.
 * null when the code is not one the capture would keep (the page then shows the code alone).
 */
export function shareLink(origin: string, code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? "";
  if (!CAPTURED_CODE.test(trimmed)) return null;
  return `${origin.replace(/\/+$/, "")}/?${trimmed}`;
}

export interface ReferralView {
  /** The history's filter: one level, or both (undefined). */
  level?: ReferralLevel;
  page: number;
  /** The open list of referred players. */
  tab: ReferralLevel;
  tabPage: number;
}

const isLevel = (value: string | null): value is ReferralLevel => LEVELS.includes(value as ReferralLevel);
const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

/** The view from the address (?level=&page=&list=&listPage=); anything unknown falls back to its default. */
export function readReferralView(params: URLSearchParams): ReferralView {
  const level = params.get("level");
  const tab = params.get("list");
  return {
    ...(isLevel(level) ? { level } : {}),
    page: pageOf(params.get("page")),
    tab: isLevel(tab) ? tab : "direct",
    tabPage: pageOf(params.get("listPage")),
  };
}

/** The address of a view, defaults (both levels, page 1, the direct list) left out; other parameters are kept. */
export function writeReferralView(current: URLSearchParams, view: ReferralView): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value === undefined ? next.delete(key) : next.set(key, value));
  set("level", view.level);
  set("page", view.page > 1 ? String(view.page) : undefined);
  set("list", view.tab === "direct" ? undefined : view.tab);
  set("listPage", view.tabPage > 1 ? String(view.tabPage) : undefined);
  return next;
}

/** GET user/refferalHistory's query for a view. */
export function historyQuery(view: ReferralView, limit = REFERRAL_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(view.page), limit: String(limit) });
  if (view.level) query.set("level", view.level);
  return query.toString();
}

/** GET user/directIndirectUserList's query for a view. */
export const peopleQuery = (view: ReferralView, limit = REFERRAL_PAGE_SIZE): string =>
  new URLSearchParams({ level: view.tab, page: String(view.tabPage), limit: String(limit) }).toString();

/** The referral programme's player endpoints (game-server/src/http/routes/referral.ts); `query` is a ready query string. */
export const REFERRAL_API = {
  summary: "/api/v1/user/referralSummary",
  history: (query: string) => `/api/v1/user/refferalHistory?${query}`,
  people: (query: string) => `/api/v1/user/directIndirectUserList?${query}`,
  revenue: (days: number) => `/api/v1/user/revenue?days=${days}`,
} as const;

/** The i18n key of a game's name (the menu's titles); a game this web app does not know is shown by its id. */
export const gameNameKey = (game: string): string | null => ({ ludo: "nav.ludo", chess: "nav.chess", flash: "nav.flash" })[game] ?? null;

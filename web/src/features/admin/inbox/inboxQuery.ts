import { CONTACT_GAME_TYPES, CONTACT_STATUSES, type ContactGameType, type ContactStatus } from "@arena/contracts";
import { listQuery } from "../data-table/paging";

/** Rows per page of the inbox. */
export const INBOX_PAGE_SIZE = 10;

/** The status tabs: the three statuses, and all of them (no status sent). New is where an admin starts. */
export const INBOX_TABS = [...CONTACT_STATUSES, "all"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export interface InboxView {
  tab: InboxTab;
  game?: ContactGameType;
  search: string;
  page: number;
}

const isTab = (value: string | null): value is InboxTab => INBOX_TABS.includes(value as InboxTab);
const isGame = (value: string | null): value is ContactGameType => CONTACT_GAME_TYPES.includes(value as ContactGameType);

/** The inbox's tab, game, search and page from the address; anything unknown falls back to its default. */
export function readInbox(params: URLSearchParams): InboxView {
  const tab = params.get("status");
  const game = params.get("game");
  const page = Number(params.get("page"));
  return {
    tab: isTab(tab) ? tab : "new",
    ...(isGame(game) ? { game } : {}),
    search: (params.get("search") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a view: the defaults (New, any game, no search, page 1) left out. */
export function writeInbox(view: InboxView): URLSearchParams {
  return new URLSearchParams(
    listQuery({ status: view.tab === "new" ? undefined : view.tab, game: view.game, search: view.search, page: view.page > 1 ? view.page : undefined }),
  );
}

/** GET admin/contact's query for a view ("all" sends no status). */
export function inboxApiQuery(view: InboxView, limit = INBOX_PAGE_SIZE): string {
  const status: ContactStatus | undefined = view.tab === "all" ? undefined : view.tab;
  return listQuery({ page: view.page, limit, status, gameType: view.game, search: view.search });
}

/**
 * Where Reopen puts a closed message back: answered when it has had a reply (it was answered), else new (it still
 * waits for one).
 */
export const reopenedStatus = (replies: number): ContactStatus => (replies > 0 ? "answered" : "new");

import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { listUsersResultSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult } from "../../lib/api";
import { formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { useDebouncedValue } from "../../shell/useDebouncedValue";
import { useProfile } from "../../platform/account";
import { ConfirmStatusChange, type StatusChange } from "./ConfirmStatusChange";
import { ListFrame } from "./data-table/DataTable";
import { UsersTable } from "./UsersTable";
import "./admin.css";

type UserPage = z.infer<typeof listUsersResultSchema>;

const SEARCH_DEBOUNCE_MS = 400;
/** Rows per page (API.listUsers asks for 10). */
const PAGE_SIZE = 10;

/** /user-management: players, searchable and paged, with Block / Unblock. */
export function UserManagementPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useProfile();
  // ?search= opens the list already searched (the dashboard links a player by id).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get("search") ?? "");
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<StatusChange | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, isValidating, mutate } = useSWR<UserPage>(API.listUsers(page, query), fetchResult, { keepPreviousData: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.users")}</h1>
          <p className="admin-page__lead">
            {data ? t("users.total", { count: data.total, total: formatNumber(data.total, currentLanguage(i18n.language)) }) : t("users.lead")}
          </p>
        </div>
        <div className="admin-search">
          <label htmlFor="users-search" className="visually-hidden">
            {t("users.search")}
          </label>
          <Icon name="search" size={18} className="admin-search__icon" />
          <input
            id="users-search"
            type="search"
            className="field__control admin-search__input"
            placeholder={t("users.searchPlaceholder")}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </header>

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={{ icon: "users", title: t(query ? "users.noMatch" : "users.empty") }}
        busy={isValidating}
        paging={data && { page, limit: PAGE_SIZE, total: data.total, pages: data.pages, label: t("users.pages"), onPage: setPage }}
      >
        <UsersTable users={data?.docs} loading={isLoading && !data} selfId={me?._id} onChange={setChange} />
      </ListFrame>

      <ConfirmStatusChange change={change} onClose={() => setChange(null)} onDone={() => void mutate()} />
    </div>
  );
}

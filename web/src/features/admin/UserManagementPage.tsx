import { useState } from "react";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { AdminUser } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult } from "../../lib/api";
import { formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { LoadError } from "../../shell/Status";
import { useDebouncedValue } from "../../shell/useDebouncedValue";
import { useProfile } from "../../platform/account";
import { ConfirmStatusChange, type StatusChange } from "./ConfirmStatusChange";
import { UsersTable } from "./UsersTable";
import "./admin.css";

interface UserPage {
  docs: AdminUser[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

const SEARCH_DEBOUNCE_MS = 400;

/** /user-management: players, searchable and paged, with Block / Unblock. */
export function UserManagementPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useProfile();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<StatusChange | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = API.listUsers(page, query);
  const { data, error, isLoading, isValidating, mutate } = useSWR<UserPage>(key, fetchResult, { keepPreviousData: true });
  const pages = Math.max(1, data?.pages ?? 1);

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

      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <UsersTable
          users={data?.docs}
          loading={isLoading}
          busy={isValidating}
          selfId={me?._id}
          searching={Boolean(query)}
          onChange={setChange}
        />
      )}

      {data && data.total > 0 && (
        <nav className="pager" aria-label={t("users.pages")}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Icon name="back" size={18} />
            {t("users.previous")}
          </button>
          <span className="pager__status" aria-live="polite">
            {t("users.pageOf", { page: data.page, pages })}
          </span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("users.next")}
            <Icon name="back" size={18} className="pager__next" />
          </button>
        </nav>
      )}

      <ConfirmStatusChange change={change} onClose={() => setChange(null)} onDone={() => void mutate()} />
    </div>
  );
}

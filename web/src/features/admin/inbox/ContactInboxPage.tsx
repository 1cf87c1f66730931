import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CONTACT_GAME_TYPES, type ContactGameType, type contactInboxResultSchema } from "@arena/contracts";
import { API, fetchResult } from "../../../lib/api";
import { Field } from "../../../shell/Field";
import { useDebouncedValue } from "../../../shell/useDebouncedValue";
import { CardList, ListFrame } from "../data-table/DataTable";
import { ContactMessageCard } from "./ContactMessageCard";
import { INBOX_PAGE_SIZE, INBOX_TABS, inboxApiQuery, readInbox, writeInbox, type InboxView } from "./inboxQuery";
import "../admin.css";
import "../wallet-admin.css";
import "./inbox.css";

type InboxPage = z.infer<typeof contactInboxResultSchema>;

const SEARCH_DEBOUNCE_MS = 400;

/** /contact-inbox: the Contact Us messages by status, game and search, each answered by mail or closed here. */
export function ContactInboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readInbox(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate: mutateAny } = useSWRConfig();
  const [search, setSearch] = useState(view.search);
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, isValidating, mutate } = useSWR<InboxPage>(API.contactInbox(inboxApiQuery(view)), fetchResult, {
    keepPreviousData: true,
  });

  const show = (next: InboxView) => setParams(writeInbox(next));
  // The search box writes the address once typing pauses (back to page 1).
  useEffect(() => {
    setParams(
      (current) => {
        const shown = readInbox(current);
        return shown.search === settled ? current : writeInbox({ ...shown, search: settled, page: 1 });
      },
      { replace: true },
    );
  }, [settled, setParams]);

  const afterChange = () => {
    // Every view of the inbox is out of date (the message moved between tabs), not only this one: a tab fetched a
    // moment ago would otherwise be shown from the cache as it was.
    void mutateAny((key) => typeof key === "string" && key.startsWith(API.contactInbox("")));
    // The message may leave this tab: focus goes to the page's heading rather than to nowhere.
    heading.current?.focus();
  };

  const filtered = Boolean(view.game || view.search);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="admin-page__title">
            {t("admin.contact")}
          </h1>
          <p className="admin-page__lead">{t("adminArea.inbox.lead")}</p>
        </div>
      </header>

      <div className="inbox-toolbar" role="search" aria-label={t("adminArea.inbox.filters")}>
        <div className="segmented inbox-toolbar__tabs" role="group" aria-label={t("adminArea.inbox.statusFilter")}>
          {INBOX_TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              className="segmented__option"
              aria-pressed={tab === view.tab}
              onClick={() => show({ ...view, tab, page: 1 })}
            >
              {t(`adminArea.inbox.status.${tab}`)}
            </button>
          ))}
        </div>
        <Field id="inbox-game" label={t("adminArea.inbox.game")} className="inbox-toolbar__field">
          <select
            id="inbox-game"
            className="field__control"
            value={view.game ?? ""}
            onChange={(event) => show({ ...view, game: (event.target.value || undefined) as ContactGameType | undefined, page: 1 })}
          >
            <option value="">{t("adminArea.inbox.anyGame")}</option>
            {CONTACT_GAME_TYPES.map((game) => (
              <option key={game} value={game}>
                {t(`adminArea.inbox.games.${game}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="inbox-search" label={t("adminArea.inbox.search")} className="inbox-toolbar__field inbox-toolbar__search">
          <input
            id="inbox-search"
            type="search"
            className="field__control"
            placeholder={t("adminArea.inbox.searchPlaceholder")}
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
      </div>

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={{ icon: "mail", title: filtered ? t("adminArea.inbox.noMatch") : t(`adminArea.inbox.empty.${view.tab}`) }}
        busy={isValidating}
        paging={
          data && {
            page: view.page,
            limit: INBOX_PAGE_SIZE,
            total: data.total,
            pages: data.pages,
            label: t("adminArea.inbox.pages"),
            onPage: (page) => show({ ...view, page }),
          }
        }
      >
        <CardList
          label={t("adminArea.inbox.list")}
          rows={data?.docs}
          rowKey={(message) => message._id}
          loading={isLoading && !data}
          skeletonLines={3}
          className="inbox-list"
          cardClassName="inbox-card"
          card={(message) => <ContactMessageCard message={message} onChanged={afterChange} />}
        />
      </ListFrame>
    </div>
  );
}

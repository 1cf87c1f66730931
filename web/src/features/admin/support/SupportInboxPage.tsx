import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import { SUPPORT_QUEUES, type SupportConversationSummary, type SupportQueue, type SupportQueueResult } from "@arena/contracts";
import { fetchResult } from "../../../lib/api";
import { Icon } from "../../../shell/Icon";
import { useMediaQuery } from "../../../shell/useMediaQuery";
import { SUPPORT_API } from "../../support/live/supportApi";
import { CardList, ListFrame } from "../data-table/DataTable";
import { ConversationPanel } from "./ConversationPanel";
import "../admin.css";
import "../wallet-admin.css";
import "./support-inbox.css";

const PAGE_SIZE = 20;
/**
 * The queues are asked for again every few seconds: new conversations show up, and each ask keeps this admin on duty
 * (players are told when nobody is; an admin counts as on duty for 30 s after the last ask).
 */
const REFRESH_MS = 5000;
const WIDE = "(min-width: 1000px)";

const readQueue = (value: string | null): SupportQueue => (SUPPORT_QUEUES.includes(value as SupportQueue) ? (value as SupportQueue) : "waiting");
const readPage = (value: string | null) => Math.max(1, Math.min(100_000, Math.trunc(Number(value)) || 1));
const isId = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/** /support-management: the live support inbox: waiting, mine and closed queues beside the open conversation. */
export function SupportInboxPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queue = readQueue(params.get("queue"));
  const page = readPage(params.get("page"));
  const selected = isId(params.get("c"));
  const wide = useMediaQuery(WIDE);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isValidating, mutate } = useSWR<SupportQueueResult>(
    SUPPORT_API.queue(`queue=${queue}&page=${page}&limit=${PAGE_SIZE}`),
    fetchResult,
    { keepPreviousData: true, refreshInterval: REFRESH_MS },
  );
  const show = (next: { queue?: SupportQueue; page?: number; c?: string | null }) => {
    const q = next.queue ?? queue;
    const c = next.c === undefined ? selected : next.c;
    const p = next.page ?? (next.queue ? 1 : page);
    setParams({ queue: q, ...(p > 1 && { page: String(p) }), ...(c && { c }) });
  };
  const listShown = wide || !selected;
  const refreshList = useCallback(() => void mutate(), [mutate]);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="admin-page__title">
            {t("admin.support")}
          </h1>
          <p className="admin-page__lead">{t("supportInbox.lead")}</p>
        </div>
      </header>

      <div className={`support-inbox ${selected ? "support-inbox--open" : ""}`}>
        {listShown && (
          <div className="support-inbox__queues">
            <div className="segmented support-inbox__tabs" role="group" aria-label={t("supportInbox.queues")}>
              {SUPPORT_QUEUES.map((q) => (
                <button key={q} type="button" className="segmented__option" aria-pressed={q === queue} onClick={() => show({ queue: q })}>
                  {t(`supportInbox.queue.${q}`)}
                  {data && <span className="support-inbox__count">{data.counts[q]}</span>}
                </button>
              ))}
            </div>
            <ListFrame
              error={error}
              hasData={Boolean(data)}
              onRetry={() => void mutate()}
              empty={!isLoading && data?.docs.length === 0}
              emptyState={{ icon: "chat", title: t(`supportInbox.empty.${queue}`) }}
              busy={isValidating && !data}
              paging={data && { page, limit: PAGE_SIZE, total: data.total, pages: data.pages, label: t("supportInbox.pages"), onPage: (p) => show({ page: p }) }}
            >
              <CardList
                label={t("supportInbox.list")}
                rows={data?.docs}
                rowKey={(c) => c.id}
                loading={isLoading && !data}
                skeletonLines={2}
                className="support-inbox__list"
                cardClassName="support-card"
                card={(c) => <ConversationCard conversation={c} active={c.id === selected} when={when} onOpen={() => show({ c: c.id })} />}
              />
            </ListFrame>
          </div>
        )}
        {selected ? (
          <ConversationPanel
            key={selected}
            id={selected}
            showBack={!wide}
            onBack={() => {
              show({ c: null });
              heading.current?.focus();
            }}
            onChanged={refreshList}
          />
        ) : (
          wide && (
            <div className="support-inbox__pick">
              <Icon name="chat" size={28} />
              <p>{t("supportInbox.pick")}</p>
            </div>
          )
        )}
      </div>
    </div>
  );
}

function ConversationCard({ conversation: c, active, when, onOpen }: { conversation: SupportConversationSummary; active: boolean; when: (iso: string) => string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`support-card__open ${active ? "support-card__open--active" : ""}`} aria-current={active || undefined} onClick={onOpen}>
      <span className="support-card__head">
        <span className="support-card__name">{c.name}</span>
        {c.unread > 0 && <span className="support-card__unread">{t("supportInbox.unread", { count: c.unread })}</span>}
      </span>
      <span className="support-card__meta">
        {t(c.signedIn ? "supportInbox.player" : "supportInbox.visitor")} · {c.email}
      </span>
      <span className="support-card__preview">{c.preview}</span>
      <span className="support-card__meta">
        <time dateTime={c.lastMessageAt}>{when(c.lastMessageAt)}</time>
        {c.assignedAdminName && ` · ${t("supportInbox.takenBy", { name: c.assignedAdminName })}`}
      </span>
    </button>
  );
}

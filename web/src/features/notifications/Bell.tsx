import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type notificationListSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult, request } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { badgeText, timeAgo } from "./notificationTime";
import "./notifications.css";

type NotificationList = z.infer<typeof notificationListSchema>;
type Notification = NotificationList["docs"][number];

/** How often the bell asks for new notifications (and whenever the tab comes back into focus). */
const POLL_MS = 60_000;

/** The words of a link to a game's section ("Play Ludo"), or a plain "Open" for any other page. */
const LINK_KEYS: Record<string, string> = { "/ludo": "ludo", "/chess": "chess", "/teenpatti": "flash" };

/**
 * The bell in the top bar: the unread count on it, and a panel with the newest notifications (title, text, how long
 * ago, a link to the game's section), "Mark all read". A new one that arrives while the page is open is also told
 * to screen readers.
 */
export function Bell() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const [arrived, setArrived] = useState("");
  // "How long ago" is read against the moment the panel opened or its list last arrived.
  const [now, setNow] = useState(0);
  // Told once when the count goes up after the first answer (not on every poll).
  const seen = useRef<number | null>(null);
  const { data, error, isLoading, mutate } = useSWR<NotificationList>(API.notifications, fetchResult, {
    refreshInterval: POLL_MS,
    revalidateOnFocus: true,
    onSuccess: (list) => {
      setNow(Date.now());
      if (seen.current !== null && list.unread > seen.current) setArrived(t("notifications.arrived", { count: list.unread - seen.current }));
      seen.current = list.unread;
    },
  });
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    void mutate();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, mutate]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const markRead = async (ids?: string[]) => {
    const answer = await request<NotificationList>(API.notificationsRead, { method: "POST", body: ids ? { ids } : {} });
    if (answer.responseCode === 200 && answer.result) void mutate(answer.result, { revalidate: false });
    return answer;
  };

  const markAll = async () => {
    setMarking(true);
    const answer = await markRead();
    setMarking(false);
    if (answer.responseCode !== 200) toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close(true);
    }
  };

  const label = unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell");
  return (
    <div
      className="bell"
      ref={root}
      onBlur={(event) => {
        // Tabbing out of the panel closes it, as a menu would.
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={`icon-btn bell__button ${unread > 0 ? "bell__button--unread" : ""}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setNow(Date.now());
          setOpen((value) => !value);
        }}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="bell__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {arrived}
      </span>

      {open && (
        <div id={panelId} className="bell-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onPanelKeyDown}>
          <div className="bell-panel__head">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="bell-panel__title">
              {t("notifications.title")}
            </h2>
            <button type="button" className="btn btn--ghost bell-panel__mark" disabled={unread === 0 || marking} onClick={() => void markAll()}>
              <Icon name="check" size={16} />
              {t(marking ? "notifications.marking" : "notifications.markAllRead")}
            </button>
          </div>
          {isLoading && !data ? (
            <div className="bell-panel__state" role="status">
              <span className="spinner" aria-hidden="true" />
              {t("notifications.loading")}
            </div>
          ) : error && !data ? (
            <div className="bell-panel__state" role="alert">
              <p>{t("notifications.loadError")}</p>
              <button type="button" className="btn btn--outline" onClick={() => void mutate()}>
                <Icon name="refresh" size={16} />
                {t("notifications.retry")}
              </button>
            </div>
          ) : !data || data.docs.length === 0 ? (
            <div className="bell-panel__state">
              <Icon name="bell" size={26} className="bell-panel__empty-icon" />
              <p className="bell-panel__empty-title">{t("notifications.empty")}</p>
              <p>{t("notifications.emptyText")}</p>
            </div>
          ) : (
            <ul className="bell-panel__list" aria-label={t("notifications.list")}>
              {data.docs.map((item) => (
                <NotificationItem
                  key={item._id}
                  item={item}
                  when={timeAgo(item.createdAt, now, lang)}
                  onOpen={() => {
                    if (!item.read) void markRead([item._id]);
                    close(false);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, when, onOpen }: { item: Notification; when: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const game = item.link ? LINK_KEYS[item.link] : undefined;
  return (
    <li className={`bell-item ${item.read ? "" : "bell-item--unread"}`}>
      <p className="bell-item__title">
        {!item.read && <span className="visually-hidden">{t("notifications.unread")}: </span>}
        {item.title}
      </p>
      <p className="bell-item__body">{item.body}</p>
      <p className="bell-item__foot">
        <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString()}>
          {when}
        </time>
        {item.link && item.link.startsWith("/") && (
          <Link className="bell-item__link" to={item.link} onClick={onOpen}>
            {t(game ? `notifications.play.${game}` : "notifications.open")}
            <span className="visually-hidden">: {item.title}</span>
          </Link>
        )}
      </p>
    </li>
  );
}

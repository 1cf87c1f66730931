import { useState } from "react";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type reminderListSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { formatNumber } from "../../../lib/numbers";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { DataTable, ListFrame, type Column } from "../data-table/DataTable";
import { formatLocalTime, localTimeZone } from "./localTime";
import { audienceWords, gameWords, reminderState, type Words } from "./reminderWords";
import "../admin.css";
import "../content/content.css";
import "./reminders.css";

type ReminderList = z.infer<typeof reminderListSchema>;
type Reminder = ReminderList["docs"][number];

const STATE_TAG = { active: "tag--success", sent: "tag--pending", stopped: "tag--expired" } as const;
/** The list is read again this often, so deliveries and next times move on by themselves. */
const REFRESH_MS = 30_000;

/**
 * /game-play-reminders: every reminder (active first, by next time) with its game, audience, next time in the admin's
 * zone, repeat, state and deliveries; Edit opens /add-game-play?id=…, Stop asks first.
 */
export function RemindersPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const words = (w: Words) => t(w.key, w.values);
  const { data, error, isLoading, isValidating, mutate } = useSWR<ReminderList>(API.adminReminders, fetchResult, { refreshInterval: REFRESH_MS });
  const [stopping, setStopping] = useState<Reminder | null>(null);
  const [sending, setSending] = useState(false);

  const stop = async (reminder: Reminder) => {
    setSending(true);
    const answer = await request(API.adminReminder(reminder._id), { method: "DELETE" });
    setSending(false);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(answer.responseMessage);
    setStopping(null);
    void mutate();
  };

  const columns: Column<Reminder>[] = [
    {
      key: "title",
      header: t("adminReminders.list.reminder"),
      label: "",
      lead: true,
      className: "reminder-table__title",
      cell: (r) => (
        <span>
          <strong>{r.title}</strong>
          <span className="data-table__sub">{r.body}</span>
        </span>
      ),
    },
    { key: "game", header: t("adminReminders.list.game"), cell: (r) => words(gameWords(r.game)) },
    { key: "audience", header: t("adminReminders.list.audience"), cell: (r) => words(audienceWords(r)) },
    {
      key: "next",
      header: t("adminReminders.list.next"),
      cell: (r) => (r.active ? <time dateTime={r.nextAt}>{formatLocalTime(r.nextAt, lang)}</time> : "—"),
    },
    { key: "repeat", header: t("adminReminders.list.repeat"), cell: (r) => t(`adminReminders.repeat.${r.repeat}`) },
    {
      key: "state",
      header: t("adminReminders.list.state"),
      cell: (r) => {
        const state = reminderState(r);
        return <span className={`tag ${STATE_TAG[state]}`}>{t(`adminReminders.state.${state}`)}</span>;
      },
    },
    { key: "delivered", header: t("adminReminders.list.delivered"), numeric: true, cell: (r) => formatNumber(r.delivered, lang) },
    {
      key: "last",
      header: t("adminReminders.list.lastSent"),
      cell: (r) => (r.lastSentAt ? <time dateTime={r.lastSentAt}>{formatLocalTime(r.lastSentAt, lang)}</time> : t("adminReminders.list.never")),
    },
    {
      key: "actions",
      header: t("adminReminders.list.actions"),
      label: "",
      hideHeader: true,
      className: "content-table__actions",
      cell: (r) => (
        <span className="content-table__buttons">
          <Link className="btn btn--outline content-table__action" to={`/add-game-play?id=${encodeURIComponent(r._id)}`}>
            <Icon name="document" size={16} />
            {t("adminReminders.list.edit")}
            <span className="visually-hidden"> {r.title}</span>
          </Link>
          {r.active && (
            <button type="button" className="btn btn--danger-soft content-table__action" onClick={() => setStopping(r)}>
              <Icon name="close" size={16} />
              {t("adminReminders.list.stop")}
              <span className="visually-hidden"> {r.title}</span>
            </button>
          )}
        </span>
      ),
    },
  ];

  const active = data?.docs.filter((r) => r.active).length ?? 0;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.reminders")}</h1>
          <p className="admin-page__lead">
            {data ? t("adminReminders.list.summary", { count: data.docs.length, active: formatNumber(active, lang) }) : t("adminReminders.list.lead")}
          </p>
        </div>
        <Link className="btn btn--primary" to="/add-game-play">
          <Icon name="plus" size={18} />
          {t("adminReminders.list.add")}
        </Link>
      </header>
      <p className="content-help">{t("adminReminders.list.help", { zone: localTimeZone() })}</p>

      <ListFrame
        error={error}
        hasData={Boolean(data)}
        onRetry={() => void mutate()}
        empty={!isLoading && data?.docs.length === 0}
        emptyState={{
          icon: "bell",
          title: t("adminReminders.list.empty"),
          text: t("adminReminders.list.emptyText"),
          action: (
            <Link className="btn btn--primary" to="/add-game-play">
              <Icon name="plus" size={18} />
              {t("adminReminders.list.add")}
            </Link>
          ),
        }}
        busy={isValidating && !isLoading}
      >
        <DataTable
          label={t("adminReminders.list.table")}
          columns={columns}
          rows={data?.docs}
          rowKey={(r) => r._id}
          loading={isLoading && !data}
          className="content-table reminder-table"
          rowClassName={(r) => (r.active ? undefined : "reminder-table__row--done")}
        />
      </ListFrame>

      {stopping && (
        <Dialog open onClose={() => setStopping(null)} title={t("adminReminders.list.stopTitle")} size="small">
          <p className="confirm__question">{t("adminReminders.list.stopText", { title: stopping.title })}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setStopping(null)}>
              {t("shell.cancel")}
            </button>
            <button type="button" className="btn btn--danger" disabled={sending} onClick={() => void stop(stopping)}>
              {t("adminReminders.list.stopConfirm")}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

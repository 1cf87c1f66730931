import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type ContactInboxMessage, type ContactStatus } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, request } from "../../../lib/api";
import { Icon } from "../../../shell/Icon";
import { formatDateTime } from "../../coins/money";
import { reopenedStatus } from "./inboxQuery";
import { ReplyForm } from "./ReplyForm";

const STATUS_TAG: Record<ContactStatus, string> = { new: "tag--pending", answered: "tag--success", closed: "tag--expired" };

interface ContactMessageCardProps {
  message: ContactInboxMessage;
  /** The message was answered, closed or reopened: the list is fetched again. */
  onChanged: () => void;
}

/** One contact message: who wrote about which game and when, the text, earlier replies, Reply and Close / Reopen. */
export function ContactMessageCard({ message, onChanged }: ContactMessageCardProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const titleId = useId();
  const replyButton = useRef<HTMLButtonElement>(null);
  const [replying, setReplying] = useState(false);
  const [moving, setMoving] = useState(false);
  const closed = message.status === "closed";

  const setStatus = async (status: ContactStatus) => {
    setMoving(true);
    const answer = await request(API.contactStatus(message._id), { method: "POST", body: { status } });
    setMoving(false);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(t(status === "closed" ? "adminArea.inbox.closedDone" : "adminArea.inbox.reopenedDone"));
    onChanged();
  };

  const game = i18n.exists(`adminArea.inbox.games.${message.gameType}`) ? t(`adminArea.inbox.games.${message.gameType}`) : message.gameType;
  return (
    <article className={`inbox-card inbox-card--${message.status}`} aria-labelledby={titleId}>
      <header className="inbox-card__head">
        <h2 id={titleId} className="inbox-card__from">
          <Icon name="mail" size={18} className="inbox-card__icon" />
          <span>{message.email}</span>
        </h2>
        <span className="inbox-card__tags">
          <span className="tag">{game}</span>
          <span className={`tag ${STATUS_TAG[message.status]}`}>{t(`adminArea.inbox.status.${message.status}`)}</span>
        </span>
        <p className="inbox-card__date">
          <time dateTime={message.createdAt}>{t("adminArea.inbox.received", { date: formatDateTime(message.createdAt, lang) })}</time>
        </p>
      </header>

      <p className="inbox-card__text">{message.message}</p>

      {message.replies.length > 0 && (
        <section className="inbox-replies" aria-label={t("adminArea.inbox.replies", { count: message.replies.length })}>
          <h3 className="inbox-replies__title">{t("adminArea.inbox.replies", { count: message.replies.length })}</h3>
          <ol className="inbox-replies__list">
            {message.replies.map((reply, index) => (
              <li key={`${reply.at}-${index}`} className="inbox-reply-item">
                <p className="inbox-reply-item__meta">
                  {t("adminArea.inbox.repliedBy", { admin: reply.adminEmail ?? t("adminArea.inbox.someAdmin"), date: formatDateTime(reply.at, lang) })}
                </p>
                <p className="inbox-reply-item__text">{reply.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {replying ? (
        <div>
          <ReplyForm
            message={message}
            onSent={() => {
              setReplying(false);
              onChanged();
            }}
            onCancel={() => {
              setReplying(false);
              // Back to the button that opened the form (after it is shown again).
              window.setTimeout(() => replyButton.current?.focus(), 0);
            }}
          />
        </div>
      ) : (
        <div className="inbox-card__actions">
          {!closed && (
            <button
              ref={replyButton}
              type="button"
              className="btn btn--primary"
              onClick={() => setReplying(true)}
            >
              <Icon name="mail" size={18} />
              {t("adminArea.inbox.reply")}
              <span className="visually-hidden"> {message.email}</span>
            </button>
          )}
          {closed ? (
            <button
              type="button"
              className="btn btn--outline"
              disabled={moving}
              aria-label={t("adminArea.inbox.reopenLabel", { email: message.email })}
              onClick={() => void setStatus(reopenedStatus(message.replies.length))}
            >
              <Icon name="refresh" size={18} />
              {t("adminArea.inbox.reopen")}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={moving}
              aria-label={t("adminArea.inbox.closeLabel", { email: message.email })}
              onClick={() => void setStatus("closed")}
            >
              <Icon name="check" size={18} />
              {t("adminArea.inbox.close")}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from "react";
import useSWR from "swr";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type SupportAdminConversation, type SupportCannedReply } from "@arena/contracts";
import { fetchResult, request } from "../../../lib/api";
import { currentLanguage } from "../../../i18n";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { BotTranscript, Composer, MessageList } from "../../support/live/ChatParts";
import { SUPPORT_API } from "../../support/live/supportApi";
import { joinSupport, useSupportRoom } from "../../support/live/useSupportRoom";

interface ConversationPanelProps {
  id: string;
  showBack: boolean;
  onBack: () => void;
  /** The conversation moved between queues (taken, closed): the lists are out of date. */
  onChanged: () => void;
}

/**
 * One conversation in the inbox: who it is, the bot's lines before the handover, and the live chat through its room
 * (joining takes a waiting conversation); canned replies from the FAQs; Close mails the transcript. A closed one is
 * shown as it was, from REST.
 */
export function ConversationPanel({ id, showBack, onBack, onChanged }: ConversationPanelProps) {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useSWR<SupportAdminConversation>(SUPPORT_API.conversation(id), fetchResult);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const changed = useCallback(() => {
    void mutate();
    onChanged();
  }, [mutate, onChanged]);

  return (
    <section className="support-panel" aria-labelledby={`support-panel-${id}`}>
      {showBack && (
        <button type="button" className="btn btn--ghost support-panel__back" onClick={onBack}>
          <Icon name="back" size={18} />
          {t("supportInbox.backToList")}
        </button>
      )}
      {error && !data ? (
        <LoadError compact onRetry={() => void mutate()} missing={(error as { responseCode?: number }).responseCode === 404} />
      ) : !data ? (
        <div aria-busy="true">
          <SkeletonLines lines={6} />
        </div>
      ) : (
        <>
          <header className="support-panel__head">
            <h2 id={`support-panel-${id}`} ref={heading} tabIndex={-1} className="support-panel__title">
              {data.name}
            </h2>
            <p className="support-panel__meta">
              {t(data.signedIn ? "supportInbox.player" : "supportInbox.visitor")} · {data.email}
            </p>
            <p className="support-panel__meta">
              {t("supportInbox.startedAt", { when: when(data.createdAt) })}
              {data.assignedAdminName && ` · ${t("supportInbox.takenBy", { name: data.assignedAdminName })}`}
              {data.closedAt && ` · ${t("supportInbox.closedAt", { when: when(data.closedAt) })}`}
            </p>
          </header>
          <BotTranscript lines={data.botTranscript} />
          {data.status === "closed" ? (
            <>
              <p className="live-chat__status" role="status">
                <Icon name="lock" size={18} />
                {t("supportInbox.readOnly")}
              </p>
              <MessageList messages={data.messages} me="admin" otherReadAt={data.playerReadAt} typingName={null} />
            </>
          ) : (
            <LiveConversation conversation={data} onChanged={changed} />
          )}
        </>
      )}
    </section>
  );
}

function LiveConversation({ conversation, onChanged }: { conversation: SupportAdminConversation; onChanged: () => void }) {
  const { t } = useTranslation();
  const join = useCallback(() => joinSupport({ conversationId: conversation.id }), [conversation.id]);
  const { chat, sendText, typing, reconnect } = useSupportRoom(join, "admin");
  const [insert, setInsert] = useState<{ text: string; n: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);

  // Taken (on joining) or closed: the queues and the header follow.
  const status = chat.status;
  const seenStatus = useRef(conversation.status);
  useEffect(() => {
    if (chat.phase === "connecting" || status === seenStatus.current) return;
    seenStatus.current = status;
    onChanged();
  }, [status, chat.phase, onChanged]);

  const close = async () => {
    setClosing(true);
    const answer = await request(SUPPORT_API.close(conversation.id), { method: "POST" });
    setClosing(false);
    setConfirming(false);
    if (answer.responseCode === 200) {
      toast.success(t("supportInbox.closedToast"));
      onChanged();
    } else toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  if (chat.phase === "connecting") {
    return (
      <p className="live-chat__status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("liveSupport.connecting")}
      </p>
    );
  }
  if (chat.phase === "failed") {
    return (
      <div className="load-error load-error--compact" role="alert">
        <Icon name="alert" size={22} className="load-error__icon" />
        <p className="load-error__title">{chat.failure?.message || t("liveSupport.failed")}</p>
        <button type="button" className="btn btn--outline" onClick={reconnect}>
          <Icon name="refresh" size={18} />
          {t("liveSupport.retry")}
        </button>
      </div>
    );
  }
  const closed = chat.phase === "closed";
  return (
    <div className="live-chat">
      <MessageList messages={chat.messages} me="admin" otherReadAt={chat.otherReadAt} typingName={chat.otherTyping ? t("liveSupport.typing", { name: conversation.name }) : null} />
      {!closed && (
        <>
          <CannedReplies onPick={(text) => setInsert((current) => ({ text, n: (current?.n ?? 0) + 1 }))} />
          <Composer onSend={sendText} onTyping={typing} refusal={chat.refusal} insert={insert} />
          <div className="live-chat__actions support-panel__close">
            {confirming ? (
              <>
                <button type="button" className="btn btn--danger" disabled={closing} onClick={() => void close()}>
                  {t(closing ? "supportInbox.closing" : "supportInbox.closeConfirm")}
                </button>
                <button type="button" className="btn btn--ghost" disabled={closing} onClick={() => setConfirming(false)}>
                  {t("shell.cancel")}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)}>
                <Icon name="lock" size={18} />
                {t("supportInbox.close")}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** Canned replies: an FAQ's answer (in the admin's language) goes into the message box, to be edited and sent. */
function CannedReplies({ onPick }: { onPick: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data } = useSWR<{ replies: SupportCannedReply[] }>(SUPPORT_API.canned(currentLanguage(i18n.language)), fetchResult);
  if (!data?.replies.length) return null;
  return (
    <div className="field support-panel__canned">
      <label className="field__label" htmlFor={id}>
        {t("supportInbox.canned")}
      </label>
      <select
        id={id}
        className="field__control"
        value=""
        onChange={(event) => {
          const reply = data.replies.find((r) => r.id === event.target.value);
          if (reply) onPick(reply.answer);
        }}
      >
        <option value="">{t("supportInbox.cannedNone")}</option>
        {data.replies.map((r) => (
          <option key={r.id} value={r.id}>
            {r.question}
          </option>
        ))}
      </select>
    </div>
  );
}

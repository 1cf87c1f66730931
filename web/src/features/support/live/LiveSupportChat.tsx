import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  messages,
  SUPPORT_LIMITS,
  startSupportSchema,
  type FieldErrors,
  type StartSupportResult,
  type SupportBotLine,
} from "@arena/contracts";
import { request } from "../../../lib/api";
import { readSession, removeSession, writeSession } from "../../../lib/storage";
import { currentLanguage } from "../../../i18n";
import { isLoggedInAtom } from "../../../platform/session";
import { CharCounter } from "../../../shell/CharCounter";
import { FieldError, TextField } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { BotTranscript, Composer, MessageList } from "./ChatParts";
import { SUPPORT_API } from "./supportApi";
import { joinSupport, useSupportRoom, type SupportChat } from "./useSupportRoom";
import "./live-support.css";

/** sessionStorage: this tab's conversation and its join token, so the chat comes back when the panel is reopened. */
const STORE_KEY = "supportChat";
interface Stored {
  conversationId: string;
  joinToken: string;
}

function readStored(): Stored | null {
  try {
    const value = JSON.parse(readSession(STORE_KEY) ?? "null") as Stored | null;
    return value && typeof value.conversationId === "string" && typeof value.joinToken === "string" ? value : null;
  } catch {
    return null;
  }
}

interface LiveSupportChatProps {
  botTranscript: SupportBotLine[];
  onBack: () => void;
}

/**
 * The player's side of live support, in the chatbot's panel: a first message (a visitor adds a name and an email)
 * starts the conversation over REST, then the chat runs in its "support" room.
 */
export function LiveSupportChat({ botTranscript, onBack }: LiveSupportChatProps) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<Stored | null>(readStored);
  const [expired, setExpired] = useState(false);
  const keep = useCallback((next: Stored | null) => {
    if (next) writeSession(STORE_KEY, JSON.stringify(next));
    else removeSession(STORE_KEY);
    setStored(next);
  }, []);
  const gone = useCallback(
    (why: "expired" | "closed" | "missing") => {
      setExpired(why === "expired");
      keep(null);
    },
    [keep],
  );
  return (
    <section className="live-chat" aria-label={t("liveSupport.title")}>
      <button type="button" className="btn btn--ghost live-chat__back" onClick={onBack}>
        <Icon name="back" size={18} />
        {t("liveSupport.back")}
      </button>
      {stored ? (
        <PlayerChat
          key={`${stored.conversationId}:${stored.joinToken}`}
          stored={stored}
          onRenewed={keep}
          onGone={gone}
        />
      ) : (
        <StartForm botTranscript={botTranscript} expired={expired} onStarted={(r) => keep({ conversationId: r.conversationId, joinToken: r.joinToken })} />
      )}
    </section>
  );
}

function StartForm({ botTranscript, expired, onStarted }: { botTranscript: SupportBotLine[]; expired: boolean; onStarted: (r: StartSupportResult) => void }) {
  const { t, i18n } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // A visitor must give a name and an email (the server says so too); a signed-in player is known by the account.
  const schema = loggedIn
    ? z.object({ message: startSupportSchema.shape.message })
    : z.object({ name: z.string().trim().min(1, "Name is required.").max(SUPPORT_LIMITS.nameMax), email: startSupportSchema.shape.email.unwrap(), message: startSupportSchema.shape.message });
  type Form = { name?: string; email?: string; message: string };
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(schema as never), mode: "onTouched", defaultValues: { name: "", email: "", message: "" } });
  const message = useWatch({ control, name: "message" }) ?? "";

  const start = async (values: Form) => {
    const body = { ...values, botTranscript: botTranscript.slice(-SUPPORT_LIMITS.botLinesMax), lang: currentLanguage(i18n.language) };
    const answer = await request<StartSupportResult & { errors?: FieldErrors }>(SUPPORT_API.start, { method: "POST", body });
    if (answer.responseCode === 200 && answer.result) return onStarted(answer.result);
    for (const field of ["name", "email", "message"] as const) {
      const text = answer.result?.errors?.[field];
      if (text) setError(field, { type: "server", message: text });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  return (
    <form className="live-chat__start" noValidate onSubmit={handleSubmit(start)}>
      {expired && (
        <p className="live-chat__status live-chat__status--notice" role="status">
          {t("liveSupport.expired")}
        </p>
      )}
      <p className="live-chat__intro">{t(loggedIn ? "liveSupport.intro" : "liveSupport.introVisitor")}</p>
      {!loggedIn && (
        <>
          <TextField id="live-support-name" label={t("liveSupport.name")} error={errors.name?.message} autoComplete="name" maxLength={SUPPORT_LIMITS.nameMax} registration={register("name")} />
          <TextField id="live-support-email" type="email" label={t("liveSupport.email")} error={errors.email?.message} autoComplete="email" maxLength={SUPPORT_LIMITS.emailMax} registration={register("email")} />
        </>
      )}
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor="live-support-message">
            {t("liveSupport.message")}
          </label>
          <CharCounter id="live-support-message-counter" length={message.length} max={SUPPORT_LIMITS.textMax} />
        </div>
        <textarea
          id="live-support-message"
          rows={3}
          className="field__control field__control--textarea"
          maxLength={SUPPORT_LIMITS.textMax}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={[errors.message ? "live-support-message-error" : "", "live-support-message-counter"].filter(Boolean).join(" ")}
          {...register("message")}
        />
        <FieldError id="live-support-message-error" message={errors.message?.message} />
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t(isSubmitting ? "liveSupport.starting" : "liveSupport.start")}
      </button>
    </form>
  );
}

interface PlayerChatProps {
  stored: Stored;
  onRenewed: (next: Stored) => void;
  /** The conversation cannot be joined from here any more: closed, unknown, or its token ran out ("expired"). */
  onGone: (why: "expired" | "closed" | "missing") => void;
}

function PlayerChat({ stored, onRenewed, onGone }: PlayerChatProps) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const join = useCallback(() => joinSupport(stored), [stored]);
  const { chat, sendText, typing, reconnect } = useSupportRoom(join, "player");

  // A join refused for an expired token: a signed-in player gets a new one; a visitor starts again (by mail, the
  // admin's answers still reach them). A conversation closed meanwhile shows as closed.
  const failure = chat.phase === "failed" ? chat.failure : null;
  const closedSeen = failure?.status === 409;
  useEffect(() => {
    if (!failure || failure.status === 409) return;
    if (failure.status === 404) return onGone("missing");
    if (failure.status !== 401) return;
    if (!loggedIn) return onGone("expired");
    void request<{ conversationId: string; joinToken: string }>(SUPPORT_API.renew(stored.conversationId), { method: "POST" }).then((answer) => {
      if (answer.responseCode === 200 && answer.result) onRenewed(answer.result);
      else onGone(answer.responseCode === 409 ? "closed" : "expired");
    });
  }, [failure, loggedIn, onGone, onRenewed, stored.conversationId]);

  if (closedSeen || chat.phase === "closed") {
    return (
      <div className="live-chat">
        {chat.conversation && <MessageList messages={chat.messages} me="player" otherReadAt={chat.otherReadAt} typingName={null} />}
        <p className="live-chat__status" role="status">
          <Icon name="check" size={18} />
          {t("liveSupport.closed")}
        </p>
        <button type="button" className="btn btn--outline btn--block" onClick={() => onGone("closed")}>
          {t("liveSupport.newChat")}
        </button>
      </div>
    );
  }
  if (chat.phase === "connecting" || (failure && failure.status === 401)) {
    return (
      <p className="live-chat__status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("liveSupport.connecting")}
      </p>
    );
  }
  if (chat.phase === "failed") {
    return (
      <div className="live-chat">
        {chat.conversation && <MessageList messages={chat.messages} me="player" otherReadAt={chat.otherReadAt} typingName={null} />}
        <div className="load-error load-error--compact" role="alert">
          <Icon name="alert" size={22} className="load-error__icon" />
          <p className="load-error__title">{failure?.message || t("liveSupport.failed")}</p>
          <button type="button" className="btn btn--outline" onClick={reconnect}>
            <Icon name="refresh" size={18} />
            {t("liveSupport.retry")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="live-chat">
      <StatusLine chat={chat} />
      {chat.conversation && <BotTranscript lines={chat.conversation.botTranscript} />}
      <MessageList messages={chat.messages} me="player" otherReadAt={chat.otherReadAt} typingName={chat.otherTyping ? (chat.assignedAdminName ? t("liveSupport.typing", { name: chat.assignedAdminName }) : t("liveSupport.typingSupport")) : null} />
      <Composer onSend={sendText} onTyping={typing} refusal={chat.refusal} />
    </div>
  );
}

/** Who is here: waiting for support, nobody online (the message is kept, answered later and by mail), or whose it is. */
function StatusLine({ chat }: { chat: SupportChat }) {
  const { t } = useTranslation();
  if (chat.status === "open" && chat.assignedAdminName && !chat.noticed) {
    return (
      <p className="live-chat__status" role="status">
        <Icon name="user" size={18} />
        {t("liveSupport.assigned", { name: chat.assignedAdminName })}
      </p>
    );
  }
  if (!chat.adminOnline || chat.noticed) {
    return (
      <p className="live-chat__status live-chat__status--notice" role="status">
        <Icon name="mail" size={18} />
        {t("liveSupport.offline")}
      </p>
    );
  }
  return (
    <p className="live-chat__status" role="status">
      <Icon name="clock" size={18} />
      {t("liveSupport.waiting")}
    </p>
  );
}

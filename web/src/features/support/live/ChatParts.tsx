import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORT_LIMITS, supportTextSchema, type SupportBotLine, type SupportMessage, type SupportSide } from "@arena/contracts";
import { CharCounter } from "../../../shell/CharCounter";
import { FieldError } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import "./live-support.css";

const time = (iso: string, lang: string) => new Date(iso).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });

interface MessageListProps {
  messages: SupportMessage[];
  /** Whose screen this is: their own lines sit on the right. */
  me: SupportSide;
  otherReadAt: string | null;
  /** Who is typing on the other side (null: nobody). */
  typingName: string | null;
}

/**
 * The conversation as a log: every line is text (React escapes it; nothing anyone typed is ever markup), the other
 * side's typing mark under the last line, and "Seen" under my latest line the other side has read.
 */
export function MessageList({ messages, me, otherReadAt, typingName }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, typingName]);
  const mine = messages.filter((m) => m.side === me);
  const seenId = otherReadAt ? [...mine].reverse().find((m) => m.createdAt <= otherReadAt)?.id : undefined;
  return (
    <div className="live-chat__log" role="log" aria-live="polite" aria-label={t("liveSupport.log")} tabIndex={0}>
      {messages.length === 0 && <p className="live-chat__empty">{t("liveSupport.empty")}</p>}
      <ol className="live-chat__lines">
        {messages.map((m) => {
          const own = m.side === me;
          return (
            <li key={m.id} className={`live-chat__line ${own ? "live-chat__line--mine" : ""} live-chat__line--${m.side}`}>
              <span className="live-chat__who">
                {own ? t("liveSupport.you") : m.authorName}
                <time className="live-chat__time" dateTime={m.createdAt}>
                  {time(m.createdAt, i18n.language)}
                </time>
              </span>
              <span className="live-chat__text">{m.text}</span>
              {m.id === seenId && (
                <span className="live-chat__seen">
                  <Icon name="check" size={14} />
                  {t("liveSupport.seen")}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div ref={end} className="live-chat__typing" aria-live="polite">
        {typingName && (
          <>
            <span className="live-chat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {typingName}
          </>
        )}
      </div>
    </div>
  );
}

/** The bot's lines before the handover, folded away (context for the admin; a reminder for the player). */
export function BotTranscript({ lines }: { lines: SupportBotLine[] }) {
  const { t } = useTranslation();
  if (!lines.length) return null;
  return (
    <details className="live-chat__bot">
      <summary>{t("liveSupport.fromBot", { count: lines.length })}</summary>
      <ol className="live-chat__bot-lines">
        {lines.map((line, i) => (
          <li key={i}>
            <strong>{line.from === "bot" ? t("liveSupport.bot") : t("liveSupport.you")}:</strong> {line.text}
          </li>
        ))}
      </ol>
    </details>
  );
}

interface ComposerProps {
  /** Sends a checked text; false when it could not go (no connection), and the text stays. */
  onSend: (text: string) => boolean;
  onTyping: (typing: boolean) => void;
  disabled?: boolean;
  /** The server's last refusal (rate, length, closed). */
  refusal?: string | null;
  /** Text put in by someone else (a canned reply), with a counter so the same text can be put in twice. */
  insert?: { text: string; n: number } | null;
}

const TYPING_IDLE_MS = 3000;

/** The message box: Enter sends, Shift+Enter starts a line; checked by the contracts' text rule before it goes. */
export function Composer({ onSend, onTyping, disabled, refusal, insert }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = `${id}-text`;
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const idle = useRef<number | undefined>(undefined);
  const box = useRef<HTMLTextAreaElement>(null);

  // A canned reply put in: added to what is typed (adjusted while rendering, as React advises for a changed prop).
  const [seenInsert, setSeenInsert] = useState(insert);
  if (insert !== seenInsert) {
    setSeenInsert(insert);
    if (insert) setText((current) => (current.trim() ? `${current.trimEnd()}\n${insert.text}` : insert.text).slice(0, SUPPORT_LIMITS.textMax));
  }
  useEffect(() => {
    if (insert) box.current?.focus();
  }, [insert]);
  useEffect(() => () => window.clearTimeout(idle.current), []);

  const typed = (value: string) => {
    setText(value);
    setError(undefined);
    onTyping(value.trim().length > 0);
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(() => onTyping(false), TYPING_IDLE_MS);
  };
  const submit = () => {
    const parsed = supportTextSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    window.clearTimeout(idle.current);
    if (onSend(parsed.data)) setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const shown = error ?? refusal ?? undefined;
  return (
    <form
      className="live-chat__composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="field live-chat__field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={field}>
            {t("liveSupport.composer")}
          </label>
          <CharCounter id={`${field}-counter`} length={text.length} max={SUPPORT_LIMITS.textMax} />
        </div>
        <textarea
          ref={box}
          id={field}
          rows={2}
          className="field__control field__control--textarea live-chat__input"
          value={text}
          maxLength={SUPPORT_LIMITS.textMax}
          disabled={disabled}
          aria-invalid={Boolean(shown)}
          aria-describedby={[shown ? `${field}-error` : "", `${field}-hint`, `${field}-counter`].filter(Boolean).join(" ")}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => onTyping(false)}
        />
        <p id={`${field}-hint`} className="field__hint">
          {t("liveSupport.sendHint")}
        </p>
        <FieldError id={`${field}-error`} message={shown} />
      </div>
      <button type="submit" className="btn btn--primary live-chat__send" disabled={disabled}>
        {t("liveSupport.send")}
      </button>
    </form>
  );
}

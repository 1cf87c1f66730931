import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import type { ChatLine } from "./useChat";
import "./game-card.css";
import "./ChatPanel.css";

interface ChatPanelProps {
  lines: ChatLine[];
  myId: string | null;
  /** Each seat's colour (a CSS colour), keyed as the lines name seats. */
  tints: Record<string, string>;
  /** The longest message the game's contract accepts. */
  maxLength: number;
  onSend: (message: string) => void;
  disabled: boolean;
}

/** The table chat: messages as the server relays them, and a field with a counter up to the longest message. */
export function ChatPanel({ lines, myId, tints, maxLength, onSend, disabled }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const counterId = useId();
  const list = useRef<HTMLDivElement>(null);
  const trimmed = draft.trim();
  const over = draft.length > maxLength;

  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || over || disabled) return;
    onSend(trimmed);
    setDraft("");
  };
  const time = (at: number) => new Date(at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });

  return (
    <section className="game-card chat" aria-labelledby={`${inputId}-title`}>
      <h2 className="game-card__title" id={`${inputId}-title`}>
        <Icon name="chat" size={18} />
        {t("table.chat.title")}
      </h2>
      {/* The log scrolls; the messages are a list inside it (a list given role=log is no list any more). */}
      <div className="chat__list" ref={list} role="log" aria-live="polite" aria-label={t("table.chat.messages")} tabIndex={0}>
        {lines.length === 0 && <p className="chat__empty">{t("table.chat.empty")}</p>}
        {lines.length > 0 && (
          <ol className="chat__lines">
            {lines.map((line, i) => (
              <li key={`${line.at}-${i}`} className={`chat__line ${line.uid === myId ? "chat__line--mine" : ""}`} style={{ "--seat": tints[line.color] } as CSSProperties}>
                <span className="chat__who">
                  <span className="chat__swatch" aria-hidden="true" />
                  {line.uid === myId ? t("table.you") : line.userName}
                  <time className="chat__time" dateTime={new Date(line.at).toISOString()}>
                    {time(line.at)}
                  </time>
                </span>
                <span className="chat__text">{line.message}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("table.chat.label")}
        </label>
        <input
          id={inputId}
          className="field__control chat__input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("table.chat.placeholder")}
          aria-describedby={counterId}
          aria-invalid={over || undefined}
          disabled={disabled}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--primary chat__send" disabled={disabled || !trimmed || over}>
          {t("table.chat.send")}
        </button>
        <span id={counterId} className={`field__counter chat__counter ${over ? "field__counter--over" : ""}`}>
          {t("table.chat.counter", { count: draft.length, max: maxLength })}
        </span>
      </form>
    </section>
  );
}

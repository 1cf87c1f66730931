import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatbotOption } from "@arena/contracts";
import type { Conversation } from "./conversation";

/**
 * The conversation as a live region (role="log": screen readers read each new line as it comes). Every text, an
 * FAQ's answer included, is shown as text, never as HTML; its line breaks are kept.
 */
export function ChatLog({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const { lines, pending } = conversation;
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [lines.length, pending]);
  const speaker = (from: "player" | "bot") => <span className="visually-hidden">{t(from === "bot" ? "supportBot.bot" : "supportBot.you")}: </span>;
  return (
    // A scrollable region must be reachable with the keyboard (WCAG 2.1.1), hence its tabIndex.
    <div ref={log} className="chatbot__log" role="log" aria-live="polite" aria-label={t("supportBot.logLabel")} tabIndex={0}>
      <p className="chatbot__line chatbot__line--bot">
        {speaker("bot")}
        {t("supportBot.greeting")}
      </p>
      {lines.map((line) => (
        <p key={line.id} className={`chatbot__line chatbot__line--${line.from}`}>
          {speaker(line.from)}
          {line.text}
        </p>
      ))}
      {pending && (
        <p className="chatbot__line chatbot__line--bot chatbot__typing">
          <span className="visually-hidden">{t("supportBot.typing")}</span>
          <span className="chatbot__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </p>
      )}
    </div>
  );
}

/** What the player may choose next (quick options, related FAQs, a person), as buttons in a named group. */
export function OptionButtons({ options, onChoose }: { options: ChatbotOption[]; onChoose: (option: ChatbotOption) => void }) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <div className="chatbot__options" role="group" aria-label={t("supportBot.topics")}>
      {options.map((option) => (
        <button key={option.id} type="button" className="chatbot__option" onClick={() => onChoose(option)}>
          {option.text}
        </button>
      ))}
    </div>
  );
}

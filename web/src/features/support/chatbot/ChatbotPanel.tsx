import { useEffect, useId, useState } from "react";
import { useAtom } from "jotai";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import {
  CHATBOT_PERSON_LABEL,
  CHATBOT_QUERY_MAX,
  CHATBOT_REPLY_DELAY_MS,
  chatbotQuestionFormSchema,
  messages,
  type ChatbotReply,
} from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, request } from "../../../lib/api";
import { CharCounter } from "../../../shell/CharCounter";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import type { LiveSupportProps } from "../live/LiveSupport";
import { ChatLog, OptionButtons } from "./ChatLog";
import {
  ask,
  conversationAtom,
  fail,
  NEW_CONVERSATION,
  offered,
  receive,
  requestBody,
  retry,
  RETRY_AFTER_MS,
  transcript,
  type Asked,
  type Conversation,
} from "./conversation";
import { lazyModule } from "./lazyModule";
import "./chatbot.css";

const useLiveSupport = lazyModule(() => import("../live/LiveSupport"));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The panel: the conversation with the bot or, once the player chose to talk to a person, live support. */
export function ChatbotPanel() {
  const [conversation, setConversation] = useAtom(conversationAtom);
  if (conversation.live) {
    return <LiveSupportPart botTranscript={transcript(conversation)} onBack={() => setConversation((c) => ({ ...c, live: false }))} />;
  }
  return <BotChat />;
}

function LiveSupportPart(props: LiveSupportProps) {
  const { module, failed, retry: retryLoad } = useLiveSupport();
  if (module) return <module.default {...props} />;
  if (failed) return <LoadError compact onRetry={retryLoad} />;
  return <SkeletonLines lines={3} />;
}

function BotChat() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [conversation, setConversation] = useAtom(conversationAtom);
  const retryReady = useRetryReady(conversation.failed?.at ?? null);
  const busy = conversation.pending !== null;

  /** Sends a question (or the failed one again) and shows the reply no sooner than the spec's reply delay. */
  const send = async (next: Conversation) => {
    setConversation(next);
    const body = requestBody(next, lang);
    const [answer] = await Promise.all([
      request<ChatbotReply>(API.chatbotResponse, { method: "POST", body }),
      wait(CHATBOT_REPLY_DELAY_MS),
    ]);
    if (answer.responseCode === 200 && answer.result) {
      const reply = answer.result;
      setConversation((c) => receive(c, reply));
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      setConversation((c) => fail(c, Date.now()));
    }
  };
  const askBot = (asked: Asked) => {
    if (!busy) void send(ask(conversation, asked, new Date()));
  };
  return (
    <div className="chatbot">
      <ChatLog conversation={conversation} />

      {!busy && conversation.failed && (
        <div className="chatbot__failed">
          <span>{t("supportBot.notSent")}</span>
          <button type="button" className="btn btn--outline chatbot__small-btn" disabled={!retryReady} onClick={() => void send(retry(conversation))}>
            {t("supportBot.retry")}
          </button>
        </div>
      )}

      {!busy && conversation.zendesk && (
        <button type="button" className="btn btn--primary btn--block chatbot__person" onClick={() => setConversation((c) => ({ ...c, live: true }))}>
          {CHATBOT_PERSON_LABEL[lang]}
        </button>
      )}

      <OptionButtons options={busy ? [] : offered(conversation, lang)} onChoose={(option) => askBot({ text: option.text, optionId: option.id })} />

      <QuestionForm
        busy={busy}
        onAsk={(text) => askBot({ text })}
        onStartOver={conversation.lines.length > 0 && !busy ? () => setConversation(NEW_CONVERSATION) : undefined}
      />
    </div>
  );
}

/** True once RETRY_AFTER_MS have passed since the failure at `at`. */
function useRetryReady(at: number | null): boolean {
  const [readyFor, setReadyFor] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setReadyFor(at), Math.max(0, at + RETRY_AFTER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && readyFor === at;
}

interface QuestionFormProps {
  busy: boolean;
  onAsk: (text: string) => void;
  /** Clears the conversation (shown once there is one). */
  onStartOver: (() => void) | undefined;
}

/** The free-text question: the shared schema's limit with a counter; Enter sends. */
function QuestionForm({ busy, onAsk, onStartOver }: QuestionFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ querry: string }>({ resolver: zodResolver(chatbotQuestionFormSchema), defaultValues: { querry: "" } });
  const text = useWatch({ control, name: "querry" }) ?? "";
  const error = errors.querry;

  useEffect(() => {
    // Opening the panel puts the cursor in the question field (the dialog focused itself while the panel loaded).
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.getAttribute("role") === "dialog") setFocus("querry");
  }, [setFocus]);

  return (
    <form
      className="chatbot__form"
      noValidate
      onSubmit={handleSubmit(({ querry }) => {
        if (busy) return;
        reset();
        onAsk(querry);
      })}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t("supportBot.inputLabel")}
      </label>
      <div className="chatbot__input-row">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          className="field__control chatbot__input"
          placeholder={t("supportBot.placeholder")}
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? errorId : "", counterId].filter(Boolean).join(" ")}
          {...register("querry")}
        />
        <button type="submit" className="btn btn--primary chatbot__send" disabled={busy}>
          {t("supportBot.send")}
        </button>
      </div>
      <div className="chatbot__form-meta">
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error.type === "too_big" ? t("supportBot.errors.tooLong", { max: CHATBOT_QUERY_MAX }) : t("supportBot.errors.required")}
          </p>
        ) : (
          <span />
        )}
        <CharCounter id={counterId} length={text.length} max={CHATBOT_QUERY_MAX} />
      </div>
      {onStartOver && (
        <button
          type="button"
          className="field__link chatbot__restart"
          onClick={() => {
            // Before reset(), which forgets the field's element until the next render.
            setFocus("querry");
            reset();
            onStartOver();
          }}
        >
          {t("supportBot.startOver")}
        </button>
      )}
    </form>
  );
}

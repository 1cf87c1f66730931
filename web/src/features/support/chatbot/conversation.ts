import { atom } from "jotai";
import {
  CHATBOT_QUICK_LABELS,
  CHATBOT_QUICK_OPTIONS,
  quickOptionId,
  type ChatbotOption,
  type ChatbotReply,
  type ChatbotRequestInput,
  type Language,
} from "@arena/contracts";
import type { BotLine } from "../live/LiveSupport";

/** One line of the conversation as the panel shows it. */
export interface Line extends BotLine {
  id: number;
}

/** A question on its way: the words shown (and sent as `querry`) and, for a chosen option, its id. */
export interface Asked {
  text: string;
  optionId?: string;
}

/**
 * The conversation with the bot. It lives in an atom, not in the panel, so closing and reopening the panel (or
 * handing over to live support and coming back) keeps it for as long as the page is open.
 */
export interface Conversation {
  lines: Line[];
  /** What the bot offered last (hidden while a question waits); null before its first reply: the quick options. */
  options: ChatbotOption[] | null;
  /** The bot's last reply offered a person (spec: zendesk true). */
  zendesk: boolean;
  /** The question waiting for its reply (the typing indicator shows meanwhile). */
  pending: Asked | null;
  /** The last question whose call failed, and when: it can be asked again RETRY_AFTER_MS later. */
  failed: (Asked & { at: number }) | null;
  /** When the first question was asked (the spec's sessionDate). */
  startedAt: string | null;
  /** The player is in live support (inside the same panel). */
  live: boolean;
  nextId: number;
}

/**
 * The spec's "reload 2 seconds", read as: a question whose call failed can be sent again 2 s after the failure (the
 * error toast shows first; a retry at once would most likely fail the same way). See docs/decisions.md.
 */
export const RETRY_AFTER_MS = 2_000;

export const NEW_CONVERSATION: Conversation = {
  lines: [],
  options: null,
  zendesk: false,
  pending: null,
  failed: null,
  startedAt: null,
  live: false,
  nextId: 1,
};

export const conversationAtom = atom<Conversation>(NEW_CONVERSATION);

/** The player asks: their line is shown and the question waits for the bot. */
export function ask(c: Conversation, asked: Asked, now: Date): Conversation {
  return {
    ...c,
    lines: [...c.lines, { id: c.nextId, from: "player", text: asked.text }],
    nextId: c.nextId + 1,
    pending: asked,
    failed: null,
    startedAt: c.startedAt ?? now.toISOString(),
  };
}

/** The failed question is sent again (its line is already shown). */
export function retry(c: Conversation): Conversation {
  if (!c.failed) return c;
  const { at: _at, ...asked } = c.failed;
  return { ...c, pending: asked, failed: null };
}

/** The call's body for the waiting question: the player's previous question goes along as `sessionQuestion`. */
export function requestBody(c: Conversation, lang: Language): ChatbotRequestInput {
  const asked = c.pending!;
  const questions = c.lines.filter((l) => l.from === "player");
  const previous = questions.at(-2)?.text;
  return {
    querry: asked.text,
    lang,
    ...(asked.optionId && { optionId: asked.optionId }),
    ...(previous && { sessionQuestion: previous }),
    ...(c.startedAt && { sessionDate: c.startedAt }),
  };
}

/** The bot's reply. A null message does nothing (spec): what was offered before is offered again. */
export function receive(c: Conversation, reply: ChatbotReply): Conversation {
  if (reply.message === null) return { ...c, pending: null };
  return {
    ...c,
    lines: [...c.lines, { id: c.nextId, from: "bot", text: reply.message }],
    nextId: c.nextId + 1,
    options: reply.option,
    zendesk: reply.zendesk,
    pending: null,
  };
}

/** The call failed (the panel shows the error as a toast): the question can be sent again later. */
export function fail(c: Conversation, at: number): Conversation {
  return c.pending ? { ...c, failed: { ...c.pending, at }, pending: null } : c;
}

/** The conversation so far, for the person who takes over. */
export const transcript = (c: Conversation): BotLine[] => c.lines.map(({ from, text }) => ({ from, text }));

/** What the panel offers: the spec's quick options before the bot's first reply, then what its last reply offered. */
export const offered = (c: Conversation, lang: Language): ChatbotOption[] =>
  c.options ?? CHATBOT_QUICK_OPTIONS.map((o) => ({ id: quickOptionId(o), text: CHATBOT_QUICK_LABELS[o][lang] }));

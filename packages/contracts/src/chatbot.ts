import { z } from "zod";
import { LANGUAGES, type Language } from "./constants.js";

/**
 * The support chatbot (spec 7: POST chatbotResponse { querry, sessionQuestion, sessionDate } → { message, option,
 * zendesk }). Answers come from the FAQs the admin edits; `zendesk: true` offers the live support chat.
 */

/** The longest question the bot reads (the panel's counter shows it). */
export const CHATBOT_QUERY_MAX = 300;

/** The spec's initial quick options, in the order the panel shows them. */
export const CHATBOT_QUICK_OPTIONS = ["login", "transactions", "freeCoins", "withdrawal", "referral"] as const;
export type ChatbotQuickOption = (typeof CHATBOT_QUICK_OPTIONS)[number];

/** Their labels (what the player sends when choosing one): here once, for the panel and the bot's own replies. */
export const CHATBOT_QUICK_LABELS: Record<ChatbotQuickOption, Record<Language, string>> = {
  login: { en: "Login trouble", pt: "Problemas para entrar", es: "Problemas para iniciar sesión" },
  transactions: { en: "Transaction issues", pt: "Problemas com transações", es: "Problemas con transacciones" },
  freeCoins: { en: "Free coins", pt: "Moedas grátis", es: "Monedas gratis" },
  withdrawal: { en: "Withdrawal time", pt: "Prazo de saque", es: "Tiempo de retiro" },
  referral: { en: "How referral works", pt: "Como funcionam as indicações", es: "Cómo funcionan los referidos" },
};

/** The option that asks for a person (live support). */
export const CHATBOT_PERSON_OPTION = "person";
export const CHATBOT_PERSON_LABEL: Record<Language, string> = {
  en: "Talk to a person",
  pt: "Falar com uma pessoa",
  es: "Hablar con una persona",
};

/**
 * An option's id: `quick:<option>` (a quick option), `faq:<id>` (a related FAQ, answered as it is) or `person`.
 * A client sends back the id of the option the player chose, with its label as `querry`.
 */
export const CHATBOT_OPTION_ID_RE = new RegExp(
  `^(quick:(${CHATBOT_QUICK_OPTIONS.join("|")})|faq:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|${CHATBOT_PERSON_OPTION})$`,
);

export const quickOptionId = (option: ChatbotQuickOption) => `quick:${option}`;

const QUERY_REQUIRED = "Please type your question.";
const SESSION_DATE = "Invalid session date.";

export const chatbotRequestSchema = z.object({
  /** The player's words, or the label of the option they chose (spec's spelling). */
  querry: z
    .string({ error: QUERY_REQUIRED })
    .trim()
    .min(1, QUERY_REQUIRED)
    .max(CHATBOT_QUERY_MAX, `You can enter only ${CHATBOT_QUERY_MAX} characters.`),
  /**
   * The player's previous question in this conversation, if any: the same question asked again means the answer did
   * not help, and the bot offers a person.
   */
  sessionQuestion: z
    .string({ error: "Invalid previous question." })
    .max(CHATBOT_QUERY_MAX, `You can enter only ${CHATBOT_QUERY_MAX} characters.`)
    .nullish(),
  /**
   * When the conversation started, as the client saw it: any date JavaScript reads (ISO 8601, a Date's text) or epoch
   * milliseconds. The bot keeps no conversation: not read.
   */
  sessionDate: z
    .union(
      [
        z
          .string({ error: SESSION_DATE })
          .max(100, SESSION_DATE)
          .refine((s) => !Number.isNaN(Date.parse(s)), SESSION_DATE),
        z.number({ error: SESSION_DATE }).finite(SESSION_DATE),
      ],
      { error: SESSION_DATE },
    )
    .nullish(),
  /** The answers' language (the FAQs written in it; English when none are). */
  lang: z.enum(LANGUAGES, { error: "Unknown language." }).default("en"),
  /** The id of the option the player chose (see CHATBOT_OPTION_ID_RE); absent for typed words. */
  optionId: z.string({ error: "Unknown option." }).regex(CHATBOT_OPTION_ID_RE, "Unknown option.").optional(),
});
export type ChatbotRequestInput = z.input<typeof chatbotRequestSchema>;
export type ChatbotRequest = z.output<typeof chatbotRequestSchema>;

export const chatbotOptionSchema = z.object({ id: z.string(), text: z.string() });
export type ChatbotOption = z.infer<typeof chatbotOptionSchema>;

export const chatbotReplySchema = z.object({
  /** What the bot says, plain text (an FAQ's answer is shown as text, never HTML). Null: nothing to say (the client does nothing). */
  message: z.string().nullable(),
  /** What the player may choose next. */
  option: z.array(chatbotOptionSchema),
  /** True: the bot cannot answer well, or the player asked for a person: offer live support. */
  zendesk: z.boolean(),
  /** The FAQ the answer is, if it is one. */
  faqId: z.string().nullable(),
});
export type ChatbotReply = z.infer<typeof chatbotReplySchema>;

/** The panel's free-text form: the same limit as the server's. */
export const chatbotQuestionFormSchema = z.object({ querry: chatbotRequestSchema.shape.querry });

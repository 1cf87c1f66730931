import { CHATBOT_PERSON_LABEL, CHATBOT_QUICK_LABELS, CHATBOT_QUICK_OPTIONS, chatbotReplySchema, type Language } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { BOT_SENTENCES } from "./botWords.js";
import { answerQuestion, asksForPerson, buildFaqIndex, MIN_COVERAGE, termsOf, type FaqDoc } from "./faqSearch.js";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const faq = (n: number, question: string, answer: string): FaqDoc => ({ id: id(n), question, answer, position: n });

const EN: FaqDoc[] = [
  faq(1, "How do I know the dice are fair?", "The server publishes the hash of its seed before each game and reveals it after."),
  faq(2, "What happens to my entry fee if a game is cancelled?", "Your fee is held in escrow and refunded to your wallet if the game cannot finish."),
  faq(3, "How long does a withdrawal take?", "Withdrawal requests are reviewed within 24 hours, then paid out."),
  faq(4, "How does the referral programme work?", "Share your referral code: you earn when your friends play."),
  faq(5, "What is freeplay mode?", "Freeplay uses play-money coins instead of your real wallet."),
  faq(6, "I have trouble logging in. What can I do?", "Use 'Forgot password' to reset your password with a code sent to your email."),
  faq(7, "A deposit or another transaction is missing or looks wrong. What can I do?", "Open your transaction history: every deposit and withdrawal is listed with its status."),
];
const PT: FaqDoc[] = [
  faq(11, "Quanto tempo leva um saque?", "Os pedidos de saque são analisados em até 24 horas."),
  faq(12, "Como funciona o programa de indicações?", "Compartilhe seu código de indicação."),
  faq(13, "O que é o modo grátis?", "O modo grátis usa moedas de brincadeira."),
  faq(14, "Estou com problemas para entrar. O que posso fazer?", "Use 'Esqueceu a senha?' para redefinir sua senha."),
  faq(15, "Um depósito ou outra transação não aparece. O que posso fazer?", "Abra o histórico de transações."),
];
const ES: FaqDoc[] = [
  faq(21, "¿Cuánto tarda un retiro?", "Revisamos las solicitudes de retiro en menos de 24 horas."),
  faq(22, "¿Cómo funciona el programa de referidos?", "Comparte tu código de referido."),
  faq(23, "¿Qué es el modo gratis?", "El modo gratis usa monedas de juego."),
  faq(24, "Tengo problemas para iniciar sesión. ¿Qué puedo hacer?", "Usa '¿Olvidaste la contraseña?' para restablecerla."),
  faq(25, "Un depósito u otra transacción no aparece. ¿Qué puedo hacer?", "Abre el historial de transacciones."),
];
const FAQS: Record<Language, FaqDoc[]> = { en: EN, pt: PT, es: ES };
const index = (lang: Language) => buildFaqIndex(FAQS[lang], lang);

/** Which FAQ answers each quick option, per language. */
const QUICK_ANSWERS: Record<Language, Record<(typeof CHATBOT_QUICK_OPTIONS)[number], number>> = {
  en: { login: 6, transactions: 7, freeCoins: 5, withdrawal: 3, referral: 4 },
  pt: { login: 14, transactions: 15, freeCoins: 13, withdrawal: 11, referral: 12 },
  es: { login: 24, transactions: 25, freeCoins: 23, withdrawal: 21, referral: 22 },
};

describe("the words of a question", () => {
  it("keeps what it is about: stop words out, accents off, a topic's forms as the topic, plurals as singulars", () => {
    expect(termsOf("How can I get my coins?", "en")).toEqual(["coin"]);
    expect(termsOf("I can't log in", "en")).toEqual(["login"]);
    expect(termsOf("Logging", "en")).toEqual(["login"]);
    expect(termsOf("Problemas para iniciar sesión", "es")).toEqual(["login", "login"]);
    expect(termsOf("Quanto tempo leva um saque?", "pt")).toEqual(["time", "time", "withdraw"]);
    expect(termsOf("What is freeplay mode?", "en")).toEqual(["freeplay", "free"]);
    expect(termsOf("hi! thanks :)", "en")).toEqual([]);
  });

  it("hears a request for a person in any language, and nothing else as one", () => {
    for (const text of ["Can I talk to a human?", "AGENT please", "quero falar com uma pessoa", "¿Puedo hablar con una persona?"]) {
      expect(asksForPerson(text), text).toBe(true);
    }
    for (const text of ["How long does a withdrawal take?", "personal data", "agenda"]) expect(asksForPerson(text), text).toBe(false);
  });
});

describe("answers", () => {
  it("answers each quick option from its FAQ in every language, with the answer's text as it is", () => {
    for (const lang of ["en", "pt", "es"] as const) {
      for (const option of CHATBOT_QUICK_OPTIONS) {
        const reply = answerQuestion(index(lang), { querry: CHATBOT_QUICK_LABELS[option][lang], optionId: `quick:${option}`, lang });
        const expected = FAQS[lang].find((f) => f.id === id(QUICK_ANSWERS[lang][option]))!;
        expect(reply, `${lang} ${option}`).toMatchObject({ message: expected.answer, zendesk: false, faqId: expected.id });
        expect(chatbotReplySchema.parse(reply)).toEqual(reply);
      }
    }
  });

  it("answers the quick options' labels typed as words too, without the option's id", () => {
    for (const lang of ["en", "pt", "es"] as const) {
      for (const option of CHATBOT_QUICK_OPTIONS) {
        const reply = answerQuestion(index(lang), { querry: CHATBOT_QUICK_LABELS[option][lang], lang });
        expect(reply.faqId, `${lang} ${option}`).toBe(id(QUICK_ANSWERS[lang][option]));
      }
    }
  });

  it("answers a question in the player's own words, typos and other forms included", () => {
    const en = index("en");
    expect(answerQuestion(en, { querry: "how long do withdrawls take", lang: "en" }).faqId).toBe(id(3));
    expect(answerQuestion(en, { querry: "I can't log in to my account", lang: "en" }).faqId).toBe(id(6));
    expect(answerQuestion(en, { querry: "are the dice rigged?", lang: "en" }).faqId).toBe(id(1));
    expect(answerQuestion(en, { querry: "where is my deposit", lang: "en" }).faqId).toBe(id(7));
    expect(answerQuestion(index("pt"), { querry: "quanto demora o saque", lang: "pt" }).faqId).toBe(id(11));
    expect(answerQuestion(index("es"), { querry: "no puedo iniciar sesion", lang: "es" }).faqId).toBe(id(24));
  });

  it("offers the FAQs about the same things as the answer, then a person", () => {
    // The withdrawal FAQ's question is about withdrawals and time; the transactions FAQ's answer speaks of withdrawals.
    const withdrawal = answerQuestion(index("en"), { querry: "Withdrawal time", optionId: "quick:withdrawal", lang: "en" });
    expect(withdrawal.option).toEqual([
      { id: `faq:${id(7)}`, text: EN[6]!.question },
      { id: "person", text: CHATBOT_PERSON_LABEL.en },
    ]);
    // The login FAQ shares no topic with another: only a person.
    expect(answerQuestion(index("en"), { querry: "login", lang: "en" }).option).toEqual([{ id: "person", text: CHATBOT_PERSON_LABEL.en }]);
    // "O que posso fazer?" / "¿Qué puedo hacer?" end two questions but are no topic: nothing related.
    expect(answerQuestion(index("pt"), { querry: "x", optionId: "quick:login", lang: "pt" }).option).toEqual([{ id: "person", text: CHATBOT_PERSON_LABEL.pt }]);
    expect(answerQuestion(index("es"), { querry: "x", optionId: "quick:login", lang: "es" }).option).toEqual([{ id: "person", text: CHATBOT_PERSON_LABEL.es }]);
    const deposit = answerQuestion(index("en"), { querry: "deposit", lang: "en" });
    expect(deposit.faqId).toBe(id(7));
    expect(deposit.option.map((o) => o.id)).not.toContain(`faq:${id(7)}`);
    expect(deposit.option.length).toBeLessThanOrEqual(4);
  });

  it("answers a related FAQ chosen by its id as it is, even when its words would find another", () => {
    const reply = answerQuestion(index("en"), { querry: "anything", optionId: `faq:${id(2)}`, lang: "en" });
    expect(reply).toMatchObject({ message: EN[1]!.answer, faqId: id(2), zendesk: false });
    // A removed FAQ's id: its words are searched instead.
    const gone = answerQuestion(index("en"), { querry: "How long does a withdrawal take?", optionId: `faq:${id(99)}`, lang: "en" });
    expect(gone.faqId).toBe(id(3));
  });

  it("hands over when no FAQ holds enough of the question's words", () => {
    const unknown = answerQuestion(index("en"), { querry: "Can I stream my chess games on Twitch?", lang: "en" });
    expect(unknown).toMatchObject({ message: BOT_SENTENCES.en.notSure, zendesk: true, faqId: null });
    // "deposit" matches, "bitcoin" and "ethereum" do not: under MIN_COVERAGE, a person is offered with the near misses.
    expect(1 / 3).toBeLessThan(MIN_COVERAGE);
    const partial = answerQuestion(index("en"), { querry: "deposit with bitcoin or ethereum", lang: "en" });
    expect(partial).toMatchObject({ zendesk: true, faqId: null });
    expect(partial.option[0]).toEqual({ id: `faq:${id(7)}`, text: EN[6]!.question });
    expect(answerQuestion(index("pt"), { querry: "xyzzy plugh", lang: "pt" })).toMatchObject({ message: BOT_SENTENCES.pt.notSure, zendesk: true });
  });

  it("hands over when the player asks for a person, by the option or in words", () => {
    for (const q of [{ querry: CHATBOT_PERSON_LABEL.es, optionId: "person" }, { querry: "I want a human" }, { querry: "withdrawal agent" }]) {
      expect(answerQuestion(index("es"), { ...q, lang: "es" })).toEqual({ message: BOT_SENTENCES.es.person, option: [], zendesk: true, faqId: null });
    }
  });

  it("asks to rephrase, with the quick options, when the question has no topic word", () => {
    const reply = answerQuestion(index("pt"), { querry: "oi, tudo bem?!", lang: "pt" });
    expect(reply).toMatchObject({ message: BOT_SENTENCES.pt.rephrase, zendesk: false, faqId: null });
    expect(reply.option.map((o) => o.text)).toEqual(CHATBOT_QUICK_OPTIONS.map((o) => CHATBOT_QUICK_LABELS[o].pt));
    expect(answerQuestion(index("en"), { querry: "???", lang: "en" }).message).toBe(BOT_SENTENCES.en.rephrase);
    expect(answerQuestion(index("en"), { querry: "Hello, good morning!", lang: "en" }).message).toBe(BOT_SENTENCES.en.rephrase);
    expect(answerQuestion(index("es"), { querry: "¡Buenos días!", lang: "es" }).message).toBe(BOT_SENTENCES.es.rephrase);
  });

  it("offers a person when the same question comes again (the answer did not help)", () => {
    const again = answerQuestion(index("en"), { querry: "withdrawal take how long?", sessionQuestion: "How long does a withdrawal take?", lang: "en" });
    expect(again).toMatchObject({ message: BOT_SENTENCES.en.repeated, zendesk: true });
    const other = answerQuestion(index("en"), { querry: "deposit", sessionQuestion: "How long does a withdrawal take?", lang: "en" });
    expect(other.faqId).toBe(id(7));
  });

  it("speaks the player's language over FAQs that fell back to English", () => {
    const reply = answerQuestion(index("en"), { querry: CHATBOT_QUICK_LABELS.withdrawal.pt, optionId: "quick:withdrawal", lang: "pt" });
    expect(reply.faqId).toBe(id(3));
    expect(reply.option.at(-1)!.text).toBe(CHATBOT_PERSON_LABEL.pt);
    expect(answerQuestion(buildFaqIndex([], "en"), { querry: "withdrawal", lang: "es" })).toMatchObject({ message: BOT_SENTENCES.es.notSure, zendesk: true });
  });
});

/**
 * The support chatbot's API (issue 18): POST chatbotResponse answers from the FAQs the admin edits, in the player's
 * language, with no session; each of the spec's quick options has its FAQ; an unknown question or a request for a
 * person answers zendesk true; bad input is a 400 envelope; the calls are rate limited per client address.
 */
import { CHATBOT_PERSON_LABEL, CHATBOT_QUICK_LABELS, CHATBOT_QUICK_OPTIONS, type ChatbotQuickOption, type Language } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";

let t: TestPlatform;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

let addresses = 0;
/** Each test asks from its own client address, so the per-address limit is only met where a test means it. */
const newAddress = () => `198.51.100.${++addresses}`;
const ask = (json: unknown, ip: string) =>
  t.api("/api/v1/chatbotResponse", { method: "POST", json, headers: { "x-forwarded-for": ip } });
const admin = (path: string, method = "GET", json?: unknown) =>
  t.api(`/api/v1/${path}`, { method, token: adminToken, ...(json !== undefined && { json }) });

interface Faq {
  _id: string;
  question: string;
  answer: string;
}
const publicFaqs = async (lang: Language): Promise<Faq[]> => (await t.api(`/api/v1/statics/faq?lang=${lang}`)).body.result.docs;

/** The seeded FAQ each quick option must answer with, told by its question in each language. */
const QUICK_FAQ: Record<ChatbotQuickOption, RegExp> = {
  login: /logging in|problemas para entrar|problemas para iniciar sesión/i,
  transactions: /transaction|transação|transacción/i,
  freeCoins: /freeplay|modo grátis|modo gratis/i,
  withdrawal: /withdrawal take|tempo leva um saque|tarda un retiro/i,
  referral: /referral programme|programa de indicações|programa de referidos/i,
};

describe("POST chatbotResponse", () => {
  it("answers each quick option with its FAQ's text in English, Portuguese and Spanish, without a session", async () => {
    const ip = newAddress();
    for (const lang of ["en", "pt", "es"] as const) {
      const list = await publicFaqs(lang);
      for (const option of CHATBOT_QUICK_OPTIONS) {
        const expected = list.filter((f) => QUICK_FAQ[option].test(f.question));
        expect(expected, `${lang}: one seeded FAQ for ${option}`).toHaveLength(1);
        const { status, body } = await ask({ querry: CHATBOT_QUICK_LABELS[option][lang], optionId: `quick:${option}`, lang }, ip);
        expect(status).toBe(200);
        expect(body.responseCode).toBe(200);
        expect(body.result, `${lang} ${option}`).toMatchObject({ message: expected[0]!.answer, zendesk: false, faqId: expected[0]!._id });
        expect(body.result.option.at(-1)).toEqual({ id: "person", text: CHATBOT_PERSON_LABEL[lang] });
        // Follow-ups: the FAQs about the same things. The transactions FAQ speaks of withdrawals too.
        if (option === "withdrawal") {
          const transactions = list.find((f) => QUICK_FAQ.transactions.test(f.question))!;
          expect(body.result.option[0], lang).toEqual({ id: `faq:${transactions._id}`, text: transactions.question });
        }
      }
    }
  });

  it("follows the admin's edits: a saved answer, a new FAQ and a removed one, at once", async () => {
    const ip = newAddress();
    const withdrawal = (await publicFaqs("en")).find((f) => QUICK_FAQ.withdrawal.test(f.question))!;
    const quick = { querry: "Withdrawal time", optionId: "quick:withdrawal", lang: "en" };
    const edited = "Withdrawals are reviewed within 12 hours (edited by the admin).";
    const saved = await admin(`admin/faq/${withdrawal._id}`, "PUT", { lang: "en", question: withdrawal.question, answer: edited, position: 2 });
    expect(saved.status).toBe(200);
    expect((await ask(quick, ip)).body.result).toMatchObject({ message: edited, faqId: withdrawal._id });
    expect((await ask({ querry: "how long until my withdrawal is paid?", lang: "en" }, ip)).body.result.message).toBe(edited);

    const added = await admin("admin/faq", "POST", { lang: "en", question: "Can I play Ludo with bots?", answer: "Yes: choose Computer in the Ludo menu." });
    expect(added.status).toBe(200);
    expect((await ask({ querry: "ludo against bots", lang: "en" }, ip)).body.result).toMatchObject({
      message: "Yes: choose Computer in the Ludo menu.",
      faqId: added.body.result._id,
      zendesk: false,
    });

    expect((await admin(`admin/faq/${added.body.result._id}`, "DELETE")).status).toBe(200);
    expect((await ask({ querry: "ludo against bots", lang: "en" }, ip)).body.result).toMatchObject({ faqId: null, zendesk: true });
  });

  it("offers a person for a question no FAQ answers", async () => {
    const { status, body } = await ask({ querry: "Can I stream my chess games on Twitch?", sessionDate: new Date().toISOString(), lang: "en" }, newAddress());
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ zendesk: true, faqId: null, message: expect.any(String) });
    // The session's date as a client may send it: a Date's text, epoch milliseconds, or nothing yet (null).
    for (const sessionDate of [new Date().toString(), Date.now(), null]) {
      expect((await ask({ querry: "Can I stream my chess games on Twitch?", sessionQuestion: null, sessionDate }, newAddress())).status).toBe(200);
    }
  });

  it("answers at the spec's own address too ({chatbot host}/api/chatbotResponse), the same way", async () => {
    const ip = newAddress();
    const json = { querry: "How long does a withdrawal take?", lang: "en" };
    const spec = await t.api("/api/chatbotResponse", { method: "POST", json, headers: { "x-forwarded-for": ip } });
    expect(spec.status).toBe(200);
    expect(spec.body.result).toEqual((await ask(json, ip)).body.result);
    expect((await t.api("/api/chatbotResponse", { method: "POST", json: {}, headers: { "x-forwarded-for": ip } })).status).toBe(400);
  });

  it("hands over when the player asks for a person, by the option or in words, in any language", async () => {
    const ip = newAddress();
    for (const json of [
      { querry: "talk to a person" },
      { querry: CHATBOT_PERSON_LABEL.pt, optionId: "person", lang: "pt" },
      { querry: "quiero hablar con un agente", lang: "es" },
    ]) {
      const { body } = await ask(json, ip);
      expect(body.result, JSON.stringify(json)).toMatchObject({ zendesk: true, faqId: null, option: [] });
    }
  });

  it("asks to rephrase, with the quick options, when a question has no topic word", async () => {
    const { body } = await ask({ querry: "hello!", lang: "es" }, newAddress());
    expect(body.result.zendesk).toBe(false);
    expect(body.result.option.map((o: { text: string }) => o.text)).toEqual(CHATBOT_QUICK_OPTIONS.map((o) => CHATBOT_QUICK_LABELS[o].es));
  });

  it("answers a missing, empty or too long question, an unknown language or option with a 400 envelope", async () => {
    const ip = newAddress();
    const cases: [unknown, string, string][] = [
      [{}, "querry", "Please type your question."],
      [{ querry: "   " }, "querry", "Please type your question."],
      [{ querry: "x".repeat(301) }, "querry", "You can enter only 300 characters."],
      [{ querry: "withdrawal", lang: "fr" }, "lang", "Unknown language."],
      [{ querry: "withdrawal", optionId: "faq:not-an-id" }, "optionId", "Unknown option."],
      [{ querry: "withdrawal", sessionDate: "yesterday" }, "sessionDate", "Invalid session date."],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await ask(json, ip);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body).toMatchObject({ responseCode: 400, responseMessage: message, result: { errors: { [field]: message } } });
    }
    // 300 characters is allowed.
    expect((await ask({ querry: `${"withdrawal ".repeat(27)}abc`.slice(0, 300) }, ip)).status).toBe(200);
  });

  it("limits the questions of one client address (429 in the envelope), not the others'", async () => {
    const ip = newAddress();
    for (let i = 0; i < 60; i++) expect((await ask({ querry: "withdrawal" }, ip)).status).toBe(200);
    const refused = await ask({ querry: "withdrawal" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ responseCode: 429, responseMessage: "Too many requests, please try again later." });
    expect((await ask({ querry: "withdrawal" }, newAddress())).status).toBe(200);
  });

  it("is in the OpenAPI document with the spec's fields", async () => {
    const { body } = await t.api("/api/docs/openapi.json");
    const op = body.paths["/api/v1/chatbotResponse"].post;
    expect(Object.keys(op.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["querry", "sessionQuestion", "sessionDate", "lang", "optionId"]),
    );
    expect(Object.keys(op.responses["200"].content["application/json"].schema.properties.result.properties)).toEqual(
      expect.arrayContaining(["message", "option", "zendesk"]),
    );
  });
});

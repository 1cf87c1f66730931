import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CHATBOT_QUICK_LABELS, CHATBOT_QUICK_OPTIONS } from "@arena/contracts";
import { ChatLog, OptionButtons } from "./ChatLog";
import { ask, fail, NEW_CONVERSATION, offered, receive, requestBody, retry, transcript } from "./conversation";
import en from "./locales/support-bot.en.json";
import pt from "./locales/support-bot.pt.json";

const NOW = new Date("2026-11-28T10:00:00.000Z");
const reply = (message: string | null, zendesk = false) => ({
  message,
  option: [{ id: "person", text: "Talk to a person" }],
  zendesk,
  faqId: null,
});

describe("the conversation", () => {
  it("shows the question at once and sends it with the previous one, when the conversation started and the option's id", () => {
    const first = ask(NEW_CONVERSATION, { text: "Withdrawal time", optionId: "quick:withdrawal" }, NOW);
    expect(first.lines).toEqual([{ id: 1, from: "player", text: "Withdrawal time" }]);
    expect(requestBody(first, "pt")).toEqual({ querry: "Withdrawal time", lang: "pt", optionId: "quick:withdrawal", sessionDate: NOW.toISOString() });

    const answered = receive(first, reply("Within 24 hours."));
    expect(answered).toMatchObject({ pending: null, zendesk: false, options: [{ id: "person", text: "Talk to a person" }] });
    const second = ask(answered, { text: "and deposits?" }, new Date(NOW.getTime() + 60_000));
    expect(requestBody(second, "en")).toEqual({
      querry: "and deposits?",
      lang: "en",
      sessionQuestion: "Withdrawal time",
      sessionDate: NOW.toISOString(),
    });
    expect(transcript(second)).toEqual([
      { from: "player", text: "Withdrawal time" },
      { from: "bot", text: "Within 24 hours." },
      { from: "player", text: "and deposits?" },
    ]);
  });

  it("does nothing with a reply whose message is null (spec): what was offered before is offered again", () => {
    const answered = receive(ask(NEW_CONVERSATION, { text: "hi" }, NOW), reply("Hello!", true));
    const asked = ask(answered, { text: "again" }, NOW);
    const nothing = receive(asked, reply(null));
    expect(nothing.lines).toEqual(asked.lines);
    expect(nothing).toMatchObject({ pending: null, zendesk: true, options: answered.options });
  });

  it("keeps a failed question to send again, without showing it twice", () => {
    const asked = ask(NEW_CONVERSATION, { text: "Free coins", optionId: "quick:freeCoins" }, NOW);
    const failed = fail(asked, 1_000);
    expect(failed).toMatchObject({ pending: null, failed: { text: "Free coins", optionId: "quick:freeCoins", at: 1_000 } });
    const again = retry(failed);
    expect(again).toMatchObject({ pending: { text: "Free coins", optionId: "quick:freeCoins" }, failed: null });
    expect(again.lines).toHaveLength(1);
    expect(requestBody(again, "en")).toMatchObject({ querry: "Free coins", optionId: "quick:freeCoins" });
  });
});

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: "pt",
  fallbackLng: "en",
  showSupportNotice: false,
  resources: { en: { translation: { supportBot: en } }, pt: { translation: { supportBot: pt } } },
});

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("the panel", () => {
  it("greets in the player's language in a labelled log, with the spec's quick options as buttons in a named group", () => {
    const log = render(<ChatLog conversation={NEW_CONVERSATION} />);
    expect(log).toContain(`role="log" aria-live="polite" aria-label="${pt.logLabel}"`);
    expect(log).toContain(pt.greeting);
    const options = render(<OptionButtons options={offered(NEW_CONVERSATION, "pt")} onChoose={() => undefined} />);
    expect(options).toContain(`role="group" aria-label="${pt.topics}"`);
    for (const option of CHATBOT_QUICK_OPTIONS) expect(options).toContain(`<button type="button" class="chatbot__option">${CHATBOT_QUICK_LABELS[option].pt}</button>`);
    // After a reply, what it offered instead.
    const answered = receive(ask(NEW_CONVERSATION, { text: "x" }, NOW), reply("y"));
    expect(offered(answered, "pt")).toEqual([{ id: "person", text: "Talk to a person" }]);
  });

  it("shows an FAQ's answer and the player's words as text, never as HTML, each with who said it", () => {
    const answered = receive(ask(NEW_CONVERSATION, { text: "<i>hi</i>" }, NOW), reply("<img src=x onerror=alert(1)> Use <b>Forgot password</b>."));
    const html = render(<ChatLog conversation={answered} />);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; Use &lt;b&gt;Forgot password&lt;/b&gt;.");
    expect(html).toContain("&lt;i&gt;hi&lt;/i&gt;");
    expect(html).not.toContain("<img");
    expect(html).toContain(`<span class="visually-hidden">${pt.you}: </span>`);
    expect(html).toContain(`<span class="visually-hidden">${pt.bot}: </span>`);
  });

  it("shows the typing indicator only while a question waits", () => {
    expect(render(<ChatLog conversation={ask(NEW_CONVERSATION, { text: "Free coins" }, NOW)} />)).toContain(pt.typing);
    expect(render(<ChatLog conversation={NEW_CONVERSATION} />)).not.toContain(pt.typing);
  });
});

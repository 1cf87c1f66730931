import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { SupportMessage } from "@arena/contracts";
import { BotTranscript, MessageList } from "./ChatParts";
import en from "./locales/live-support.en.json";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: { liveSupport: en } } } });
const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const line = (id: number, side: "player" | "admin", text: string, at: string): SupportMessage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  side,
  authorName: side === "player" ? "Maya" : "Ana",
  text,
  createdAt: at,
});

describe("the live support chat", () => {
  const messages = [
    line(1, "player", "<img src=x onerror=alert(1)> <b>hi</b>", "2026-11-28T10:00:00.000Z"),
    line(2, "admin", "Hello Maya", "2026-11-28T10:01:00.000Z"),
    line(3, "player", "Thanks", "2026-11-28T10:02:00.000Z"),
  ];

  it("shows every line as text: markup anyone typed is never markup", () => {
    const html = render(<MessageList messages={messages} me="player" otherReadAt={null} typingName={null} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;hi&lt;/b&gt;");
  });

  it("marks Seen under my latest line the other side has read, and only there", () => {
    const seenFirst = render(<MessageList messages={messages} me="player" otherReadAt="2026-11-28T10:00:30.000Z" typingName={null} />);
    expect(seenFirst.match(/Seen/g)).toHaveLength(1);
    expect(seenFirst.indexOf("Seen")).toBeLessThan(seenFirst.indexOf("Hello Maya"));
    const seenAll = render(<MessageList messages={messages} me="player" otherReadAt="2026-11-28T10:02:00.000Z" typingName={null} />);
    expect(seenAll.match(/Seen/g)).toHaveLength(1);
    expect(seenAll.indexOf("Seen")).toBeGreaterThan(seenAll.indexOf("Thanks"));
    expect(render(<MessageList messages={messages} me="player" otherReadAt={null} typingName={null} />)).not.toContain("Seen");
  });

  it("names who is typing, and the admin's own lines as mine on the admin's screen", () => {
    const html = render(<MessageList messages={messages} me="admin" otherReadAt={null} typingName="Maya is typing…" />);
    expect(html).toContain("Maya is typing…");
    expect(html.match(/live-chat__line--mine/g)).toHaveLength(1);
  });

  it("folds the bot's lines away with their count", () => {
    const html = render(<BotTranscript lines={[{ from: "player", text: "Withdrawal time" }, { from: "bot", text: "Within 24 hours." }]} />);
    expect(html).toContain("Earlier with the assistant (2 lines)");
    expect(render(<BotTranscript lines={[]} />)).toBe("");
  });
});

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForToast } from "../accounts.js";
import { adminOn, ARTIFACTS, checkScreen, SCREEN_WIDTHS, waitForMail } from "../admin.js";
import { atLeast, axeFindings, describeFindings, settleMotion } from "../axe.js";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();

/** The chat panel (the floating chat button's dialog). */
const panel = (page: Page) => page.getByRole("dialog", { name: "Support" });

/** The chat panel at 390 and 1440 px: no axe finding of moderate impact or worse, and a screenshot of each. */
async function checkPanel(page: Page, name: string, ready: () => Locator) {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const viewport of SCREEN_WIDTHS) {
    await page.setViewportSize(viewport);
    await ready().waitFor({ timeout: 15_000 });
    await settleMotion(page);
    const what = `${name} at ${viewport.width} px`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(0);
    const box = await panel(page).boundingBox();
    expect.soft(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${what}: the panel is cut off`).toBe(true);
    expect.soft(describeFindings(atLeast(await axeFindings(page), "moderate")), `${what}: axe`).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `support-${name}-${viewport.width}.png`) });
  }
}

describe("live support", () => {
  it("a visitor asks the chatbot, gets the FAQ's answer, asks for a person, and an admin answers from /support-management", { timeout: 180_000 }, async () => {
    const stamp = Date.now().toString(36);
    const visitor = { name: `Maya ${stamp}`, email: `maya.${stamp}@example.com` };

    // The visitor: the chat button, a quick option answered from the FAQs, then a person.
    const v = await newPage();
    await v.goto("/");
    await v.getByRole("button", { name: "Support chat" }).click();
    const chat = panel(v);
    await chat.waitFor();
    await chat.getByRole("button", { name: "Withdrawal time" }).click();
    await chat.getByText("Withdrawal requests are reviewed by our team, usually within 24 hours, and then paid out.").waitFor({ timeout: 15_000 });
    await chat.getByLabel("Your question").fill("Can I talk to a person, please?");
    await chat.getByLabel("Your question").press("Enter");
    await chat.getByRole("button", { name: "Talk to a person" }).click();

    // Live support: a visitor gives a name and an email with the first message.
    await checkPanel(v, "visitor-start", () => chat.getByLabel("Your name"));
    await v.setViewportSize({ width: 1280, height: 800 });
    await chat.getByLabel("Your name").fill(visitor.name);
    await chat.getByLabel("Your email").fill(visitor.email);
    await chat.getByLabel("Your message").fill("My withdrawal is still pending <b>after two days</b>.");
    const started = v.waitForResponse((r) => r.url().endsWith("/api/v1/support/conversations") && r.request().method() === "POST");
    await chat.getByRole("button", { name: "Start the chat" }).click();
    const start = (await (await started).json()) as { result: { conversationId: string; adminOnline: boolean } };
    // The line shows as typed: the markup is text, not bold.
    await chat.getByText("My withdrawal is still pending <b>after two days</b>.", { exact: true }).waitFor({ timeout: 15_000 });
    expect(await chat.locator("b").count()).toBe(0);
    // Nobody on duty yet (unless an admin's inbox was open in the last 30 s on this stack): the visitor is told.
    if (!start.result.adminOnline) await chat.getByText(/Nobody from support is online right now/).waitFor();
    await checkPanel(v, "visitor-waiting", () => chat.getByLabel("Conversation with support"));

    // The admin, in another browser context, finds the conversation waiting in /support-management.
    const a = await adminOn(await newPage());
    await a.goto("/support-management");
    await a.getByRole("heading", { level: 1, name: "Support Inbox" }).waitFor();
    const card = a.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(visitor.name) });
    await card.waitFor({ timeout: 15_000 });
    await checkScreen(a, "support-inbox", () => card);
    await a.setViewportSize({ width: 1440, height: 900 });
    await card.click();
    const conversation = a.getByRole("region", { name: visitor.name });
    await conversation.getByText("My withdrawal is still pending <b>after two days</b>.", { exact: true }).waitFor({ timeout: 15_000 });
    await conversation.getByText(/Earlier with the assistant/).waitFor();

    // Joining took it: the visitor sees who is there.
    await chat.getByText(/from support is here\./).waitFor({ timeout: 15_000 });

    // The visitor types: the admin sees it.
    const box = chat.getByLabel("Message", { exact: true });
    await box.fill("Also, ");
    await conversation.getByText(`${visitor.name} is typing…`).waitFor({ timeout: 10_000 });

    // A canned reply from the FAQs goes into the admin's box, edited, then sent.
    await conversation.getByLabel("Canned reply").selectOption({ label: "How long does a withdrawal take?" });
    const answer = conversation.getByLabel("Message", { exact: true });
    await expect.poll(() => answer.inputValue()).toContain("Withdrawal requests are reviewed by our team");
    await answer.fill("Hello Maya, I checked: your withdrawal is approved and will be paid today.");
    await answer.press("Enter");

    // The visitor sees the answer; the admin sees it was read.
    await chat.getByText("Hello Maya, I checked: your withdrawal is approved and will be paid today.").waitFor({ timeout: 15_000 });
    await conversation.getByText("Seen").waitFor({ timeout: 15_000 });
    await box.fill("Thank you!");
    await box.press("Enter");
    await conversation.getByText("Thank you!", { exact: true }).waitFor({ timeout: 15_000 });
    await checkPanel(v, "visitor-chat", () => chat.getByText("Thank you!", { exact: true }));
    await checkScreen(a, "support-conversation", () => a.getByText("Thank you!", { exact: true }));
    await a.setViewportSize({ width: 1440, height: 900 });

    // Close: the transcript is mailed to the visitor, who is told the conversation is closed.
    await conversation.getByRole("button", { name: "Close conversation" }).click();
    await conversation.getByRole("button", { name: "Close and mail the transcript" }).click();
    await waitForToast(a, "Conversation closed: the transcript was mailed.");
    await chat.getByText("This conversation is closed. We have mailed you its transcript.").waitFor({ timeout: 15_000 });
    const mail = await waitForMail(v.request, visitor.email, /^Your conversation with Coin Arena support$/);
    expect(mail.text).toContain("My withdrawal is still pending <b>after two days</b>.");
    expect(mail.text).toContain("Hello Maya, I checked: your withdrawal is approved and will be paid today.");
    expect(mail.html).toBeNull();

    // The closed queue holds it, read-only.
    await a.getByRole("group", { name: "Queues" }).getByRole("button", { name: /^Closed/ }).click();
    await a.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(visitor.name) }).waitFor({ timeout: 15_000 });
    await a.getByText("This conversation is closed: it is shown as it was.").waitFor();
    expect(start.result.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

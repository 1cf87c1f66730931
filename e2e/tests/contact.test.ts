import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();

async function openContact(): Promise<Page> {
  const page = await newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Contact Us" }).first().click();
  await page.getByRole("dialog").waitFor();
  return page;
}

const dialog = (page: Page) => page.getByRole("dialog");
const send = (page: Page) => dialog(page).getByRole("button", { name: "Send message" }).click();
const visible = (page: Page, text: string) =>
  dialog(page).getByText(text, { exact: true }).waitFor({ state: "visible", timeout: 5000 }).then(() => true);

describe("Contact Us form", () => {
  it("shows the required messages for an empty form and sends nothing", async () => {
    const page = await openContact();
    let posted = false;
    page.on("request", (r) => {
      if (r.url().includes("/contact/contactUs")) posted = true;
    });
    await send(page);
    expect(await visible(page, "Game is required.")).toBe(true);
    expect(await visible(page, "Email is required.")).toBe(true);
    expect(await visible(page, "Message is required.")).toBe(true);
    expect(posted).toBe(false);
    await page.context().close();
  });

  it("shows the format and length messages, and counts the message out of 600", async () => {
    const page = await openContact();
    const d = dialog(page);
    await d.getByLabel("Email").fill("not-an-email");
    await d.getByLabel("Message").fill("hi");
    await send(page);
    expect(await visible(page, "Please enter a valid email address.")).toBe(true);
    expect(await visible(page, "Please enter atleast 3 characters.")).toBe(true);

    await d.getByLabel("Email").fill(`${"a".repeat(95)}@example.com`);
    await d.getByLabel("Message").fill("m".repeat(601));
    await send(page);
    expect(await visible(page, "Should not exceeds 100 characters.")).toBe(true);
    expect(await visible(page, "You can enter only 600 characters.")).toBe(true);
    await d.getByText("601/600").waitFor();
    await page.context().close();
  });

  it("stores a valid message and says so", async () => {
    const page = await openContact();
    const d = dialog(page);
    await d.getByLabel("Game").selectOption({ label: "Derby" });
    await d.getByLabel("Email").fill("e2e.player@example.com");
    await d.getByLabel("Message").fill("My horse finished first but the race shows second.");
    const response = page.waitForResponse((r) => r.url().includes("/api/v1/contact/contactUs"));
    await send(page);
    const res = await response;
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.result._id).toEqual(expect.any(String));
    await page.getByText(body.responseMessage).waitFor();
    await dialog(page).waitFor({ state: "hidden" });
    await page.context().close();
  });
});

/**
 * H2H in a real browser: the admin makes a category, a match and a question by API (closing ~40 s ahead); two funded
 * players take opposite sides on /h2h (30 coins on Yes, 20 on No; Yes's page sees No's stake in the players, the graph
 * and the money table without asking); the platform's job closes the question, matching 20
 * against 20 and returning Yes's unmatched 10; the admin resolves it on /question-management; Yes's player ends at
 * 100 − 30 + 10 + 20 + 20 − 1 (5% of the 20 won) = 119 and No's at 80. Screens at 390 and 1440 px with axe.
 */
import { describe, expect, it } from "vitest";
import { tokenByApi, waitForToast } from "../accounts.js";
import { adminOn, checkScreen } from "../admin.js";
import { useBrowser } from "../browser.js";
import { ADMIN, expectTopBarBalance, fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();

describe("H2H", () => {
  it("two players stake on opposite answers, the question closes and the admin pays the winner", async () => {
    const adminPage = await newPage();
    const token = await tokenByApi(adminPage.request, ADMIN.email, ADMIN.password);
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const res = await adminPage.request.post(`/api/v1/${path}`, { headers: { token }, data });
      const body = (await res.json()) as { responseCode: number; responseMessage: string; result: T };
      expect(body.responseCode, body.responseMessage).toBe(200);
      return body.result;
    };
    const tag = Date.now().toString(36);
    const category = await post<{ _id: string }>("h2h/categories", { name: `Cricket ${tag}` });
    const match = await post<{ _id: string }>("h2h/matches", { categoryId: category._id, title: `Lions v Tigers ${tag}`, startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    await post(`h2h/matches/${match._id}/state`, { state: "live" });
    const text = `Will the Lions score 300 runs? ${tag}`;
    const closeAt = Date.now() + 40_000;
    await post("h2h/createCricketQuestion", { matchId: match._id, text, options: ["Yes", "No"], closeAt: new Date(closeAt).toISOString() });

    const stake = async (option: string, amount: string) => {
      const page = await newPage();
      await fundedPlayerOn(page, `h2h${option}`, 100);
      await page.goto("/h2h");
      await page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: `Cricket ${tag}` }).click();
      await page.getByRole("button", { name: new RegExp(`Lions v Tigers ${tag}`) }).click();
      const card = page.getByRole("article", { name: text });
      await card.getByRole("radio", { name: option }).check();
      await card.getByLabel("Stake (coins)").fill(amount);
      await card.getByRole("button", { name: "Place stake" }).click();
      await waitForToast(page, "Stake placed.");
      await expectTopBarBalance(page, (100 - Number(amount)).toFixed(2));
      return page;
    };
    const yes = await stake("Yes", "30");
    // Yes's player watches the players and the graph: No's stake shows up there and in the money table, pushed live.
    const yesCard = yes.getByRole("article", { name: text });
    await yesCard.getByText("Players", { exact: true }).click();
    await yesCard.getByText("How the money grew", { exact: true }).first().click();
    const playerRows = yesCard.getByRole("table").filter({ has: yes.getByRole("columnheader", { name: "Player", exact: true }) }).getByRole("row");
    await expect.poll(() => playerRows.count()).toBe(2);
    await expect.poll(() => yesCard.locator("figure.h2h-graph tbody tr").count()).toBe(1);
    const no = await stake("No", "20");
    await expect.poll(() => playerRows.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => yesCard.getByRole("row", { name: /^No\b/ }).first().textContent(), { timeout: 10_000 }).toContain("20");
    // The graph gained No's point (one per stake; its figures table sits folded under it).
    await expect.poll(() => yesCard.locator("figure.h2h-graph tbody tr").count(), { timeout: 10_000 }).toBe(2);
    await checkScreen(yes, "h2h-open", () => yes.getByRole("article", { name: text }));

    // The job closes the question within seconds of its time: Yes's unmatched 10 comes back.
    await new Promise((r) => setTimeout(r, Math.max(0, closeAt - Date.now())));
    await expectTopBarBalance(yes, "80.00");
    await yes.getByRole("heading", { name: "My stakes" }).waitFor();

    await adminOn(adminPage);
    await adminPage.goto("/question-management");
    await adminPage.getByLabel("Match").selectOption({ label: `Lions v Tigers ${tag} (Live)` });
    const card = adminPage.getByRole("article", { name: text });
    await card.getByText("Closed: waiting for the answer").waitFor({ timeout: 20_000 });
    await checkScreen(adminPage, "h2h-questions", () => card);
    await card.getByRole("button", { name: "Wins: Yes" }).click();
    await adminPage.getByRole("dialog", { name: "Resolve the question" }).getByRole("button", { name: "Resolve" }).click();
    await waitForToast(adminPage, "Question resolved and paid.");
    await card.getByText("Resolved").waitFor();

    await expectTopBarBalance(yes, "119.00");
    await expectTopBarBalance(no, "80.00");
  });
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authPanel, enterOtp, fillSignUp, logInThroughPanel, newPlayer, nextOtp, openSignUp, waitForToast } from "../accounts.js";
import { adminOn, checkScreen } from "../admin.js";
import { BASE_URL, useBrowser } from "../browser.js";
import { createPrivateTable, depositByApi, joinPrivateByCode, playUntilResult, resultDialog, saveDiceSeed, yourMoves } from "../ludo.js";
import { fundedPlayerOn } from "../wallet.js";

const { newPage } = useBrowser();
const phone = { width: 390, height: 844 };
const figure = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/**
 * Issue 18's referral scenario as players live it: a referrer shares the link from /referral; a new player opens it,
 * signs up (the form carries the code the link left), and plays a paid Ludo game; once the crediting job has run
 * (an admin's Run now on /referral-management), the referrer's /referral and /revenue show the earning, and the wallet
 * has it as Referral earnings. Both screens at 390 and 1440 px, axe-clean.
 */
describe("a referrer's link brings a player whose paid game earns the referrer", () => {
  it("captures the code, pays the direct share after the job, and shows it on /referral and /revenue", { timeout: 300_000 }, async () => {
    const referrerPage = await newPage();
    await fundedPlayerOn(referrerPage, "referrer", 0);
    await referrerPage.goto("/referral");
    const code = await referrerPage.getByLabel("Your code", { exact: true }).inputValue();
    const link = await referrerPage.getByLabel("Your share link", { exact: true }).inputValue();
    expect(link).toBe(`${BASE_URL}/?${code}`);
    await figure(referrerPage, "Direct referrals").getByText("0", { exact: true }).waitFor();
    await referrerPage.getByText("Nobody has joined with your link yet").waitFor();

    // The friend opens the link on a phone and signs up: the code the link left is in the form.
    const friendPage = await newPage(phone);
    await friendPage.goto(link);
    const friend = newPlayer("referee");
    const signUp = await openSignUp(friendPage);
    expect(await signUp.getByLabel("Referral code").inputValue()).toBe(code);
    await fillSignUp(signUp, friend);
    await signUp.getByText("Username is available").waitFor();
    await signUp.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await signUp.getByRole("button", { name: "Create account" }).click();
    const verify = authPanel(friendPage, "Verify your email");
    await verify.waitFor();
    await enterOtp(verify, await nextOtp(friendPage.request, friend.email));
    await authPanel(friendPage, "Login").waitFor();
    await depositByApi(friendPage.request, friend, 100);
    await logInThroughPanel(friendPage, friend.email, friend.password);
    await waitForToast(friendPage, "log in successfully.");

    // A paid private game (fee 10) against a player nobody referred; the stack's fixed dice end it in 17 rolls.
    const rivalPage = await newPage(phone);
    await fundedPlayerOn(rivalPage, "rival", 100);
    await Promise.all([saveDiceSeed(friendPage, "e2e-green-seed"), saveDiceSeed(rivalPage, "e2e-blue-seed")]);
    const { room, code: roomCode } = await createPrivateTable(friendPage, { color: "green", players: 2, fee: 10, rules: "quick", board: "default" });
    const rivalRoom = await joinPrivateByCode(rivalPage, roomCode);
    await rivalRoom.getByText("2 of 2 joined").waitFor();
    await room.getByText("2 of 2 joined").waitFor();
    await room.getByRole("button", { name: "Start", exact: true }).click();
    await Promise.all([yourMoves(friendPage).waitFor({ timeout: 20_000 }), yourMoves(rivalPage).waitFor({ timeout: 20_000 })]);
    await playUntilResult([{ page: friendPage }, { page: rivalPage, keys: true }], 150_000);
    await resultDialog(friendPage).waitFor();

    // Before the job: the friend is listed, nothing is earned yet.
    await referrerPage.reload();
    await figure(referrerPage, "Direct referrals").getByText("1", { exact: true }).waitFor();
    await figure(referrerPage, "Earned").getByText("0.00 COIN").waitFor();
    await referrerPage.getByRole("table", { name: /Your direct referrals/ }).getByText(friend.userName.slice(0, 2) + "***" + friend.userName.slice(-1)).waitFor();

    // The admin runs the crediting job now instead of waiting for the hour.
    const adminPage = await newPage();
    await adminPage.goto("/");
    await adminOn(adminPage);
    await adminPage.goto("/referral-management");
    await adminPage.getByRole("button", { name: "Run now" }).click();
    await adminPage.getByRole("status").filter({ hasText: /coins credited to \d+ referrers?\./ }).first().waitFor();
    await checkScreen(adminPage, "referral-management", () => adminPage.getByRole("table", { name: "Referrers with their referrals and earnings" }));

    // The pot was 20 coins, the house took 10% (2 coins), the friend's half of it is 1 coin: the direct 25% is 0.25.
    await referrerPage.reload();
    await figure(referrerPage, "Earned").getByText("0.25 COIN").waitFor();
    const history = referrerPage.getByRole("table", { name: /Referral history/ });
    const row = history.getByRole("row").filter({ hasText: "0.25" });
    await row.getByText("Direct", { exact: true }).waitFor();
    await row.getByText("Paid", { exact: true }).waitFor();
    await checkScreen(referrerPage, "referral", () => figure(referrerPage, "Earned"));

    await referrerPage.goto("/revenue");
    await figure(referrerPage, "Direct").getByText("0.25 COIN").waitFor();
    await figure(referrerPage, "Indirect").getByText("0.00 COIN").waitFor();
    await checkScreen(referrerPage, "revenue", () => figure(referrerPage, "Direct"));

    // The wallet has it as its own kind of line.
    const token = await referrerPage.evaluate(() => window.localStorage.getItem("token"));
    const lines = await referrerPage.request.get("/api/v1/user/transactionHistory?transactionType=REFERRAL", { headers: { token: token! } });
    expect(((await lines.json()) as { result: { docs: { amount: number }[] } }).result.docs.map((d) => d.amount)).toEqual([0.25]);
  });
});

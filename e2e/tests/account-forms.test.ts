import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  authPanel,
  expectError,
  fillSignUp,
  newPlayer,
  openLogin,
  openSignUp,
  signUpByApi,
  waitForToast,
} from "../accounts.js";
import { useBrowser } from "../browser.js";

const { newPage } = useBrowser();

/** Records whether the page posted to an accounts path (a form that fails its checks must send nothing). */
function watchPosts(page: Page, path: string) {
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes(path)) posted.push(r.url());
  });
  return posted;
}

/** Types each bad value into the control and waits for its message under it (the form re-checks on change). */
async function expectMessages(control: Locator, cases: [value: string, message: string | null][]) {
  for (const [value, message] of cases) {
    await control.fill(value);
    await expectError(control, message);
  }
}

describe("sign-up form checks (spec 5)", () => {
  it("keeps Create account disabled until the terms are accepted, then shows every field's message", async () => {
    const page = await newPage();
    const posted = watchPosts(page, "/api/v1/user/signup");
    await page.goto("/");
    const form = await openSignUp(page);
    const create = form.getByRole("button", { name: "Create account" });
    const terms = form.getByRole("checkbox", { name: /I agree to the terms/ });
    expect(await create.isDisabled()).toBe(true);
    await terms.check();
    expect(await create.isEnabled()).toBe(true);
    await terms.uncheck();
    expect(await create.isDisabled()).toBe(true);
    await terms.check();

    const fullName = form.getByLabel("Full name");
    const userName = form.getByLabel("Username");
    const email = form.getByLabel("Email");
    const password = form.getByLabel("Password", { exact: true });
    const confirm = form.getByLabel("Confirm password");
    const phone = form.getByLabel("Phone number");
    const referral = form.getByLabel("Referral code");

    // Empty: every required message, each under its own field (the referral code is optional, 6 to 8 long).
    await referral.fill("ABC12");
    await create.click();
    await expectError(referral, "Please enter valid referral code.");
    await expectError(fullName, "Full name is required.");
    await expectError(userName, "Username is required.");
    await expectError(email, "Email is required.");
    await expectError(password, "Please enter a password.");
    await expectError(confirm, "Please enter confirm password.");
    await expectError(phone, "Phone number is required.");

    await expectMessages(email, [
      ["not-an-email", "Please enter a valid email address."],
      [`${"a".repeat(49)}@example.com`, "Should not exceeds 60 characters."],
      ["", "Email is required."],
    ]);
    await expectMessages(fullName, [
      ["J0hn Smith", "Please enter a valid name."],
      ["Al", "Please enter atleast 3 characters."],
      ["A".repeat(33), "You can enter only 32 characters."],
      ["", "Full name is required."],
    ]);
    await expectMessages(userName, [
      ["u".repeat(31), "You can enter only 30 characters."],
      ["bad name!", "Enter valid username."],
      ["double__underscore", "Enter valid username."],
      ["", "Username is required."],
    ]);
    await expectMessages(password, [
      ["abcdefgh", "Password must meet the criteria."],
      // The spec's criteria without a special character: the login rule would refuse it, so sign-up does too.
      ["Abcdefg12", "Password must meet the criteria."],
      ["", "Please enter a password."],
    ]);
    await expectMessages(phone, [
      ["12345", "Must be only 7 digits."],
      ["12345678901234", "Enter a valid phone number."],
      ["9999999", "Phone number cannot have all repeated digits."],
      ["", "Phone number is required."],
    ]);
    await expectMessages(referral, [
      ["ABCDEFGH9", "Please enter valid referral code."],
      ["", null],
    ]);

    // Everything right but the confirmation: 'Password must match.' under it, and still nothing is sent.
    const player = newPlayer("checks");
    await fullName.fill(player.fullName);
    await userName.fill(player.userName);
    await email.fill(player.email);
    await password.fill(player.password);
    await confirm.fill(`${player.password}x`);
    await phone.fill(player.mobileNumber);
    await create.click();
    await expectError(confirm, "Password must match.");
    for (const control of [fullName, userName, email, password, phone]) await expectError(control, null);
    expect(posted).toEqual([]);
  });
});

describe("sign-up answers from the server", () => {
  it("puts a taken username and a taken email under their fields", async () => {
    const page = await newPage();
    const taken = newPlayer("taken");
    await signUpByApi(page.request, taken);
    await page.goto("/");
    const form = await openSignUp(page);
    const userName = form.getByLabel("Username");

    // The username is checked with the server once typing pauses (1 s); another case is the same name.
    await userName.fill(taken.userName.toUpperCase());
    await expectError(userName, "Username already exists");
    // A free name clears it and says so.
    const player = newPlayer("fresh");
    await userName.fill(player.userName);
    await form.getByText("Username is available").waitFor();
    await expectError(userName, null);

    await fillSignUp(form, { ...player, email: taken.email });
    await form.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await form.getByRole("button", { name: "Create account" }).click();
    await expectError(form.getByLabel("Email"), "Email already exists");
    await waitForToast(page, "Email already exists");
    await authPanel(page, "Sign up").waitFor();
  });
});

describe("login and OTP checks (spec 5)", () => {
  it("shows the login password rule, and the OTP messages on the code step", async () => {
    const page = await newPage();
    const posted = watchPosts(page, "/api/v1/user/login");
    await page.goto("/");
    const login = await openLogin(page);
    const email = login.getByLabel("Email");
    const password = login.getByLabel("Password", { exact: true });
    await login.getByRole("button", { name: "Log in", exact: true }).click();
    await expectError(email, "Email is required.");
    await expectError(password, "Please enter password.");
    await email.fill("someone@example.com");
    await expectMessages(password, [
      // Neither the login rule nor the spec's sign-up criteria (no uppercase letter): the login rule's message.
      ["abcdefg1#", "Password must contain 8 characters, one uppercase, one lowercase, one number and one special case character."],
      ["Ab#1", "Please enter atleast 6 characters."],
      // An older account's password (sign-up criteria, no special character) may be typed: the server asks for a new one.
      ["Abcdefg1", null],
      ["Abcdefg1#", null],
    ]);
    expect(posted).toEqual([]);

    // The code step, reached through forgot password with an address nobody has.
    await login.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = authPanel(page, "Forgot password");
    await forgot.waitFor();
    await forgot.getByLabel("Email").fill(newPlayer("nobody").email);
    await forgot.getByRole("button", { name: "Send code" }).click();
    // The same answer as for a real account: nothing tells whether the address exists.
    await waitForToast(page, "OTP has been sent.");
    const verify = authPanel(page, "Verify your email");
    await verify.waitFor();
    const otp = verify.getByLabel("OTP");
    await verify.getByRole("button", { name: "Verify", exact: true }).click();
    await expectError(otp, "OTP is required.");
    await expectMessages(otp, [
      ["12ab56", "Must be a valid OTP."],
      ["12345", "Must be only 6 digits."],
      ["1234567", "Should not exceeds 6 digits."],
    ]);
    // A well-formed but wrong code is the server's to refuse; its message goes under the field.
    await otp.fill("123456");
    await expectError(otp, null);
    await verify.getByRole("button", { name: "Verify", exact: true }).click();
    await expectError(otp, "Invalid OTP.");
    await waitForToast(page, "Invalid OTP.");
    // Resend waits for the three-minute countdown.
    expect(await verify.getByRole("button", { name: "Resend OTP" }).isDisabled()).toBe(true);
  });
});

describe("query behaviour (spec 2)", () => {
  it("?login opens the login panel for a visitor", async () => {
    const page = await newPage();
    await page.goto("/?login");
    await authPanel(page, "Login").waitFor();
    await authPanel(page, "Login").getByLabel("Email").waitFor();
  });

  it("/?spin sends a visitor to /?login with the login panel open", async () => {
    const page = await newPage();
    await page.goto("/?spin");
    await page.waitForURL((u) => u.pathname === "/" && u.search === "?login", { timeout: 10_000 });
    await authPanel(page, "Login").waitFor();
  });
});

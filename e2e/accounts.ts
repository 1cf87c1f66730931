/**
 * Helpers of the account tests: fresh players, the codes they are mailed (read from the e2e stack's SMTP server,
 * mailbox.ts), the accounts API (for setup and for checks the UI does not show), and the auth panel as a player
 * sees it.
 */
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { mailsTo } from "./mailbox.js";

/** A password that passes both the sign-up rule and the login rule (special character included). */
export const PASSWORD = "Ludo#2026win";

let counter = 0;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const letters = (n: number) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * 26)]).join("");

export interface Player {
  fullName: string;
  userName: string;
  email: string;
  password: string;
  mobileNumber: string;
}

/** A player nobody has used yet: unique email, username and full name (the database lives for the whole run). */
export function newPlayer(tag: string): Player {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${letters(3)}`;
  const surname = letters(6);
  return {
    fullName: `Asha ${surname[0]!.toUpperCase()}${surname.slice(1)}`,
    userName: `${tag}_${id}`.slice(0, 30),
    email: `e2e.${tag}.${id}@example.com`,
    password: PASSWORD,
    mobileNumber: "9876543210",
  };
}

/* ------------------------------------------------------------------ API */

interface Envelope<T> {
  responseCode: number;
  responseMessage: string;
  result: T;
}

export interface ProfileView {
  _id: string;
  fullName: string;
  userName: string;
  email: string;
  refferalCodeCheck: boolean;
  referralCode: string | null;
  walletAddress: string | null;
}

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  options: { data?: unknown; token?: string; from?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    data: options.data,
    headers: { ...(options.token ? { token: options.token } : {}), ...(options.from ? { "x-forwarded-for": options.from } : {}) },
  });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

/** How many mails the SMTP server received for an address (read before an action that mails a code). */
export const mailCount = async (request: APIRequestContext, email: string) => (await mailsTo(request, email)).length;

/**
 * The code of the newest mail once there are more than `seen` mails for the address (the server may mail
 * after answering, so this waits for it).
 */
export async function nextOtp(request: APIRequestContext, email: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const docs = await mailsTo(request, email);
    const code = docs.length > seen ? /\b(\d{6})\b/.exec(docs[0]!.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no new code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A client address of its own for each test player's sign-up (the server trusts its loopback proxy's
 * X-Forwarded-For): players of a real platform come from many addresses, and the whole suite signs up more players
 * than the per-address sign-up limit (30 an hour) lets one address. The limit itself is tested by the server suite.
 */
const playerAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** Signs a player up through the API and verifies the email with the mailed code (test setup). */
export async function signUpByApi(request: APIRequestContext, player: Player, referralCode?: string): Promise<string> {
  const from = playerAddress();
  const signup = await api<{ _id: string }>(request, "POST", "user/signup", {
    from,
    data: {
      fullName: player.fullName,
      userName: player.userName,
      email: player.email,
      password: player.password,
      confirmPassword: player.password,
      countryCode: "+91",
      mobileNumber: player.mobileNumber,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.body.responseMessage}`);
  const otp = await nextOtp(request, player.email);
  const verify = await api(request, "POST", "user/verify-otp", { data: { email: player.email, otp }, from });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.body.responseMessage}`);
  return signup.body.result._id;
}

/** POST user/login: the whole answer (a test may expect a refusal). */
export const loginByApi = (request: APIRequestContext, email: string, password: string) =>
  api<{ token?: string; otpVerification: boolean }>(request, "POST", "user/login", { data: { email, password } });

export async function tokenByApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { status, body } = await loginByApi(request, email, password);
  if (status !== 200 || !body.result.token) throw new Error(`login failed: ${body.responseMessage}`);
  return body.result.token;
}

export const profileByApi = (request: APIRequestContext, token: string) =>
  api<ProfileView>(request, "GET", "user/view-profile", { token });

/** The session token the web app stored (localStorage `token`). */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("token"));

/* ------------------------------------------------------------------- UI */

/** The sliding auth panel; its name is the current view's title (Login, Sign up, Verify your email, …). */
export const authPanel = (page: Page, view: string) => page.getByRole("dialog", { name: view, exact: true });

/** The top bar's Login button (logged out only). */
export const topBarLogin = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Login", exact: true });

export async function openLogin(page: Page): Promise<Locator> {
  await topBarLogin(page).click();
  const panel = authPanel(page, "Login");
  await panel.waitFor();
  return panel;
}

export async function openSignUp(page: Page): Promise<Locator> {
  const login = await openLogin(page);
  await login.getByRole("button", { name: "Create an account" }).click();
  const panel = authPanel(page, "Sign up");
  await panel.waitFor();
  return panel;
}

/** A toast (react-hot-toast renders each as role=status) with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) }).first();

export const waitForToast = (page: Page, text: string, timeout = 15_000) => toast(page, text).waitFor({ timeout });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The error message under a form control: the `…-error` element its aria-describedby names, or null. */
export const errorOf = (control: Locator): Promise<string | null> =>
  control.evaluate((el) => {
    const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id.endsWith("-error"));
    const node = ids.map((id) => document.getElementById(id)).find((n) => n !== null);
    return node ? (node.textContent ?? "").trim() : null;
  });

/** Waits until the control shows exactly this error under it (null: no error). */
export const expectError = (control: Locator, message: string | null) =>
  expect.poll(() => errorOf(control), { timeout: 10_000, interval: 100 }).toBe(message);

/** Fills the sign-up form with a player's details (the referral code field is left as it is). */
export async function fillSignUp(panel: Locator, player: Player, confirm = player.password) {
  await panel.getByLabel("Full name").fill(player.fullName);
  await panel.getByLabel("Username").fill(player.userName);
  await panel.getByLabel("Email").fill(player.email);
  await panel.getByLabel("Password", { exact: true }).fill(player.password);
  await panel.getByLabel("Confirm password").fill(confirm);
  await panel.getByLabel("Phone number").fill(player.mobileNumber);
}

/** Types the mailed code into the OTP view and verifies it. */
export async function enterOtp(panel: Locator, code: string) {
  await panel.getByLabel("OTP").fill(code);
  await panel.getByRole("button", { name: "Verify", exact: true }).click();
}

/** Logs in through the login view, which must be open. */
export async function logInThroughPanel(page: Page, email: string, password: string) {
  const panel = authPanel(page, "Login");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Log in", exact: true }).click();
}

/** The referral modal, which a player whose account has no friend's code sees after logging in. */
export const referralModal = (page: Page) => page.getByRole("dialog", { name: "Referral" });

/** Account menu → My Profile (the page's own heading shows before the profile has loaded). */
export async function openMyProfile(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Profile" }).click();
  await page.waitForURL((u) => u.pathname === "/my-profile");
  await page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
}

/**
 * Opens /my-profile by its address. Right after a sign-in the success toasts (top right, 5 s) lie over the
 * account menu's items, so the menu path waits for them; tests that are not about the menu come this way.
 */
export async function gotoMyProfile(page: Page): Promise<void> {
  await page.goto("/my-profile");
  await page.getByRole("heading", { level: 1, name: "My Profile" }).waitFor();
}

/** The profile card of /my-profile: a region named after the player's full name. */
export const profileCard = (page: Page, fullName: string) =>
  page.getByRole("main").getByRole("region", { name: fullName, exact: true });

import type { Page } from "playwright-core";
import { hexToString, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import {
  gotoMyProfile,
  newPlayer,
  openLogin,
  profileByApi,
  profileCard,
  referralModal,
  storedToken,
  topBarLogin,
  waitForToast,
} from "../accounts.js";
import { BASE_URL, useBrowser } from "../browser.js";

const { newPage } = useBrowser();

/**
 * After a sign-in that created an account without a friend's code, the referral modal is offered: answer it
 * (Skip) so it does not cover the page. Whether it is due is read from the profile, not guessed.
 */
async function skipReferralOffer(page: Page) {
  const token = await storedToken(page);
  const profile = await profileByApi(page.request, token!);
  expect(profile.status).toBe(200);
  if (!profile.body.result.refferalCodeCheck) return profile.body.result;
  const modal = referralModal(page);
  await modal.getByText("Do you have referral code.").waitFor();
  await modal.getByRole("button", { name: "Skip" }).click();
  await modal.waitFor({ state: "hidden" });
  return profile.body.result;
}

const platformOrigin = new URL(BASE_URL).origin;

/**
 * The platform's social provider (run.ts always configures one: E2E_OIDC_NAME says so); skips the test against
 * a platform started by hand without one.
 */
async function socialProvider(page: Page, skip: (note: string) => never): Promise<{ id: string; name: string }> {
  const answer = await page.request.get("/api/v1/user/social/providers");
  const provider = ((await answer.json()).result.providers as { id: string; name: string }[])[0];
  if (!provider) {
    if (process.env.E2E_OIDC_NAME) throw new Error("the platform offers no social login provider");
    skip("the platform at E2E_BASE_URL has no social login provider");
  }
  if (process.env.E2E_OIDC_NAME) expect(provider!.name).toBe(process.env.E2E_OIDC_NAME);
  return provider!;
}

/**
 * A page that reaches only this machine: the provider's pages import a web font from the internet, and the
 * test must not wait on a lookup that may hang where there is no network.
 */
async function newLoopbackPage(): Promise<Page> {
  const page = await newPage();
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return page;
}

/** Home → Login → "Continue with {name}" → the provider's own login page. */
async function toProviderLogin(page: Page, providerName: string) {
  await page.goto("/");
  const login = await openLogin(page);
  await login.getByRole("button", { name: `Continue with ${providerName}` }).click();
  await page.waitForURL((u) => u.origin !== platformOrigin, { timeout: 15_000 });
  await page.getByPlaceholder("Enter any login").waitFor();
}

describe("social login (OpenID Connect)", () => {
  it("signs in on the provider's own login and consent pages and comes back logged in", async (ctx) => {
    const page = await newLoopbackPage();
    const provider = await socialProvider(page, ctx.skip);
    const email = newPlayer("social").email;
    // The provider's quick-start login page: any password, the login is the account (and its email).
    await toProviderLogin(page, provider.name);
    await page.getByPlaceholder("Enter any login").fill(email);
    await page.getByPlaceholder("and password").fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    // A first visit asks for consent to share the email and profile.
    const consent = page.getByRole("button", { name: "Continue", exact: true });
    await consent.waitFor({ timeout: 15_000 });
    await consent.click();

    await page.waitForURL((u) => u.origin === platformOrigin, { timeout: 15_000 });
    await waitForToast(page, "log in successfully.");
    // The one-time ticket leaves the address at once.
    await page.waitForURL((u) => u.pathname === "/" && !u.search.includes("social"));
    const me = await skipReferralOffer(page);
    expect(me.email).toBe(email);

    await gotoMyProfile(page);
    const card = profileCard(page, me.fullName);
    await card.waitFor();
    await card.getByText(email, { exact: true }).waitFor();
  });

  it("comes back logged out with the reason when the visitor cancels, or the account has no email", async (ctx) => {
    const page = await newLoopbackPage();
    const provider = await socialProvider(page, ctx.skip);

    await toProviderLogin(page, provider.name);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await page.waitForURL((u) => u.origin === platformOrigin, { timeout: 15_000 });
    await waitForToast(page, "Social login was cancelled.");
    await page.waitForURL((u) => u.pathname === "/" && u.search === "");
    await topBarLogin(page).waitFor();

    // A login that is not an email address: the provider's account has no email to sign in with.
    await toProviderLogin(page, provider.name);
    await page.getByPlaceholder("Enter any login").fill(`no-email-${Date.now()}`);
    await page.getByPlaceholder("and password").fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((u) => u.origin === platformOrigin, { timeout: 15_000 });
    await waitForToast(page, "Your social account has no verified email address.");
    await topBarLogin(page).waitFor();
    expect(await storedToken(page)).toBeNull();
  });
});

describe("wallet sign-in (EIP-4361)", () => {
  // Hardhat's first test account: a published key that holds nothing on any real chain.
  const account = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
  const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
  // What the wallet holds on its chain: 1.234567890123456789 BNB, in wei.
  const balanceWei = 1_234_567_890_123_456_789n;

  it("connects an injected browser wallet that signs the platform's message, and logs in", async () => {
    const page = await newPage();
    const calls: { method: string; params: unknown[] }[] = [];
    // The wallet lives in Node: viem's local account signs what the page asks it to.
    await page.context().exposeFunction("__e2eWallet", async (method: string, params: unknown[]) => {
      calls.push({ method, params });
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [account.address];
        case "eth_chainId":
          return "0x38";
        case "wallet_switchEthereumChain":
          return null;
        case "eth_getBalance":
          return `0x${balanceWei.toString(16)}`;
        case "personal_sign": {
          const [message, address] = params as [Hex, string];
          if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error("Unknown account.");
          return account.signMessage({ message: { raw: message } });
        }
        default:
          throw new Error(`The wallet does not support ${method}.`);
      }
    });
    // An EIP-1193 provider, injected before the app's scripts run, as an extension would (plain source, so no
    // compiler helper can leak into the page).
    await page.context().addInitScript({
      content: `window.ethereum = {
        isMetaMask: true,
        request: (args) => window.__e2eWallet(args.method, args.params ?? []),
        on() {},
        removeListener() {},
      };`,
    });

    await page.goto("/");
    const login = await openLogin(page);
    await login.getByRole("button", { name: "Connect wallet" }).click();
    const modal = page.getByRole("dialog", { name: "Connect wallet" });
    await modal.getByRole("button", { name: /Browser wallet/ }).click();
    await waitForToast(page, "log in successfully.");
    await modal.waitFor({ state: "hidden" });

    // The page asked for the account and the chain, then had the wallet sign an EIP-4361 message for this site.
    const methods = calls.map((c) => c.method);
    expect(methods).toContain("eth_requestAccounts");
    expect(methods).toContain("eth_chainId");
    const signed = calls.find((c) => c.method === "personal_sign");
    expect(signed).toBeDefined();
    const message = hexToString(signed!.params[0] as Hex);
    expect(message).toContain(`${new URL(BASE_URL).host} wants you to sign in with your Ethereum account:\n${account.address}`);
    expect(message).toContain("Sign in to Coin Arena.");
    expect(message).toContain("Chain ID: 56");

    const me = await skipReferralOffer(page);
    expect(me.walletAddress).toBe(account.address);

    await gotoMyProfile(page);
    const card = profileCard(page, me.fullName);
    await card.waitFor();
    await card.getByText(short, { exact: true }).waitFor();
    expect(await card.getByTitle(account.address).textContent()).toBe(short);

    // Under it, the address's balance read from the wallet (spec 9: token balances with 3 and 18 decimals): three
    // decimals cut (not rounded up), all eighteen in the tooltip, and the wallet was asked for that address.
    const balance = card.getByTestId("wallet-chain-balance");
    await balance.waitFor();
    expect((await balance.textContent())?.replace(/\s+/g, " ").trim()).toBe("Balance: 1.234 BNB on BNB Smart Chain");
    expect(await balance.getByTitle("1.234567890123456789 BNB").textContent()).toBe("1.234 BNB");
    const asked = calls.filter((c) => c.method === "eth_getBalance").map((c) => String(c.params[0]).toLowerCase());
    expect(asked).toContain(account.address.toLowerCase());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Eip1193Provider } from "./browserWallet";
import { WALLET_POLL_MS, accountDiffersFromOwner, readChainBalance, watchOwnerAccount } from "./walletAccount";

const OWNER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const OTHER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** A browser wallet as an extension injects it: answers requests from its state and emits accountsChanged. */
function fakeWallet(state: { accounts: string[]; chainId?: string; balance?: unknown; fail?: string[] }, { events = true } = {}) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const calls: string[] = [];
  const wallet: Eip1193Provider = {
    async request({ method }) {
      calls.push(method);
      if (state.fail?.includes(method)) throw new Error("User rejected the request.");
      if (method === "eth_accounts") return [...state.accounts];
      if (method === "eth_chainId") return state.chainId ?? "0x38";
      if (method === "eth_getBalance") return state.balance;
      throw new Error(`unsupported ${method}`);
    },
  };
  if (events) {
    wallet.on = (event, listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    wallet.removeListener = (event, listener) => listeners.get(event)?.delete(listener);
  }
  const switchTo = (accounts: string[]) => {
    state.accounts = accounts;
    for (const listener of listeners.get("accountsChanged") ?? []) listener(accounts);
  };
  return { wallet, calls, switchTo, listenerCount: () => listeners.get("accountsChanged")?.size ?? 0 };
}

describe("accountDiffersFromOwner (spec 4: the admin flag goes when the wallet account differs from the owner)", () => {
  it("is true for another account, whatever the letters' case", () => {
    expect(accountDiffersFromOwner([OTHER], OWNER)).toBe(true);
    expect(accountDiffersFromOwner([OWNER.toLowerCase()], OWNER)).toBe(false);
    expect(accountDiffersFromOwner([OWNER.toUpperCase().replace("0X", "0x"), OTHER], OWNER)).toBe(false);
  });
  it("is false when either is unknown: a locked wallet, no linked address, a strange answer", () => {
    expect(accountDiffersFromOwner([], OWNER)).toBe(false);
    expect(accountDiffersFromOwner(null, OWNER)).toBe(false);
    expect(accountDiffersFromOwner([42], OWNER)).toBe(false);
    expect(accountDiffersFromOwner([OTHER], null)).toBe(false);
    expect(accountDiffersFromOwner([OTHER], "")).toBe(false);
  });
});

describe("watchOwnerAccount", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends admin mode once when the wallet switches to another account, then stops listening", async () => {
    const { wallet, switchTo, listenerCount } = fakeWallet({ accounts: [OWNER] });
    const onDiffers = vi.fn();
    watchOwnerAccount(wallet, OWNER, onDiffers);
    await vi.advanceTimersByTimeAsync(0);
    expect(onDiffers).not.toHaveBeenCalled();
    switchTo([OWNER.toLowerCase()]);
    expect(onDiffers).not.toHaveBeenCalled();
    switchTo([OTHER]);
    expect(onDiffers).toHaveBeenCalledTimes(1);
    switchTo([OWNER]);
    switchTo([OTHER]);
    await vi.advanceTimersByTimeAsync(WALLET_POLL_MS * 3);
    expect(onDiffers).toHaveBeenCalledTimes(1);
    expect(listenerCount()).toBe(0);
  });

  it("catches a switch made while the page was closed, at once", async () => {
    const { wallet } = fakeWallet({ accounts: [OTHER] });
    const onDiffers = vi.fn();
    watchOwnerAccount(wallet, OWNER, onDiffers);
    await vi.advanceTimersByTimeAsync(0);
    expect(onDiffers).toHaveBeenCalledTimes(1);
  });

  it("polls a wallet that sends no events every 15 seconds", async () => {
    const state = { accounts: [OWNER] };
    const { wallet, calls } = fakeWallet(state, { events: false });
    const onDiffers = vi.fn();
    watchOwnerAccount(wallet, OWNER, onDiffers);
    await vi.advanceTimersByTimeAsync(0);
    state.accounts = [OTHER];
    await vi.advanceTimersByTimeAsync(WALLET_POLL_MS - 1);
    expect(onDiffers).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDiffers).toHaveBeenCalledTimes(1);
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(WALLET_POLL_MS * 2);
    expect(calls.length).toBe(asked);
  });

  it("keeps admin mode when the wallet locks (no account) or fails to answer, and after stop()", async () => {
    const state = { accounts: [OWNER], fail: [] as string[] };
    const { wallet, switchTo } = fakeWallet(state);
    const onDiffers = vi.fn();
    const stop = watchOwnerAccount(wallet, OWNER, onDiffers);
    switchTo([]);
    state.fail = ["eth_accounts"];
    await vi.advanceTimersByTimeAsync(WALLET_POLL_MS);
    expect(onDiffers).not.toHaveBeenCalled();
    stop();
    switchTo([OTHER]);
    expect(onDiffers).not.toHaveBeenCalled();
  });
});

describe("readChainBalance", () => {
  it("reads the linked address's balance on the wallet's chain", async () => {
    const { wallet } = fakeWallet({ accounts: [OWNER], chainId: "0x38", balance: "0x1bc16d674ec80000" });
    expect(await readChainBalance(wallet, OWNER.toLowerCase())).toEqual({ state: "balance", wei: 2_000_000_000_000_000_000n, chainId: 56 });
  });
  it("does not read another account's balance as if it were the player's", async () => {
    const other = fakeWallet({ accounts: [OTHER], balance: "0x1" });
    expect(await readChainBalance(other.wallet, OWNER)).toEqual({ state: "otherAccount" });
    expect(other.calls).not.toContain("eth_getBalance");
    expect(await readChainBalance(fakeWallet({ accounts: [] }).wallet, OWNER)).toEqual({ state: "otherAccount" });
  });
  it("fails (for the error state) when the wallet fails or answers no quantity", async () => {
    await expect(readChainBalance(fakeWallet({ accounts: [OWNER], fail: ["eth_getBalance"] }).wallet, OWNER)).rejects.toThrow("rejected");
    await expect(readChainBalance(fakeWallet({ accounts: [OWNER], balance: 12 }).wallet, OWNER)).rejects.toThrow();
  });
});

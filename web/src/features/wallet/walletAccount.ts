/**
 * What the injected browser wallet (EIP-1193) says about the account the player signed in with: whether its
 * active account is still the stored owner address (admin mode depends on it, spec 4), and that account's balance
 * of the chain's own coin (shown on the profile with 3 decimals, spec 9). Plain functions over the provider, so
 * they are tested with a fake one; the React hooks live beside them in walletHooks.ts.
 */
import { parseQuantity } from "../../lib/numbers";
import type { Eip1193Provider } from "./browserWallet";

/** Spec 9: "Wallet provider polling 15 seconds" (for wallets that do not send events, and for balance changes). */
export const WALLET_POLL_MS = 15_000;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The wallet's active account: the first of an accounts list (eth_accounts, accountsChanged), or null. */
export function activeAccount(accounts: unknown): string | null {
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === "string" && first ? first : null;
}

/**
 * Spec 4: admin mode ends "when the wallet account differs from the stored owner address". True only when both
 * are known and differ (letters' case aside: addresses are compared, not their checksum spelling). A wallet that
 * shares no account (locked, or never connected to this site) says nothing about who holds it: false.
 */
export function accountDiffersFromOwner(accounts: unknown, owner: string | null | undefined): boolean {
  const account = activeAccount(accounts);
  return Boolean(owner && account && !sameAddress(account, owner));
}

/**
 * Calls `onDiffers` once when the wallet's active account is (or becomes) another than `owner`: asked at once
 * (eth_accounts, no prompt), on every accountsChanged event, and every WALLET_POLL_MS for wallets without events.
 * Returns the function that stops watching.
 */
export function watchOwnerAccount(wallet: Eip1193Provider, owner: string, onDiffers: () => void, pollMs = WALLET_POLL_MS): () => void {
  let stopped = false;
  const check = (accounts: unknown) => {
    if (stopped || !accountDiffersFromOwner(accounts, owner)) return;
    stop();
    onDiffers();
  };
  const ask = () => {
    wallet.request({ method: "eth_accounts" }).then(check, () => {
      // A wallet that cannot answer says nothing about the account.
    });
  };
  const timer = setInterval(ask, pollMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    wallet.removeListener?.("accountsChanged", check);
  };
  wallet.on?.("accountsChanged", check);
  ask();
  return stop;
}

export type ChainBalance =
  /** The wallet's active account is the address asked about: its balance in base units (wei) on that chain. */
  | { state: "balance"; wei: bigint; chainId: number }
  /** The wallet shares another account, or none: its balance would not be this address's. */
  | { state: "otherAccount" };

/**
 * The balance of `address` in the chain's own coin, read through the wallet (eth_getBalance on its current
 * chain), only when the wallet's active account is that address. Throws when the wallet fails or answers
 * something that is not a quantity.
 */
export async function readChainBalance(wallet: Eip1193Provider, address: string): Promise<ChainBalance> {
  const account = activeAccount(await wallet.request({ method: "eth_accounts" }));
  if (!account || !sameAddress(account, address)) return { state: "otherAccount" };
  const [chain, balance] = await Promise.all([
    wallet.request({ method: "eth_chainId" }),
    wallet.request({ method: "eth_getBalance", params: [account, "latest"] }),
  ]);
  const chainId = parseQuantity(chain);
  const wei = parseQuantity(balance);
  if (chainId === null || wei === null) throw new Error("The wallet answered something that is not a number.");
  return { state: "balance", wei, chainId: Number(chainId) };
}

import { MAIN_CHAIN_ID, SUPPORTED_CHAIN_IDS, messages, type Envelope } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { withStoredReferral } from "../auth/referral";

/** An EIP-1193 provider, as browser wallets inject it; events (accountsChanged, chainChanged) where it has them. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

export const browserWallet = (): Eip1193Provider | null => (typeof window === "undefined" ? null : window.ethereum ?? null);

/** A wallet step the player can fix (translated by the modal). */
export class WalletStepError extends Error {
  constructor(readonly step: "noAccount" | "wrongNetwork") {
    super(step);
    this.name = "WalletStepError";
  }
}

interface WalletNonce {
  nonce: string;
  domain?: string;
  uri?: string;
  chainIds?: number[];
}

export interface WalletSignIn {
  token?: string;
  address?: string;
}

const hexChain = (id: number) => `0x${id.toString(16)}`;

async function currentChain(wallet: Eip1193Provider): Promise<number> {
  return Number.parseInt(String(await wallet.request({ method: "eth_chainId" })), 16);
}

/** On a network the server does not take, asks the wallet to switch to the main network (BNB Smart Chain). */
async function supportedChain(wallet: Eip1193Provider, allowed: readonly number[]): Promise<number> {
  const chainId = await currentChain(wallet);
  if (allowed.includes(chainId)) return chainId;
  try {
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: hexChain(MAIN_CHAIN_ID) }] });
  } catch {
    throw new WalletStepError("wrongNetwork");
  }
  const switched = await currentChain(wallet);
  if (!allowed.includes(switched)) throw new WalletStepError("wrongNetwork");
  return switched;
}

/**
 * Sign-In with Ethereum: account → chain → server nonce → EIP-4361 message → personal_sign →
 * POST user/connectWallet. Throws the wallet's own errors (e.g. a refused request); resolves to the envelope.
 */
export async function signInWithWallet(wallet: Eip1193Provider): Promise<Envelope<WalletSignIn | null>> {
  // The Ethereum helpers (viem: checksums, hex) load when a player signs in with a wallet, not with every page:
  // fetched while the wallet asks its account, awaited when the message is written.
  const helpers = Promise.all([import("./siwe"), import("viem")]);
  helpers.catch(() => undefined);
  const accounts = (await wallet.request({ method: "eth_requestAccounts" })) as string[] | undefined;
  const account = accounts?.[0];
  if (!account) throw new WalletStepError("noAccount");

  const nonceAnswer = await request<WalletNonce>(API.walletNonce);
  if (nonceAnswer.responseCode !== 200 || !nonceAnswer.result?.nonce) return nonceAnswer as Envelope<null>;
  const { nonce, domain, uri, chainIds } = nonceAnswer.result;
  const chainId = await supportedChain(wallet, chainIds?.length ? chainIds : SUPPORTED_CHAIN_IDS);

  const [{ siweMessage }, { stringToHex }] = await helpers;
  const message = siweMessage({
    domain: domain || window.location.host,
    address: account,
    uri: uri || window.location.origin,
    chainId,
    nonce,
    issuedAt: new Date(),
  });
  const signature = await wallet.request({ method: "personal_sign", params: [stringToHex(message), account] });
  return withStoredReferral(({ referralCode }) =>
    request<WalletSignIn>(API.connectWallet, {
      method: "POST",
      body: referralCode ? { message, signature, referralCode } : { message, signature },
    }),
  );
}

/** The text of a wallet failure: EIP-1193 errors carry a message (e.g. "User rejected the request."). */
export function walletErrorMessage(error: unknown): string {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === "string" && text ? text : messages.somethingWentWrong;
}

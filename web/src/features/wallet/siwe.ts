import { getAddress, isAddress } from "viem";

export interface SiweFields {
  domain: string;
  /** Any case: written EIP-55 checksummed. */
  address: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
}

/** The EIP-4361 (Sign-In with Ethereum) message the wallet signs. */
export function siweMessage({ domain, address, uri, chainId, nonce, issuedAt }: SiweFields): string {
  return (
    `${domain} wants you to sign in with your Ethereum account:\n${getAddress(address)}\n\n` +
    `Sign in to Coin Arena.\n\n` +
    `URI: ${uri}\nVersion: 1\nChain ID: ${chainId}\nNonce: ${nonce}\nIssued At: ${issuedAt.toISOString()}`
  );
}

/** The spec's short form of a wallet address: first 6 and last 4 characters (0x12ab…cd34). */
export function shortAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Wallet address validity uses the checksum (spec 5, "General helpers"): mixed case must match EIP-55. */
export const isWalletAddress = (value: string): boolean => isAddress(value, { strict: true });

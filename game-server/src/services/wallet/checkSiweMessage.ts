import { isSupportedChainId } from "@arena/contracts";
import { ParsedMessage } from "@spruceid/siwe-parser";
import { getAddress, isAddress, verifyMessage, type Hex } from "viem";
import { DomainError } from "../errors.js";
import { WALLET_MESSAGES } from "./messages.js";

/** Wallet and server clocks differ a little; an `Issued At` this far ahead is still accepted. */
export const CLOCK_SKEW_MS = 60_000;

export interface SignedInWallet {
  /** EIP-55 checksummed. */
  address: string;
  chainId: number;
  nonce: string;
}

const refuse = (message: string) => new DomainError(400, message);
const time = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));

/**
 * Checks an EIP-4361 message and its signature without touching the database or any chain: grammar, our
 * domain, a supported chain, a checksummed address, the validity window, and an EOA signature by that address.
 * Whether the nonce is ours and unused is the caller's check.
 */
export async function checkSiweMessage(
  message: string,
  signature: string,
  expected: { domain: string; now: number },
): Promise<SignedInWallet> {
  let parsed: ParsedMessage;
  try {
    // The strict ABNF parser of the standard (it also refuses an address without its EIP-55 checksum).
    parsed = new ParsedMessage(message);
  } catch {
    throw refuse(WALLET_MESSAGES.invalidMessage);
  }
  if (parsed.domain !== expected.domain) throw refuse(WALLET_MESSAGES.wrongDomain);
  if (!isSupportedChainId(parsed.chainId)) throw refuse(WALLET_MESSAGES.unsupportedChain);
  if (!isAddress(parsed.address, { strict: true })) throw refuse(WALLET_MESSAGES.invalidAddress);
  const address = getAddress(parsed.address);

  const issuedAt = time(parsed.issuedAt);
  const expiresAt = time(parsed.expirationTime);
  const notBefore = time(parsed.notBefore);
  if (issuedAt === undefined || Number.isNaN(issuedAt)) throw refuse(WALLET_MESSAGES.invalidMessage);
  if (issuedAt > expected.now + CLOCK_SKEW_MS) throw refuse(WALLET_MESSAGES.notYetValid);
  if (notBefore !== undefined && !(notBefore <= expected.now + CLOCK_SKEW_MS))
    throw refuse(WALLET_MESSAGES.notYetValid);
  if (expiresAt !== undefined && !(expiresAt > expected.now)) throw refuse(WALLET_MESSAGES.expired);

  let valid = false;
  try {
    // EOA only (ecrecover): no contract-wallet check, so never an RPC call.
    valid = await verifyMessage({ address, message, signature: signature as Hex });
  } catch {
    valid = false;
  }
  if (!valid) throw refuse(WALLET_MESSAGES.invalidSignature);
  return { address, chainId: parsed.chainId, nonce: parsed.nonce };
}

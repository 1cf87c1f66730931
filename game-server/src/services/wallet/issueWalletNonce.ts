import { randomBytes } from "node:crypto";
import { SUPPORTED_CHAIN_IDS } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import type { Limit } from "../rateLimit/rateLimiter.js";
import { issueAuthNonce } from "../social/authNonces.js";
import { publicBaseUrl, publicDomain } from "../social/publicUrl.js";

export const WALLET_NONCE_TTL_MS = 5 * 60_000;
/** Each nonce is a row: a wallet needs one per sign-in, a script gets no more. */
export const WALLET_NONCE_LIMIT: Limit = { name: "wallet-nonce:ip", max: 60, windowMs: 15 * 60_000 };

export interface WalletNonce {
  nonce: string;
  domain: string;
  uri: string;
  chainIds: number[];
}

/** A fresh single-use nonce for an EIP-4361 message, with the domain, URI and chains the message must carry. */
export async function issueWalletNonce(ctx: AppContext, ip: string): Promise<WalletNonce> {
  await ctx.limiter.consume(WALLET_NONCE_LIMIT, ip);
  // EIP-4361 nonces are alphanumeric, at least 8 characters: 128 random bits in hex.
  const nonce = randomBytes(16).toString("hex");
  await issueAuthNonce(ctx.db, { nonce, purpose: "siwe", ttlMs: WALLET_NONCE_TTL_MS });
  return {
    nonce,
    domain: publicDomain(ctx.config),
    uri: publicBaseUrl(ctx.config),
    chainIds: [...SUPPORTED_CHAIN_IDS],
  };
}

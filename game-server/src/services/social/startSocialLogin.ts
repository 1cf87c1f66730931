import * as oidc from "openid-client";
import type { AppContext } from "../../context.js";
import type { Limit } from "../rateLimit/rateLimiter.js";
import { issueAuthNonce } from "./authNonces.js";
import type { OidcProvider } from "./oidcProvider.js";

/** How long a visitor has at the provider before the attempt dies. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

/** Each start writes a row: a visitor's browser needs a handful, a script gets no more. */
export const SOCIAL_START_LIMIT: Limit = { name: "social-start:ip", max: 60, windowMs: 15 * 60_000 };

export interface SocialReferral {
  referralCode?: string | undefined;
  referralCountry?: string | undefined;
  referralState?: string | undefined;
}

/** What the callback needs back, kept server-side under the `state` value. */
export interface SocialAttempt {
  provider: string;
  codeVerifier: string;
  nonce: string;
  referral: SocialReferral;
}

/**
 * Begins an authorization code flow with PKCE: the verifier, nonce and the visitor's referral fields are kept
 * under a random `state`, and the browser is sent to the provider.
 */
export async function startSocialLogin(
  ctx: AppContext,
  provider: OidcProvider,
  referral: SocialReferral,
  ip: string,
): Promise<URL> {
  await ctx.limiter.consume(SOCIAL_START_LIMIT, ip);
  const configuration = await provider.configuration();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const attempt: SocialAttempt = { provider: provider.id, codeVerifier, nonce, referral };
  await issueAuthNonce(ctx.db, { nonce: state, purpose: "oidc-state", ttlMs: SOCIAL_STATE_TTL_MS, payload: attempt });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.redirectUri,
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
}

import { randomBytes } from "node:crypto";
import type { Db } from "@arena/db";
import * as oidc from "openid-client";
import { DomainError } from "../errors.js";
import { consumeAuthNonce, issueAuthNonce } from "./authNonces.js";
import { SOCIAL_MESSAGES } from "./messages.js";
import type { OidcProvider } from "./oidcProvider.js";
import type { SocialAttempt, SocialReferral } from "./startSocialLogin.js";

/** The web app redeems the ticket right after the redirect; it is worthless after that. */
export const SOCIAL_TICKET_TTL_MS = 2 * 60_000;

/** The verified identity a ticket stands for (taken from the provider, never from the client). */
export interface SocialClaims {
  issuer: string;
  subject: string;
  /** Lower-cased. */
  email: string;
  name: string | null;
  picture: string | null;
  referral: SocialReferral;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * The provider's redirect back: uses up the `state` (once), exchanges the code with the PKCE verifier,
 * verifies the ID token (signature, issuer, audience, expiry, nonce) and keeps the verified claims under a
 * one-time ticket for `user/socialLogin`. Expected failures are DomainErrors carrying the text to show.
 */
export async function finishSocialLogin(db: Db, provider: OidcProvider, callbackQuery: string): Promise<string> {
  const params = new URLSearchParams(callbackQuery);
  const state = params.get("state");
  const attempt = state
    ? ((await consumeAuthNonce(db, state, "oidc-state"))?.payload as SocialAttempt | undefined)
    : undefined;
  if (!attempt || attempt.provider !== provider.id) throw new DomainError(400, SOCIAL_MESSAGES.expired);
  if (params.get("error")) {
    throw new DomainError(
      400,
      params.get("error") === "access_denied" ? SOCIAL_MESSAGES.cancelled : SOCIAL_MESSAGES.failed,
    );
  }

  const configuration = await provider.configuration();
  // The redirect URI is the configured one, whatever Host the request came in with.
  const currentUrl = new URL(provider.redirectUri);
  currentUrl.search = params.toString();
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: state!,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  let claims: Record<string, unknown> = { ...idToken };
  // Providers that keep profile claims out of the ID token serve them at userinfo, bound to the same subject.
  if (str(claims.email) === null && configuration.serverMetadata().userinfo_endpoint) {
    claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
  }
  const email = str(claims.email)?.toLowerCase();
  if (!email || claims.email_verified === false || claims.email_verified === "false") {
    throw new DomainError(400, SOCIAL_MESSAGES.noEmail);
  }

  const picture = str(claims.picture);
  const verified: SocialClaims = {
    issuer: idToken.iss,
    subject: idToken.sub,
    email,
    name: str(claims.name),
    picture: picture && /^https?:\/\//i.test(picture) && picture.length <= 1000 ? picture : null,
    referral: attempt.referral,
  };
  const ticket = randomBytes(32).toString("base64url");
  await issueAuthNonce(db, { nonce: ticket, purpose: "oidc-ticket", ttlMs: SOCIAL_TICKET_TTL_MS, payload: verified });
  return ticket;
}

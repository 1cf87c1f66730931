import * as oidc from "openid-client";
import type { Config } from "../../config.js";
import { publicBaseUrl } from "./publicUrl.js";

/** The provider id in the paths `user/social/:provider/...`. */
export const OIDC_PROVIDER_ID = "oidc";

export interface OidcProvider {
  id: string;
  /** Shown on the button, and the spec's `socialType`. */
  name: string;
  issuer: string;
  redirectUri: string;
  /** The provider's metadata: discovered on first use and kept; a failed discovery is tried again next time. */
  configuration(): Promise<oidc.Configuration>;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The configured OpenID Connect provider, or null when social login is not configured. */
export function oidcProviderFromConfig(config: Config): OidcProvider | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = config;
  if (!issuer || !clientId) return null;
  const url = new URL(issuer);
  // Plain http only for a provider on this machine or outside production (a test or dev provider).
  const insecure = url.protocol === "http:" && (LOOPBACK_HOSTS.has(url.hostname) || config.NODE_ENV !== "production");
  let discovered: Promise<oidc.Configuration> | undefined;
  return {
    id: OIDC_PROVIDER_ID,
    name: config.OIDC_NAME,
    issuer,
    redirectUri: `${publicBaseUrl(config)}/api/v1/user/social/${OIDC_PROVIDER_ID}/callback`,
    configuration() {
      discovered ??= oidc
        .discovery(url, clientId, undefined, secret ? oidc.ClientSecretPost(secret) : oidc.None(), {
          // Check the ID token's signature too, not only the TLS channel it came through.
          execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
          timeout: 10,
        })
        .catch((err: unknown) => {
          discovered = undefined;
          throw err;
        });
      return discovered;
    },
  };
}

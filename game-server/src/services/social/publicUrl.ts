import type { Config } from "../../config.js";

/**
 * The platform's external base URL, without a trailing slash: what browsers and wallets see, which may differ
 * from the address the server listens on (behind a proxy). Never taken from the request's Host header.
 */
export function publicBaseUrl(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/** The EIP-4361 `domain`: the authority (host and port) of the public URL, as a wallet compares it. */
export const publicDomain = (config: Pick<Config, "PUBLIC_URL" | "PORT">): string =>
  new URL(publicBaseUrl(config)).host;

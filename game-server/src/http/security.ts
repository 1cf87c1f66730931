import { matchMaker } from "@colyseus/core";
import helmet from "helmet";
import type { RequestHandler } from "express";
import type { Config } from "../config.js";
import { publicBaseUrl } from "../services/social/publicUrl.js";

/** What the HTTP layer needs to know to lock itself down (built from the config by `securityOptions`). */
export interface SecurityOptions {
  /** The platform's external base URL (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** Extra origins that may call the API and matchmaking from a browser (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** Colyseus' publicAddress (PUBLIC_ADDRESS): when set, game sockets go there instead of this host. */
  publicAddress?: string | undefined;
}

export const securityOptions = (config: Pick<Config, "PUBLIC_URL" | "PORT" | "CORS_ORIGINS" | "PUBLIC_ADDRESS">): SecurityOptions => ({
  publicUrl: publicBaseUrl(config),
  corsOrigins: config.CORS_ORIGINS,
  publicAddress: config.PUBLIC_ADDRESS,
});

const ALLOWED_HEADERS = "Origin, X-Requested-With, Content-Type, Accept, Authorization, token, X-Device-Id";

/**
 * Cross-origin reads with credentials only for the platform's own origin and the configured list. Colyseus answers
 * every request's CORS itself (a listener ahead of express, OPTIONS included) and by default reflects any Origin with
 * credentials, so its controller is overridden: an unknown origin gets no Access-Control-* header at all, and the
 * browser refuses to hand it the response. Same-origin requests need no CORS header (the dev server proxies, so it is
 * same-origin too). The controller is process-wide: the last platform configured in a process decides.
 */
export function restrictCors(options: SecurityOptions): void {
  const allowed = new Set([new URL(options.publicUrl).origin, ...options.corsOrigins]);
  // Colyseus spreads these defaults under getCorsHeaders' answer: without this the "*" would stay on every response.
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get("origin");
    // The answer depends on Origin, so shared caches must key on it.
    if (!origin || !allowed.has(origin)) return { Vary: "Origin" };
    return {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Allow-Methods": "GET,HEAD,PUT,PATCH,POST,DELETE",
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    };
  };
}

/** The ws:/wss: sources a browser needs for game sockets that Colyseus sends to PUBLIC_ADDRESS (another host). */
function socketSources(options: SecurityOptions): string[] {
  if (!options.publicAddress) return [];
  const hostAndPath = options.publicAddress.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "");
  return [`ws://${hostAndPath}`, `wss://${hostAndPath}`];
}

/** The web app's Content-Security-Policy directives (see docs/decisions.md, "Safe to deploy"). */
export function appCspDirectives(options: SecurityOptions): Record<string, string[]> {
  const https = new URL(options.publicUrl).protocol === "https:";
  const own = new URL(options.publicUrl);
  // 'self' covers ws(s) of the page's own host in CSP 3; the public URL's socket is named too (a proxy may serve the
  // page under another name than the one it was built for).
  const ownSocket = `${https ? "wss" : "ws"}://${own.host}`;
  return {
    "default-src": ["'self'"],
    // Only the bundle's own files: no inline script, no eval (Pixi runs with pixi.js/unsafe-eval's polyfills).
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    // React style props go through the CSSOM (not covered by CSP), but react-hot-toast injects a <style> element.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data:/blob: for avatar previews and the board's textures; https: for social-login profile pictures, which
    // stay on the identity provider's image host.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ownSocket, ...socketSources(options)],
    // Pixi decodes textures in blob: workers; canvas-confetti draws in one too.
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'", "data:", "blob:"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    ...(https && { "upgrade-insecure-requests": [] }),
  };
}

/**
 * Security headers on everything express serves (web app, API, uploads, docs) through helmet: the CSP above, nosniff,
 * no framing, no referrer, and HSTS only when the public URL is https (a plain-http deployment, such as a local one,
 * would otherwise be locked out of its own host by browsers). The API docs page (swagger-ui) gets the same policy.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const https = new URL(options.publicUrl).protocol === "https:";
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(options) },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  }) as RequestHandler;
}

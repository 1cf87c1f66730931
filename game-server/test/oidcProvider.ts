import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts the provider knows, by subject: a test adds its own before signing in. */
  accounts: Map<string, TestAccount>;
  /** Paths the provider was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port: one confidential client with the
 * given redirect URI, PKCE required, and the quick-start login and consent pages, driven by `signInAt`. By
 * default the profile claims come from userinfo only (the standard's default); `claimsInIdToken` puts them in
 * the ID token as well, as Google does.
 */
export async function startOidcProvider(
  redirectUri: string,
  options: { claimsInIdToken?: boolean } = {},
): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const clientId = "coin-arena";
  const clientSecret = "test-secret-test-secret-test-secret";

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    conformIdTokenClaims: !options.claimsInIdToken,
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" }] as any },
    cookies: { keys: ["test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  // Expected refusals (an aborted login) are not server errors; a real fault of the provider is shown.
  provider.on("server_error", (_ctx, err) => console.error("oidc-provider server_error", err));
  const requests: string[] = [];
  const handle = provider.callback();
  server.on("request", (req, res) => {
    requests.push(new URL(req.url ?? "/", issuer).pathname);
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar, enough for one provider origin. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Plays the browser from the provider's authorize URL to the redirect back to `redirectPrefix`: signs in as
 * `subject` on the login page, then grants consent (or aborts at the first page when `abort` is set). Returns
 * the URL the provider redirected to, for the test to call on the platform.
 */
export async function signInAt(
  authorizeUrl: string,
  subject: string,
  redirectPrefix: string,
  options: { abort?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header() } });
    jar.store(res);
    init = {};
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectPrefix)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`no interaction form at ${url}`);
    if (options.abort) {
      url = `${url.replace(/\/$/, "")}/abort`;
      continue;
    }
    const form: Record<string, string> = prompt === "login" ? { prompt, login: subject, password: "any" } : { prompt };
    init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    };
  }
  throw new Error("the provider never redirected back");
}

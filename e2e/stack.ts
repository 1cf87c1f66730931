/**
 * What the browser suite runs against: the built platform (`game-server/dist/main.js`) with a fresh embedded
 * database (in memory: NODE_ENV=test), fixed Ludo dice, a real OpenID Connect provider (oidc-provider, its own
 * HTML login and consent pages) for the social login tests, and a real SMTP server (smtp-server) that the platform
 * sends every mail to (SMTP_URL), whose inbox the tests read over HTTP (E2E_MAILBOX_URL). The provider and the SMTP
 * server run in the process that starts the stack. Used by run.ts (the suite) and serve.ts (a long-running stack
 * for quick reruns).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import type { Configuration } from "oidc-provider";
import { SMTPServer } from "smtp-server";

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "..");
export const serverMain = path.join(root, "game-server/dist/main.js");
const webDist = path.join(root, "web/dist");

/** What the social login button says ("Continue with E2E ID"). */
export const OIDC_NAME = "E2E ID";
/** The server seed of every Ludo game of the stack (LUDO_FIXED_SERVER_SEED; tests only, refused in production). */
export const LUDO_SERVER_SEED = "e2e-fixed-server-seed-1230";
/** The platform's id of its OIDC provider, in `user/social/:provider/callback`. */
const PLATFORM_OIDC_ID = "oidc";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });

async function waitForHealth(url: string, server: ChildProcess, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export interface OidcStack {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on a free loopback port with one confidential client (PKCE required) whose
 * redirect URI is the platform's callback. Its quick-start pages (devInteractions) take any login and password:
 * the login typed is the subject, and a login that is an email address is that account's verified email (so
 * each test signs in as a fresh person by typing a fresh address). Profile claims are served at userinfo only.
 */
export async function startOidcProvider(platformUrl: string): Promise<OidcStack> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "coin-arena-e2e";
  const clientSecret = "e2e-secret-e2e-secret-e2e-secret";
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: "e2e" };
  const providerConfig = oidcConfiguration(platformUrl, clientId, clientSecret, jwk);

  const provider = await quietly(async () => {
    const { default: Provider } = await import("oidc-provider");
    return new Provider(issuer, providerConfig);
  });
  provider.on("server_error", (_ctx, err) => console.error("e2e oidc-provider server_error", err));
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => closeHttp(server),
  };
}

/**
 * Runs `work` without oidc-provider's start-up warnings, which are all expected of a test provider (in-memory
 * storage, the quick-start login pages, and a Node.js runtime older than the one it recommends).
 */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("oidc-provider WARNING:")) return;
    warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

function oidcConfiguration(
  platformUrl: string,
  clientId: string,
  clientSecret: string,
  jwk: Record<string, unknown>,
): Configuration {
  return {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${platformUrl}/api/v1/user/social/${PLATFORM_OIDC_ID}/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    // oidc-provider's types want a full JWK; node's export is one.
    jwks: { keys: [jwk as never] },
    cookies: { keys: ["e2e-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx, sub) {
      const email = sub.includes("@") ? sub.toLowerCase() : undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, ...(email ? { email, email_verified: true } : {}), name: "Nova Social" }),
      };
    },
  };
}

/** A mail as the SMTP server received it, once per recipient: what `GET /mailbox?to=` lists. */
export interface ReceivedMail {
  _id: string;
  /** The recipient (the SMTP envelope's RCPT TO, lower case). */
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The mail's Date header (when the platform sent it), ISO 8601. */
  createdAt: string;
}

export interface MailStack {
  /** What the platform sends to: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The inbox over HTTP: `GET <mailboxUrl>?to=<email>` answers `{ result: { docs } }`, newest first. */
  mailboxUrl: string;
  close(): Promise<void>;
}

const closeHttp = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A real SMTP server on a free loopback port (plain SMTP: STARTTLS is turned off so the platform's nodemailer does
 * not try TLS, and no login is asked for) that parses each mail it accepts with mailparser and keeps it in memory,
 * and a small HTTP server on another loopback port that lists an address's mail, newest first, in the shape the
 * dev mailbox answers (`{ result: { docs: [{ _id, to, subject, text, html, createdAt }] } }`). A mail is listed
 * before the SMTP server acknowledges it, so once the platform has sent it a test can read it.
 */
export async function startMailServer(): Promise<MailStack> {
  const received: ReceivedMail[] = [];
  let sequence = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const createdAt = (mail.date ?? new Date()).toISOString();
          for (const rcpt of session.envelope.rcptTo) {
            received.push({
              _id: `smtp-${++sequence}`,
              to: rcpt.address.toLowerCase(),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: mail.html || null,
              createdAt,
            });
          }
          callback();
        },
        (err: Error) => {
          console.error("e2e smtp: a mail could not be parsed", err);
          callback(err);
        },
      );
    },
  });
  smtp.on("error", (err) => console.error("e2e smtp server error", err));
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "GET" || url.pathname !== "/mailbox") return answer(404, { error: "GET /mailbox?to=<email>" });
    if (!to) return answer(400, { error: "the query needs ?to=<email>" });
    // Newest first: by arrival (the Date header counts whole seconds only).
    answer(200, { result: { docs: received.filter((m) => m.to === to).reverse() } });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl: `http://127.0.0.1:${httpPort}/mailbox`,
    async close() {
      await closeHttp(http);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

export interface PlatformStack {
  baseUrl: string;
  server: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built platform on `port` with a fresh embedded database and waits until it is healthy. It serves
 * a copy of the built web app taken now: a `pnpm build` in the same checkout during the run would otherwise
 * swap the hashed assets under pages that are loading (a page then never renders).
 */
export async function startPlatform(port: number, extraEnv: Record<string, string>): Promise<PlatformStack> {
  if (!existsSync(serverMain) || !existsSync(path.join(webDist, "index.html"))) {
    throw new Error("e2e: the platform is not built; run `pnpm build` first");
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), "arena-e2e-"));
  const dataDir = path.join(workDir, "data");
  const webCopy = path.join(workDir, "web");
  mkdirSync(dataDir);
  cpSync(webDist, webCopy, { recursive: true });
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...env,
      // "test", not "production": the server refuses LUDO_FIXED_SERVER_SEED in production (and with no DATABASE_URL
      // a test server keeps its database in memory, fresh for each run like the temporary DATA_DIR was).
      NODE_ENV: "test",
      // Deterministic Ludo dice: with fixed dice seeds every game's rolls are known in advance (tests/ludo.test.ts).
      LUDO_FIXED_SERVER_SEED: LUDO_SERVER_SEED,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: webCopy,
      ADMIN_PASSWORD: "Admin#e2e-2026",
      LOG_LEVEL: "warn",
      REDIS_URL: "",
      // No SMTP unless the caller passes a mail server's SMTP_URL (startStack does): mail then goes to the dev outbox.
      SMTP_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, server, stop };
}

/**
 * The platform with social login against a fresh OIDC provider and its mail sent to a fresh SMTP server: the
 * platform's port is picked first, so the provider knows the redirect URI before the platform (which reads OIDC_*
 * and SMTP_URL at boot) starts. With SMTP_URL set the platform has no dev mailbox (its /dev/mailbox page says it is
 * off): the tests read mail at `mailboxUrl`.
 */
export async function startStack(): Promise<{ baseUrl: string; mailboxUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const mail = await startMailServer();
  const oidc = await startOidcProvider(baseUrl).catch(async (err: unknown) => {
    await mail.close();
    throw err;
  });
  let platform: PlatformStack;
  try {
    platform = await startPlatform(port, {
      PUBLIC_URL: baseUrl,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_NAME,
      SMTP_URL: mail.smtpUrl,
    });
  } catch (err) {
    await oidc.close();
    await mail.close();
    throw err;
  }
  return {
    baseUrl,
    mailboxUrl: mail.mailboxUrl,
    async stop() {
      await platform.stop();
      await oidc.close();
      await mail.close();
    },
  };
}

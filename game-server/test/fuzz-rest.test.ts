import { randomBytes } from "node:crypto";
import http from "node:http";
import { ledgerAccounts, ledgerTransfers, mailOutbox, users, walletTransactions } from "@arena/db";
import { count, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "../src/http/route.js";
import { apiRoutes } from "../src/http/routes/index.js";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { createSession } from "../src/services/sessions/createSession.js";
import { signSessionToken } from "../src/services/sessions/sessionToken.js";
import { adminId } from "./directAccounts.js";
import { endpointOf, hostileRequest, type Caller, type Endpoint, type HostileRequest } from "./hostileRequests.js";
import { fundedPlayer } from "./ludoPlayers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

/**
 * Issue 6: every REST endpoint of the route table gets hostile requests (wrong methods, junk and oversized JSON,
 * wrong content types, bad tokens, junk query strings and path params, prototype-pollution keys) from anonymous
 * callers, players and an admin. None may crash the server, answer 5xx or outside the envelope, pass an access
 * check it should fail, or move a coin. FUZZ_REQUESTS sets the count, FUZZ_SEED replays a run.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const CONCURRENCY = 8;
const PLAYERS = 4;
const CLIENT_IPS = 256;

/** Valid input here needs a secret the fuzzer never has (password, OTP, signature, ticket): valid shapes are fuzzed too. */
const SECRET_GATED = new Set(["POST /user/login", "POST /user/verify-otp", "POST /user/connectWallet", "POST /payments/webhook", "POST /user/socialLogin", "POST /user/verifyWithdrawRequest"]);
/** POSTs that only read. */
const READ_ONLY = new Set(["POST /ludo/check-eligible", "POST /ludo/game/details", "POST /admin/getreferral", "POST /ludo/save/winner/record"]);
/** Valid input that changes nothing, so it may be sent. */
const HARMLESS: Record<string, (input: any) => boolean> = {
  "PUT /user/limits": (b) => b.dailyDepositLimit === undefined && b.selfExcludeDays === undefined,
};
/** Ends the caller's session when it reaches the handler: such calls get a session of their own. */
const ENDS_SESSION = "POST /user/logout";

let t: TestPlatform;
let endpoints: Endpoint[];
let players: { userId: string; token: string }[];
let admin: { userId: string; token: string };
let hostileTokens: Record<Exclude<Caller, "anonymous" | "user" | "admin">, string[]>;

beforeAll(async () => {
  t = await startTestPlatform();
  endpoints = apiRoutes(t.platform.ctx).map(endpointOf);
  const { db } = t.platform.database;
  const key = t.platform.ctx.sessionKey;
  players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const p = await fundedPlayer(t, 500);
    players.push({ userId: p.user.id, token: p.token });
  }
  const adminUserId = await adminId(t);
  admin = { userId: adminUserId, token: await createSession(db, key, adminUserId) };
  // Some state the fuzz must leave alone: a pending withdrawal, and FREE wallets already topped up for today.
  const withdraw = await t.api("/api/v1/user/withdraw", { method: "POST", json: { amount: 100 }, token: players[0]!.token });
  expect(withdraw.status).toBe(200);
  const [email] = await db.select({ to: users.email }).from(users).where(eq(users.id, players[0]!.userId));
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email!.to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const otp = /code is (\d{6})/.exec(mail!.text)![1];
  const confirmed = await t.api("/api/v1/user/verifyWithdrawRequest", { method: "POST", json: { _id: withdraw.body.result._id, otp }, token: players[0]!.token });
  expect(confirmed.body.result.transactionStatus).toBe("PENDING");
  for (const who of [...players, admin]) expect((await t.api("/api/v1/user/view-wallet?currency=FREE", { token: who.token })).status).toBe(200);

  const revoked = await createSession(db, key, players[1]!.userId);
  expect((await t.api("/api/v1/user/logout", { method: "POST", token: revoked })).status).toBe(200);
  const adminSessionId = JSON.parse(Buffer.from(admin.token.split(".")[1]!, "base64url").toString()).sid as string;
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  hostileTokens = {
    garbage: ["x", "null", "undefined", "Bearer", "a.b.c", "....", "x".repeat(6_000), `${admin.token}x`, admin.token.split(".").reverse().join(".")],
    forged: [
      await new SignJWT({ sid: adminSessionId }).setProtectedHeader({ alg: "HS256" }).setSubject(admin.userId).setIssuer("coin-arena").setExpirationTime("1h").sign(randomBytes(32)),
    ],
    expired: [await signSessionToken(key, { sessionId: adminSessionId, userId: admin.userId }, new Date(Date.now() - 60_000))],
    // A real signature over a player's id with the admin's session: the session row must belong to the subject.
    crossed: [await signSessionToken(key, { sessionId: adminSessionId, userId: players[2]!.userId }, new Date(Date.now() + 3_600_000))],
    revoked: [revoked],
    "alg-none": [`${b64({ alg: "none", typ: "JWT" })}.${b64({ sid: adminSessionId, sub: admin.userId, iss: "coin-arena", exp: 4e9 })}.`],
  };
}, 120_000);

afterAll(async () => {
  await t?.platform.close();
});

// ---- the ledger and the rows the fuzz must not change -----------------------------------------------------

async function snapshot() {
  const { db } = t.platform.database;
  const accounts = await db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts);
  const [transfers] = await db.select({ n: count() }).from(ledgerTransfers);
  const [records] = await db.select({ n: count() }).from(walletTransactions);
  const people = await db.select({ id: users.id, status: users.status, type: users.userType, name: users.userName, refferal: users.refferalCodeCheck }).from(users);
  return {
    balances: Object.fromEntries(accounts.filter((a) => a.balance !== 0).map((a) => [a.id, a.balance])),
    transfers: transfers!.n,
    walletTransactions: records!.n,
    users: Object.fromEntries(people.map((u) => [u.id, `${u.status}/${u.type}/${u.name}/${u.refferal}`])),
  };
}

// ---- which route a request reaches, and whether its input could be valid ---------------------------------

const matchers = () =>
  endpoints.map((e) => ({ e, re: new RegExp(`^/api/v1${e.path.replace(/:(\w+)/g, "[^/]+")}/?$`, "i") }));
let routeMatchers: ReturnType<typeof matchers>;

/** The route Express would run for this method and path (case-insensitive, optional trailing slash, HEAD as GET). */
function reached(method: string, path: string): Endpoint | undefined {
  const m = method === "HEAD" ? "GET" : method;
  const bare = path.split("?")[0]!;
  return routeMatchers.find(({ e, re }) => e.method === m && re.test(bare))?.e;
}

const isPlainObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/** Could this request's body pass the route's contract and do something? Judged on every reading of the body. */
function couldChangeState(e: Endpoint, r: HostileRequest): boolean {
  if (e.method === "GET" || SECRET_GATED.has(e.key) || READ_ONLY.has(e.key) || e.key === ENDS_SESSION) return false;
  const route = e.route as ApiRoute<unknown>;
  if (!route.body) return true;
  const readings: unknown[] = [{}];
  const type = r.headers["content-type"] ?? "";
  if (r.body && /json/i.test(type) && !r.headers["content-encoding"]) {
    try {
      readings.push(JSON.parse(r.body.toString("utf8")));
    } catch {
      // not JSON: the body parser refuses it
    }
  }
  return readings.some((body) => {
    if (!isPlainObject(body)) return false;
    const parsed = route.body!.safeParse(body);
    return parsed.success && !(HARMLESS[e.key]?.(parsed.data) ?? false);
  });
}

/** A valid call of a coin- or state-changing route becomes malformed JSON: no honest change is expected. */
function defuse(r: HostileRequest): HostileRequest {
  const e = reached(r.method, r.path);
  if (!e || !couldChangeState(e, r)) return r;
  return { ...r, kind: "malformed-json (valid input replaced)", headers: { "content-type": "application/json" }, body: Buffer.from('{"amount": 1000') };
}

// ---- sending -----------------------------------------------------------------------------------------------

interface Outcome {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(agent: http.Agent, r: HostileRequest, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: Number(new URL(t.url).port), method: r.method, path: r.path, agent, headers: { ...headers, ...(r.body && { "content-length": String(r.body.length) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.end(r.body);
  });
}

async function tokenFor(r: HostileRequest): Promise<string | undefined> {
  if (r.caller === "anonymous") return undefined;
  const who = r.caller === "admin" ? admin : r.caller === "user" ? players[r.userIndex]! : undefined;
  if (!who) {
    const pool = hostileTokens[r.caller as keyof typeof hostileTokens];
    return pool[r.ipIndex % pool.length];
  }
  // Logout works on any body: it gets a session of its own so the fuzz players stay signed in.
  if (reached(r.method, r.path)?.key === ENDS_SESSION) return createSession(t.platform.database.db, t.platform.ctx.sessionKey, who.userId);
  return who.token;
}

/** What must hold of every answer; returns the broken rule, or null. */
function violation(r: HostileRequest, o: Outcome): string | null {
  if (o.status >= 500) return `answered ${o.status}`;
  const e = reached(r.method, r.path);
  const signedIn = r.caller === "user" || r.caller === "admin";
  if (o.status < 300 && e?.route.auth && !signedIn) return `${r.caller} caller passed the ${e.route.auth} check`;
  if (o.status < 300 && e?.route.auth === "admin" && r.caller === "user") return "a player passed the admin check";
  if (o.status >= 300 && o.status < 400) {
    const location = String(o.headers.location ?? "");
    if (!e?.route.raw) return `redirected (${o.status}) from a non-redirecting route`;
    if (!location.startsWith("/") || location.startsWith("//")) return `redirected off the site: ${location}`;
  }
  if (o.status >= 400 && r.method !== "HEAD") {
    let body: any;
    try {
      body = JSON.parse(o.body);
    } catch {
      return `non-JSON ${o.status} answer: ${o.body.slice(0, 120)}`;
    }
    const envelope = isPlainObject(body) && body.responseCode === o.status && typeof body.responseMessage === "string" && body.responseMessage.length > 0 && "result" in body;
    if (!envelope) return `${o.status} answer outside the envelope: ${o.body.slice(0, 200)}`;
  }
  return null;
}

const describeRequest = (r: HostileRequest) => {
  const body = r.body ? (r.body.length > 120 ? `${r.body.subarray(0, 100).toString("utf8")}… (${r.body.length} bytes)` : r.body.toString("utf8")) : "";
  const path = r.path.length > 140 ? `${r.path.slice(0, 120)}… (${r.path.length} chars)` : r.path;
  return `${r.method} ${path} [${r.kind}; ${r.caller}] ${JSON.stringify(r.headers).slice(0, 160)} ${body}`;
};

const tally = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const table = (title: string, m: Map<string, number>) =>
  `${title}\n${[...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${String(n).padStart(6)}  ${k}`).join("\n")}`;

// ---- the run ----------------------------------------------------------------------------------------------

describe("hostile requests to every REST endpoint", () => {
  it(`${REQUESTS} requests: no 5xx, every error in the envelope, no access check passed, no coin moved`, async () => {
    routeMatchers = matchers();

    // The table is what the server serves: every operation of the OpenAPI document is an endpoint we fuzz.
    const openapi = await t.api("/api/docs/openapi.json");
    const served = Object.entries(openapi.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/^\/api\/v1/, "").replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(served.filter((k) => !endpoints.some((e) => e.key === k))).toEqual([]);
    expect(new Set(served).size).toBe(endpoints.length);

    const before = await snapshot();
    const started = Date.now();
    const requests = fc.sample(hostileRequest(endpoints, PLAYERS, CLIENT_IPS), { seed: SEED, numRuns: REQUESTS }).map(defuse);

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const perEndpoint = new Map<string, number>();
    const perGroup = new Map<string, number>();
    const perKind = new Map<string, number>();
    const perCaller = new Map<string, number>();
    const perStatus = new Map<string, number>();
    const examples = new Map<string, string>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const token = await tokenFor(r);
        const headers: Record<string, string> = {
          "x-forwarded-for": `203.0.113.${r.ipIndex % 256}`,
          ...r.headers,
          ...(token && (r.bearer ? { authorization: `Bearer ${token}` } : { token })),
        };
        let outcome: Outcome | undefined;
        try {
          outcome = await send(agent, r, headers);
        } catch (err) {
          // The server may close the socket on a body it refused before it was all sent; anything else is a failure.
          const code = (err as { code?: string }).code ?? String(err);
          tally(perStatus, `connection closed (${code})`);
          if (!(r.kind === "oversized" || r.kind === "gzip-bomb") || !/ECONNRESET|EPIPE/.test(code)) failures.push(`${code}: ${describeRequest(r)}`);
        }
        const endpoint = r.endpoint;
        tally(perEndpoint, endpoint);
        tally(perGroup, endpoints.find((e) => e.key === endpoint)!.route.tag);
        tally(perKind, r.kind);
        tally(perCaller, r.caller);
        if (!examples.has(r.kind)) examples.set(r.kind, describeRequest(r));
        if (!outcome) continue;
        tally(perStatus, String(outcome.status));
        const broken = violation(r, outcome);
        if (broken && failures.length < 50) failures.push(`${broken}\n    ${describeRequest(r)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    const seconds = (Date.now() - started) / 1000;

    console.log(
      [
        `REST fuzz: ${requests.length} hostile requests to ${endpoints.length} endpoints in ${seconds.toFixed(1)} s (seed ${SEED}, concurrency ${CONCURRENCY})`,
        table("per endpoint group:", perGroup),
        table("per junk kind:", perKind),
        table("per caller:", perCaller),
        table("per status:", perStatus),
        table("per endpoint:", perEndpoint),
        `one request of each kind:\n${[...examples].map(([k, d]) => `  ${k}: ${d.slice(0, 300)}`).join("\n")}`,
      ].join("\n"),
    );

    expect(failures).toEqual([]);
    // Every endpoint got its share, so a new route in the table is fuzzed too.
    const share = Math.floor(REQUESTS / endpoints.length / 3);
    expect(endpoints.filter((e) => (perEndpoint.get(e.key) ?? 0) < share).map((e) => e.key)).toEqual([]);
    // Most requests reached the handlers rather than the rate limits.
    expect(perStatus.get("429") ?? 0).toBeLessThan(REQUESTS * 0.02);

    // The server still answers, nothing was polluted, and not one coin moved.
    expect((await t.api("/api/v1/health")).status).toBe(200);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    const ledger = await checkLedger(t.platform.database.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
    expect(ledger.pendingWithdrawals).toBe(1);
  }, 300_000);
});

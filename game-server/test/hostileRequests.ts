import { gzipSync } from "node:zlib";
import { ALL_ROUTES } from "@arena/contracts";
import fc from "fast-check";
import type { z } from "zod";
import type { ApiRoute } from "../src/http/route.js";

/**
 * Hostile HTTP requests for the REST fuzz test (fuzz-rest.test.ts): one endpoint of the route table, one kind of
 * junk, one caller. Requests are plain data so a failure prints exactly what was sent.
 */

export const JUNK_KINDS = [
  "wrong-method",
  "junk-json",
  "field-types",
  "proto-pollution",
  "oversized",
  "gzip-bomb",
  "content-type",
  "malformed-json",
  "junk-query",
  "junk-params",
  "junk-headers",
  "unknown-path",
  "edge-valid",
] as const;
export type JunkKind = (typeof JUNK_KINDS)[number] | "malformed-json (valid input replaced)";

/** Who calls: a real session, nobody, or a token that must not work. */
export const CALLERS = ["anonymous", "user", "admin", "garbage", "forged", "expired", "crossed", "revoked", "alg-none"] as const;
export type Caller = (typeof CALLERS)[number];

export interface Endpoint {
  route: ApiRoute<any, any, any, any>;
  key: string;
  method: string;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
  paramKeys: string[];
  /** express.json's limit for this path (app.ts). */
  bodyLimit: number;
  /** Per field, hostile values its contract still accepts (see edgeValues). */
  edge: { body: Record<string, unknown[]>; query: Record<string, string[]>; params: Record<string, string[]> };
}

export interface HostileRequest {
  /** The endpoint of the table this request was made from. */
  endpoint: string;
  kind: JunkKind;
  caller: Caller;
  /** Which of the fuzz players a "user" caller is. */
  userIndex: number;
  /** Send the token as `Authorization: Bearer` instead of the `token` header. */
  bearer: boolean;
  /** Index into the pool of client addresses (X-Forwarded-For, trusted from loopback as a proxy would be). */
  ipIndex: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
const keysOf = (schema: z.ZodType | undefined): string[] => Object.keys(shapeOf(schema));

/** Values near the edge of what contracts accept: dates, codes, ids, tiny and huge numbers, odd but legal text. */
const edgeExtras = [
  "0", "1", "5", "100", "1000", "0.01", "99999999", "en", "pt", "es", "xx", "+91", "9876543210", "Abcdef#123456", "room_ab12",
  "a@b.co", "x@x.x", "1970-01-01", "2099-12-31", "2024-02-30", "2024-01-01T00:00:00Z", "about", "features", "privacy-policy",
  "oidc", "ALL", "DEPOSIT", "WITHDRAW", "PENDING", "SUCCESS", "%", "_", "%_%", "\\", "a".repeat(39), "1".repeat(40),
  "12345678-1234-4234-8234-123456789abc", 0, 1, 0.01, 100, 1000, 1e9, 365, 366,
];

/**
 * Hostile values that one field's contract still accepts, so a request gets past validation into the service.
 * Query and path values arrive as strings, so only strings are tried there.
 */
function edgeValues(field: z.ZodType, asString: boolean): unknown[] {
  const pool = [...nastyStrings, ...edgeExtras, ...fc.sample(hostileValue, { seed: 7, numRuns: 300 })];
  const candidates = asString ? pool.filter((v): v is string => typeof v === "string") : pool;
  return [...new Set(candidates.filter((v) => field.safeParse(v).success))];
}

const edgeOf = <T>(schema: z.ZodType | undefined, asString: boolean) =>
  Object.fromEntries(Object.entries(shapeOf(schema)).map(([k, f]) => [k, edgeValues(f, asString) as T[]]));

export function endpointOf(route: ApiRoute<any, any, any, any>): Endpoint {
  return {
    route,
    key: `${route.method.toUpperCase()} ${route.path}`,
    method: route.method.toUpperCase(),
    path: route.path,
    bodyKeys: keysOf(route.body),
    queryKeys: keysOf(route.query),
    paramKeys: [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    bodyLimit: route.path === "/user/editProfile" ? 3 * 1024 * 1024 : 64 * 1024,
    edge: { body: edgeOf(route.body, false), query: edgeOf<string>(route.query, true), params: edgeOf<string>(route.params, true) },
  };
}

// ---- values ------------------------------------------------------------------------------------------------

const nastyStrings = [
  "",
  " ",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "\u0000",
  "\u202e\u0000\uffff",
  "\ud800",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "1e308",
  "-0",
  "0x7fffffff",
  "9".repeat(400),
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table users; --",
  "${jndi:ldap://x/a}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "😀".repeat(60),
  "ｔｅｓｔ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "admin@coinarena.local",
  "a@b",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "COIN",
  "FREE",
  "ADMIN",
  "PAID",
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => "x".repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.001, 0.005, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 2 ** 63, -(2 ** 31), 999_999_999_999, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Anything a field may be given instead of what it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString.map((s) => s.slice(0, 20)), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map((depth) => nest(depth)) },
);

let bomb: Buffer | undefined;
/** 16 MB of spaces, gzipped to ≈16 kB: inflated past every body limit. */
const gzipBomb = () => (bomb ??= gzipSync(Buffer.alloc(16 * 1024 * 1024, 32)));

/** encodeURIComponent, also for lone surrogates (which it refuses). */
export const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
};

const nest = (depth: number): unknown => (depth === 0 ? "deep" : { a: [nest(depth - 1)] });

/** JSON text with raw values JSON.stringify cannot write. */
const rawJsonOddities = ["NaN", "Infinity", "-Infinity", "undefined", "0x10", "1e99999", "-", "01", ".5", "'single'", "tru"];

const pollution = [
  `"__proto__":{"userType":"ADMIN","polluted":true,"isAdmin":true}`,
  `"constructor":{"prototype":{"polluted":true}}`,
  `"prototype":{"polluted":true}`,
  `"__proto__":null`,
  `"__proto__":[1,2,3]`,
  `"hasOwnProperty":"x"`,
  `"toString":1`,
  `"valueOf":{}`,
];

// ---- requests ----------------------------------------------------------------------------------------------

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

const jsonHeaders = { "content-type": "application/json" };
const text = (s: string) => Buffer.from(s, "utf8");

const fieldsBody = (keys: string[]) =>
  fc
    .tuple(
      fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(hostileString.map((s) => s.slice(0, 30)), hostileValue, { maxKeys: 3 }),
      fc.subarray(keys),
    )
    .map(([values, extra, dropped]) => {
      const body: Record<string, unknown> = { ...extra };
      keys.forEach((k, i) => {
        if (!dropped.includes(k)) body[k] = values[i];
      });
      return body;
    });

const queryValue = fc.oneof(
  hostileString.map(enc),
  fc.constantFrom("%", "%ZZ", "%E0%A4%A", "%00", "%FF%FE", "NaN", "1e308", "-1", "%5B%5D", "a%26b%3Dc", "x".repeat(5_000)),
);

const junkQuery = (keys: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.tuple(keys.length ? fc.constantFrom(...keys) : hostileString.map(enc), queryValue).map(([k, v]) => `${k}=${v}`),
        fc.tuple(keys.length ? fc.constantFrom(...keys) : fc.constant("x"), queryValue).map(([k, v]) => `${k}[]=${v}&${k}=${v}`),
        fc.constantFrom(...keys, "x").map((k) => `${k}[a][b]=1`),
        fc.constantFrom("__proto__=1", "__proto__[admin]=1", "constructor[prototype][polluted]=1", "&&&==", "=", "a==b", "?&?"),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) => parts.join("&").slice(0, 6_000));

const paramValue = fc.oneof(
  hostileString.map((s) => enc(s).slice(0, 6_000)),
  fc.constantFrom("..", "../..", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%", "%E0%A4%A", "%00", "a/b/c", "NaN", "-1", "1e308", "x".repeat(5_000), "%5Bobject%20Object%5D"),
);

const hostileHeaders = fc.record(
  {
    "x-forwarded-for": fc.constantFrom(
      "not-an-ip",
      "999.999.999.999",
      "1.1.1.1, 2.2.2.2, 3.3.3.3",
      "::ffff:1.2.3.4",
      "2001:db8::1",
      "8.8.8.8",
      "unknown",
      ", ,",
      "x".repeat(4_000),
      "0",
      "[::1]:80",
    ),
    "user-agent": fc.constantFrom("", "x".repeat(7_000), "() { :; }; echo vulnerable", "\\x00"),
    "x-signature": fc.constantFrom("sha256=", "sha256=zz", `sha256=${"0".repeat(64)}`, "md5=1", "x".repeat(3_000)),
    accept: fc.constantFrom("text/html", "*/*", "application/xml", "x"),
    "accept-encoding": fc.constantFrom("gzip", "br", "identity;q=0", "*;q=0"),
  },
  { requiredKeys: [] },
);

const contentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/json; charset=klingon",
  "application/jsonx",
  "application/vnd.api+json",
  "application/xml",
  "",
];

interface Draft {
  kind: JunkKind;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** Each field from its accepted hostile values (or any hostile value when none passes), some fields left out. */
/** A field without edge values gets hostile ones: any value in a body, text in a query or a path (all they can carry). */
const edgeRecord = (fields: Record<string, unknown[]>, fallback: fc.Arbitrary<unknown> = hostileValue) =>
  fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, values]) => [k, values.length ? fc.constantFrom(...values) : fallback])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, unknown>>;

const fillParams = (path: string, value: (name: string) => string) => path.replace(/:(\w+)/g, (_m, name: string) => value(name));
const sampleParam = (name: string) => (name === "gameId" ? "00000000-0000-0000-0000-000000000000" : "room_fuzz");

/** The junk a kind makes for one endpoint. */
function draftFor(e: Endpoint, kind: (typeof JUNK_KINDS)[number]): fc.Arbitrary<Draft> {
  switch (kind) {
    case "wrong-method":
      return fc
        .tuple(fc.constantFrom(...METHODS.filter((m) => m !== e.method)), fc.jsonValue({ maxDepth: 2 }))
        .map(([method, value]) => ({ kind, method, headers: jsonHeaders, body: text(JSON.stringify(value) ?? "null") }));
    case "junk-json":
      return fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind, headers: jsonHeaders, body: text(JSON.stringify(value) ?? "null") }));
    case "field-types":
      return fieldsBody(e.bodyKeys.length ? e.bodyKeys : ["_id", "amount"]).map((b) => ({ kind, headers: jsonHeaders, body: text(JSON.stringify(b)) }));
    case "proto-pollution":
      return fc
        .tuple(fc.subarray(pollution, { minLength: 1 }), fieldsBody(e.bodyKeys))
        .map(([keys, b]) => {
          const fields = JSON.stringify(b).slice(1, -1);
          return { kind, headers: jsonHeaders, body: text(`{${[...keys, fields].filter(Boolean).join(",")}}`) };
        });
    case "oversized":
      return fc
        .tuple(fc.constantFrom(...(e.bodyKeys.length ? e.bodyKeys : ["x"])), fc.integer({ min: 1, max: 1024 * 1024 }))
        .map(([key, extra]) => ({
          kind,
          headers: jsonHeaders,
          body: text(`{${JSON.stringify(key)}:"${"A".repeat(e.bodyLimit + Math.min(extra, e.bodyLimit))}"}`),
        }));
    case "gzip-bomb":
      return fc.constantFrom("bomb", "corrupt", "deflate-as-gzip", "br").map((variant) => {
        const bomb = gzipBomb();
        if (variant === "bomb") return { kind, headers: { ...jsonHeaders, "content-encoding": "gzip" }, body: bomb };
        if (variant === "corrupt") return { kind, headers: { ...jsonHeaders, "content-encoding": "gzip" }, body: Buffer.concat([bomb.subarray(0, 10), text("junk")]) };
        if (variant === "deflate-as-gzip") return { kind, headers: { ...jsonHeaders, "content-encoding": "deflate" }, body: text("{}") };
        return { kind, headers: { ...jsonHeaders, "content-encoding": "br, x-unknown" }, body: text("{}") };
      });
    case "content-type":
      return fc
        .tuple(fc.constantFrom(...contentTypes), fieldsBody(e.bodyKeys), fc.boolean())
        .map(([type, b, asForm]) => ({
          kind,
          headers: type ? { "content-type": type } : ({} as Record<string, string>),
          body: text(asForm ? new URLSearchParams(Object.entries(b).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : String(JSON.stringify(v))])).toString() : JSON.stringify(b)),
        }));
    case "malformed-json":
      return fc
        .oneof(
          fc.constantFrom('{"broken": ', "{", "}", "[", '{"a":1,}', "{'a':1}", '{"a":"\\u12"}', '{"a":1}{"b":2}', "\u0000", "﻿{}"),
          fc.tuple(fc.constantFrom(...(e.bodyKeys.length ? e.bodyKeys : ["x"])), fc.constantFrom(...rawJsonOddities)).map(([k, v]) => `{"${k}": ${v}}`),
          fc.string({ unit: "binary", maxLength: 200 }).map((s) => `{${s}`),
        )
        .map((s) => ({ kind, headers: jsonHeaders, body: text(s) }));
    case "junk-query":
      return junkQuery(e.queryKeys).map((q) => ({ kind, path: `${fillParams(e.path, sampleParam)}?${q}` }));
    case "junk-params":
      return paramValue.map((v) => ({ kind, path: fillParams(e.path, () => v) }));
    case "junk-headers":
      return fc
        .tuple(hostileHeaders, fieldsBody(e.bodyKeys))
        .map(([headers, b]) => ({ kind, headers: { ...jsonHeaders, ...headers }, body: text(JSON.stringify(b)) }));
    case "edge-valid":
      return fc
        .record({
          body: edgeRecord(e.edge.body),
          query: edgeRecord(e.edge.query, fc.string({ maxLength: 60 })),
          params: edgeRecord(e.edge.params, fc.string({ maxLength: 60 })),
        })
        .map(({ body, query, params }) => {
          const q = Object.entries(query).map(([k, v]) => `${k}=${enc(String(v))}`).join("&");
          const path = fillParams(e.path, (name) => (params[name] === undefined ? sampleParam(name) : enc(String(params[name]))));
          return { kind, path: q ? `${path}?${q}` : path, headers: jsonHeaders, body: text(JSON.stringify(body)) };
        });
    case "unknown-path":
      return fc
        .tuple(fc.constantFrom(...ALL_ROUTES.map((r) => r.path), `${e.path}/extra`, `${e.path}/..`, `${e.path}%2F..%2F..`, `${e.path}//`), fc.constantFrom(...METHODS))
        .map(([p, method]) => ({ kind, method, path: fillParams(p, sampleParam), headers: jsonHeaders, body: text("{}") }));
  }
}

const kindsFor = (e: Endpoint) => JUNK_KINDS.filter((k) => k !== "junk-params" || e.paramKeys.length > 0);

const callerArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Caller>("user") },
  { weight: 5, arbitrary: fc.constant<Caller>("admin") },
  { weight: 3, arbitrary: fc.constant<Caller>("anonymous") },
  { weight: 4, arbitrary: fc.constantFrom<Caller>("garbage", "forged", "expired", "crossed", "revoked", "alg-none") },
);

/** One hostile request for one endpoint of the table (each endpoint gets the same share of the run). */
export function hostileRequest(endpoints: Endpoint[], users: number, ips: number): fc.Arbitrary<HostileRequest> {
  return fc
    .constantFrom(...endpoints)
    .chain((e) =>
      fc.record({
        e: fc.constant(e),
        draft: fc.constantFrom(...kindsFor(e)).chain((kind) => draftFor(e, kind)),
        caller: callerArb,
        userIndex: fc.nat({ max: users - 1 }),
        bearer: fc.boolean(),
        ipIndex: fc.nat({ max: ips - 1 }),
      }),
    )
    .map(({ e, draft, caller, userIndex, bearer, ipIndex }) => ({
      endpoint: e.key,
      kind: draft.kind,
      caller,
      userIndex,
      bearer,
      ipIndex,
      method: draft.method ?? e.method,
      path: `/api/v1${draft.path ?? fillParams(e.path, sampleParam)}`,
      headers: draft.headers ?? {},
      ...(draft.body && { body: draft.body }),
    }));
}

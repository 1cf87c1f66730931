import { messages } from "@arena/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../src/http/routes/index.js";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Inbox;
let playerToken: string;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
  playerToken = (await signUpVerified(t, inbox)).token;
});
afterAll(async () => {
  await close?.();
});

/** Every route that takes a JSON body, with the token its access level needs. */
const bodyRoutes = () =>
  apiRoutes(t.platform.ctx)
    .filter((r) => r.body && r.method !== "get" && r.path !== "/payments/webhook")
    .map((r) => ({ r, path: `/api/v1${r.path.replace(/:(\w+)/g, "x")}`, token: r.auth === "admin" ? adminToken : playerToken }));

const isEnvelope = (b: unknown) =>
  typeof b === "object" && b !== null && typeof (b as { responseCode?: unknown }).responseCode === "number" && typeof (b as { responseMessage?: unknown }).responseMessage === "string";

describe("bad input on every endpoint (enumerated from the router)", () => {
  it("answers malformed JSON with 400 in the envelope", async () => {
    for (const { r, path, token } of bodyRoutes()) {
      const res = await t.api(path, { method: r.method.toUpperCase(), json: '{"broken": ', token });
      expect({ path, status: res.status, message: res.body.responseMessage }).toEqual({ path, status: 400, message: "Malformed JSON body." });
    }
  });

  it("answers wrong types and over-long strings with 400 and a field message, never a 500", async () => {
    const hostile: unknown[] = [{}, { a: 1 }, 42, "text", null];
    for (const { r, path, token } of bodyRoutes()) {
      const shape = (r.body as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const keys = Object.keys(shape);
      const bodies = [
        Object.fromEntries(keys.map((k) => [k, { nested: [1, 2] }])),
        Object.fromEntries(keys.map((k) => [k, "x".repeat(5_000)])),
        Object.fromEntries(keys.map((k) => [k, Number.MAX_SAFE_INTEGER * 1024])),
      ];
      for (const body of bodies) {
        const res = await t.api(path, { method: r.method.toUpperCase(), json: body, token });
        expect({ path, ok: res.status < 500, envelope: isEnvelope(res.body) }).toEqual({ path, ok: true, envelope: true });
        if (keys.length) {
          expect({ path, status: res.status }).toEqual({ path, status: 400 });
          expect(res.body.result.errors).toBeTypeOf("object");
        }
      }
      for (const body of hostile) {
        const res = await t.api(path, { method: r.method.toUpperCase(), json: body, token });
        expect({ path, ok: res.status < 500, envelope: isEnvelope(res.body) }).toEqual({ path, ok: true, envelope: true });
      }
    }
  });

  it("answers repeated or odd query parameters without a 500", async () => {
    for (const r of apiRoutes(t.platform.ctx).filter((x) => x.method === "get" && x.query)) {
      const shape = (r.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const qs = Object.keys(shape).flatMap((k) => [`${k}=1`, `${k}=%00%FF`, `${k}[]=x`]).join("&");
      const path = `/api/v1${r.path.replace(/:(\w+)/g, "x")}?${qs}`;
      const res = await t.api(path, { token: r.auth === "admin" ? adminToken : playerToken });
      expect({ path, ok: res.status < 500 }).toEqual({ path, ok: true });
    }
  });
});

// Found by the REST fuzz (fuzz-rest.test.ts): both passed validation and failed in the database with a 500.
describe("input the database cannot hold", () => {
  it("answers a NUL character in any body or query field with 400 and a field message", async () => {
    const body = await t.api("/api/v1/admin/getreferral", { method: "POST", json: { country: "IN\u0000", state: "x" } });
    expect({ status: body.status, errors: body.body.result.errors }).toEqual({ status: 400, errors: { country: messages.nulCharacter } });
    const nested = await t.api("/api/v1/contact/contactUs", { method: "POST", json: { extra: { ["k\u0000"]: 1 } } });
    expect(nested.status).toBe(400);
    expect(nested.body.result.errors["extra.k\u0000"]).toBe(messages.nulCharacter);
    const query = await t.api("/api/v1/user/transactionHistory?search=%00", { token: playerToken });
    expect({ status: query.status, errors: query.body.result.errors }).toEqual({ status: 400, errors: { search: messages.nulCharacter } });
  });

  it("takes only ISO 8601 dates in the transaction filter (Date.parse reads 'Abcdef#123456' as the year 123456)", async () => {
    for (const path of ["/api/v1/user/transactionHistory", "/api/v1/user/transactionExport"]) {
      for (const date of ["Abcdef%23123456", "100", "-1", "0000-01-01"]) {
        const res = await t.api(`${path}?fromDate=${date}&toDate=${date}`, { token: playerToken });
        expect({ path, date, status: res.status, errors: res.body.result?.errors }).toEqual({
          path,
          date,
          status: 400,
          errors: { fromDate: "Please enter a valid date.", toDate: "Please enter a valid date." },
        });
      }
    }
    const day = await t.api("/api/v1/user/transactionHistory?fromDate=2024-01-01&toDate=2024-01-01T23:59:59.999Z", { token: playerToken });
    expect(day.status).toBe(200);
  });
});

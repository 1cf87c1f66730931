import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEVICE_HEADER, DEVICE_ID_RE } from "@arena/contracts";
import { DEVICE_KEY, loadOrCreateDeviceId, newDeviceId } from "./device";

/** A Storage over a Map, as the browser's local storage behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("newDeviceId", () => {
  it("is a UUID the server accepts", () => {
    for (let i = 0; i < 20; i += 1) expect(newDeviceId()).toMatch(DEVICE_ID_RE);
    expect(newDeviceId()).not.toBe(newDeviceId());
  });

  it("is 32 hex characters where randomUUID is missing (a page that is not secure)", () => {
    const id = newDeviceId({ getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes) });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(DEVICE_ID_RE);
  });
});

describe("loadOrCreateDeviceId", () => {
  it("makes an id once and keeps it in storage", () => {
    const storage = memoryStorage();
    const make = vi.fn(() => "0b6f2c1e-5a0d-4f3e-9c7a-1d2e3f4a5b6c");
    const first = loadOrCreateDeviceId(storage, make);
    expect(storage.items.get(DEVICE_KEY)).toBe(first);
    expect(loadOrCreateDeviceId(storage, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("replaces a stored value the server would ignore", () => {
    const storage = memoryStorage({ [DEVICE_KEY]: "not an id!" });
    const id = loadOrCreateDeviceId(storage);
    expect(id).toMatch(DEVICE_ID_RE);
    expect(storage.items.get(DEVICE_KEY)).toBe(id);
  });

  it("still gives an id when storage throws or is missing", () => {
    expect(loadOrCreateDeviceId(throwing)).toMatch(DEVICE_ID_RE);
    expect(loadOrCreateDeviceId(null)).toMatch(DEVICE_ID_RE);
  });
});

describe("every REST call", () => {
  const calls: { path: string; headers: Record<string, string> }[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push({ path, headers: init.headers as Record<string, string> });
        return new Response(JSON.stringify({ responseCode: 200, responseMessage: "ok", result: {} }), {
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("carries the same device id, from local storage, signed in or not", async () => {
    const storage = memoryStorage({ token: "session-token" });
    vi.stubGlobal("window", { localStorage: storage });
    const { request, requestFile } = await import("./api");
    await request("/api/v1/user/view-profile");
    await request("/api/v1/user/logout", { method: "POST", body: {} });
    storage.removeItem("token");
    await request("/api/v1/user/login", { method: "POST", body: {} });
    await requestFile("/api/v1/user/transactionExport?x=1");

    const id = storage.items.get(DEVICE_KEY);
    expect(id).toMatch(DEVICE_ID_RE);
    expect(calls.map((call) => call.headers[DEVICE_HEADER])).toEqual([id, id, id, id]);
    expect(calls.map((call) => call.headers.token)).toEqual(["session-token", "session-token", undefined, undefined]);
  });

  it("survives logging out and a dropped session: it names the browser, not the account", async () => {
    const storage = memoryStorage({ token: "session-token", ADMIN: "true", userName: "asha" });
    vi.stubGlobal("window", { localStorage: storage, sessionStorage: memoryStorage(), location: { assign: vi.fn() } });
    const { request } = await import("./api");
    const { logout, dropSessionAtom } = await import("../platform/session");
    const { createStore } = await import("jotai");
    await request("/api/v1/user/view-profile");
    const id = storage.items.get(DEVICE_KEY);

    await logout();
    expect(storage.items.has("token")).toBe(false);
    storage.setItem("userName", "asha");
    createStore().set(dropSessionAtom);
    expect(storage.items.has("userName")).toBe(false);

    await request("/api/v1/user/login", { method: "POST", body: {} });
    expect(storage.items.get(DEVICE_KEY)).toBe(id);
    expect(calls.map((call) => [call.path, call.headers[DEVICE_HEADER]])).toEqual([
      ["/api/v1/user/view-profile", id],
      ["/api/v1/user/logout", id],
      ["/api/v1/user/login", id],
    ]);
  });

  it("keeps one id for the visit when local storage is blocked", async () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    const { request } = await import("./api");
    await request("/api/v1/health");
    await request("/api/v1/health");
    const [first, second] = calls.map((call) => call.headers[DEVICE_HEADER]);
    expect(first).toMatch(DEVICE_ID_RE);
    expect(second).toBe(first);
  });
});

import { DEVICE_ID_RE } from "@arena/contracts";

/**
 * The browser's own random id (contracts' DEVICE_HEADER): made once, kept in local storage and sent with every REST
 * call, so the server can tell that several accounts signed in from one browser (a fraud signal, a lead for an admin).
 * It names the browser, not the account: logging out keeps it (session.ts clears only ACCOUNT_KEYS). A browser whose
 * storage is off gets an id for this visit only.
 */
export const DEVICE_KEY = "deviceId";

type IdStorage = Pick<Storage, "getItem" | "setItem">;
type RandomSource = Pick<Crypto, "getRandomValues"> & { randomUUID?: () => string };

/**
 * A new id: a UUID (36 characters of hex and "-", which DEVICE_ID_RE accepts). randomUUID exists only on secure
 * pages (HTTPS or localhost); elsewhere (a LAN address in development) 16 random bytes in hex do the same job.
 */
export function newDeviceId(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The stored id, or a new one stored; storage that throws (disabled, full) leaves the new id unsaved. */
export function loadOrCreateDeviceId(storage: IdStorage | null, make: () => string = newDeviceId): string {
  try {
    const stored = storage?.getItem(DEVICE_KEY);
    if (stored && DEVICE_ID_RE.test(stored)) return stored;
  } catch {
    // Unreadable storage: a new id for this visit.
  }
  const id = make();
  try {
    storage?.setItem(DEVICE_KEY, id);
  } catch {
    // Not saved: the id lives in memory until the page is closed.
  }
  return id;
}

function browserStorage(): IdStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws where storage is blocked.
    return null;
  }
}

let current: string | undefined;

/** This browser's id, read or made on first use and then kept in memory for the page's life. */
export function deviceId(): string {
  current ??= loadOrCreateDeviceId(browserStorage());
  return current;
}

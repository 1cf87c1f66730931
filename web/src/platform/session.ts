import { atom } from "jotai";
import { API, request } from "../lib/api";
import {
  ACCOUNT_KEYS,
  STORAGE,
  clearSessionStorage,
  readLocal,
  removeLocal,
  removeSession,
  writeLocal,
} from "../lib/storage";

/** Logged in = a session token exists in localStorage (spec 4, "Session"). */
export const sessionTokenAtom = atom<string | null>(readLocal(STORAGE.token));
export const isLoggedInAtom = atom((get) => Boolean(get(sessionTokenAtom)));

const storedAdminFlag = () => {
  const value = readLocal(STORAGE.adminFlag);
  return value !== null && value !== "false";
};
/** The local admin flag: switches the side menu to the admin list. */
export const adminModeAtom = atom<boolean>(storedAdminFlag());

/** Stores the token where the spec keeps it (localStorage and sessionStorage); used by the sign-in flows. */
export const startSessionAtom = atom(null, (_get, set, token: string) => {
  writeLocal(STORAGE.token, token);
  try {
    window.sessionStorage.setItem(STORAGE.token, token);
  } catch {
    // sessionStorage unavailable: localStorage is the source of truth.
  }
  set(sessionTokenAtom, token);
});

export const enterAdminModeAtom = atom(null, (_get, set) => {
  writeLocal(STORAGE.adminFlag, "true");
  set(adminModeAtom, true);
});

export const leaveAdminModeAtom = atom(null, (get, set) => {
  if (!get(adminModeAtom) && readLocal(STORAGE.adminFlag) === null) return;
  removeLocal(STORAGE.adminFlag);
  set(adminModeAtom, false);
});

/** What logout removes (spec): token, admin flag, referral code and the wallet-connect flag. */
function clearLogoutData(): void {
  removeLocal(STORAGE.token, STORAGE.adminFlag, STORAGE.referralCode, STORAGE.walletConnected);
  removeSession(STORAGE.token);
}

/** Tells the server to revoke this session; a failure (or no answer within 4 s) is ignored. */
async function revokeServerSession(): Promise<void> {
  if (!readLocal(STORAGE.token)) return;
  const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(4_000) : undefined;
  await request(API.logout, { method: "POST", signal });
}

/** Logout: revokes the session on the server, clears the session data and reloads the home page. */
export async function logout(): Promise<void> {
  await revokeServerSession();
  clearLogoutData();
  window.location.assign("/");
}

/** Logout without a reload, so a toast shown just before it stays visible (idle timeout). */
export const signOutAtom = atom(null, (_get, set) => {
  // The request reads the token before the data below is cleared; its answer is not awaited.
  void revokeServerSession();
  clearLogoutData();
  set(sessionTokenAtom, null);
  set(adminModeAtom, false);
});

/** A failed profile call: all session and account data goes, silently (preferences stay). */
export const dropSessionAtom = atom(null, (_get, set) => {
  removeLocal(...ACCOUNT_KEYS);
  clearSessionStorage();
  set(sessionTokenAtom, null);
  set(adminModeAtom, false);
});

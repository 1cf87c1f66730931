/**
 * Browser storage keys of the spec (section 3), in one place. Reads and writes never throw: storage can be
 * disabled (private mode, embedded frames) and the shell must still render.
 */
export const STORAGE = {
  token: "token",
  adminFlag: "ADMIN",
  referralCode: "referralCode",
  walletConnected: "ConnectWallet",
  musicVolume: "vol",
  soundVolume: "sound",
  language: "lang",
  /** The email an OTP was last sent to (sign-up, unverified login, forgot password). */
  otpEmail: "otpEmail",
  /** Which coins the site shows and plays with: COIN (real) or FREE (freeplay, play money). A preference. */
  walletMode: "walletMode",
} as const;

/** sessionStorage: the user id the referral-code modal was last offered to in this tab. */
export const REFERRAL_PROMPT_KEY = "referralPrompt";

/** Everything the spec lists as session or account data; preferences (vol, sound, lang, walletMode) are kept. */
export const ACCOUNT_KEYS = [
  STORAGE.token,
  STORAGE.adminFlag,
  STORAGE.referralCode,
  STORAGE.walletConnected,
  "userID",
  "profilePic",
  "fullName",
  "userName",
  "userBalance",
  "gameMode",
  "botGameSession",
  "user",
  "winners",
  "playerLeft",
] as const;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this visit.
  }
}

export function removeLocal(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function removeSession(...keys: string[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only for this page.
  }
}

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing stored, nothing to remove.
  }
}

import { messages, type Envelope } from "@arena/contracts";
import { STORAGE, readLocal } from "./storage";

export const API = {
  profile: "/api/v1/user/view-profile",
  wallet: "/api/v1/user/view-wallet",
  contactUs: "/api/v1/contact/contactUs",
  staticContent: (slug: string, lang: string) =>
    `/api/v1/statics/content/${encodeURIComponent(slug)}?lang=${encodeURIComponent(lang)}`,
  faq: (lang: string) => `/api/v1/statics/faq?lang=${encodeURIComponent(lang)}`,
  // Accounts (docs/accounts-api.md)
  signup: "/api/v1/user/signup",
  login: "/api/v1/user/login",
  logout: "/api/v1/user/logout",
  verifyOtp: "/api/v1/user/verify-otp",
  resendOtp: "/api/v1/user/resendOTP",
  forgotPassword: "/api/v1/user/forgot-password",
  resetPassword: "/api/v1/user/reset-password",
  username: (userName: string) => `/api/v1/user/getUsername?userName=${encodeURIComponent(userName)}`,
  editProfile: "/api/v1/user/editProfile",
  addReferralCode: "/api/v1/user/addReffferalCode",
  ipInfo: "/api/v1/admin/getipinfo",
  defaultReferral: "/api/v1/admin/getreferral",
  socialProviders: "/api/v1/user/social/providers",
  socialStart: (provider: string, query: string) =>
    `/api/v1/user/social/${encodeURIComponent(provider)}/start${query ? `?${query}` : ""}`,
  socialLogin: "/api/v1/user/socialLogin",
  walletNonce: "/api/v1/user/wallet/nonce",
  connectWallet: "/api/v1/user/connectWallet",
  // Admin
  listUsers: (page: number, search: string) =>
    `/api/v1/admin/listUsers?page=${page}&limit=10&search=${encodeURIComponent(search)}`,
  blockUser: "/api/v1/admin/blockUser",
  unblockUser: "/api/v1/admin/unblockUser",
  // Developer tools
  devMailbox: (to: string) => `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
} as const;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Gives up (as a network failure) when aborted, e.g. by AbortSignal.timeout(). */
  signal?: AbortSignal;
}

/**
 * Calls the platform API with the session token in the `token` header and always resolves to the envelope:
 * a network failure or a non-JSON answer becomes an envelope carrying the spec's generic message.
 */
export async function request<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<Envelope<T | null>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readLocal(STORAGE.token);
  if (token) headers.token = token;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, { method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { responseCode: 0, responseMessage: messages.somethingWentWrong, result: null };
  }
  try {
    const envelope = (await response.json()) as Envelope<T>;
    if (typeof envelope?.responseCode === "number") return envelope;
  } catch {
    // Fall through: the answer was not an envelope (e.g. a proxy error page).
  }
  return { responseCode: response.status, responseMessage: messages.somethingWentWrong, result: null };
}

/** Thrown by the swr fetcher when the envelope is not a success. */
export class ApiError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.responseMessage);
    this.name = "ApiError";
  }
  get responseCode(): number {
    return this.envelope.responseCode;
  }
}

/** swr fetcher: the key is the path; resolves to `result` of a 200 envelope. */
export async function fetchResult<T>(path: string): Promise<T> {
  const envelope = await request<T>(path);
  if (envelope.responseCode !== 200 || envelope.result === null) throw new ApiError(envelope);
  return envelope.result;
}

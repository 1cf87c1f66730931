import { DEVICE_HEADER, messages, type Envelope, type WalletCurrency } from "@arena/contracts";
import { deviceId } from "./device";
import { STORAGE, readLocal } from "./storage";

export const API = {
  profile: "/api/v1/user/view-profile",
  wallet: (currency: WalletCurrency) => `/api/v1/user/view-wallet?currency=${currency}`,
  contactUs: "/api/v1/contact/contactUs",
  staticContent: (slug: string, lang: string) =>
    `/api/v1/statics/content/${encodeURIComponent(slug)}?lang=${encodeURIComponent(lang)}`,
  faq: (lang: string) => `/api/v1/statics/faq?lang=${encodeURIComponent(lang)}`,
  /** The support chatbot (spec: POST chatbotResponse; no session needed). */
  chatbotResponse: "/api/v1/chatbotResponse",
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
  // Coin wallet (game-server/src/http/routes/coins.ts); `query` is a ready query string.
  minimums: "/api/v1/user/getMinimumDeposite",
  deposit: "/api/v1/user/deposit",
  withdraw: "/api/v1/user/withdraw",
  verifyWithdraw: "/api/v1/user/verifyWithdrawRequest",
  transactionHistory: (query: string) => `/api/v1/user/transactionHistory?${query}`,
  viewTransaction: (id: string) => `/api/v1/user/viewTransactons?_id=${encodeURIComponent(id)}`,
  transactionExport: (query: string) => `/api/v1/user/transactionExport?${query}`,
  limits: "/api/v1/user/limits",
  // Ludo
  ludoInterrupted: "/api/v1/ludo/interrupted",
  ludoInterruptedAck: "/api/v1/ludo/interrupted/ack",
  // Admin
  listUsers: (page: number, search: string) =>
    `/api/v1/admin/listUsers?page=${page}&limit=10&search=${encodeURIComponent(search)}`,
  blockUser: "/api/v1/admin/blockUser",
  unblockUser: "/api/v1/admin/unblockUser",
  withdrawList: (query: string) => `/api/v1/admin/withdrawList?${query}`,
  approveWithdraw: "/api/v1/admin/approveWithdraw",
  rejectWithdraw: "/api/v1/admin/rejectWithdraw",
  reconcileLedger: "/api/v1/admin/ledger/reconcile",
  // The admin area (issue 17); `query` is a ready query string.
  adminAudit: (query: string) => `/api/v1/admin/audit?${query}`,
  monitorPass: "/api/v1/admin/monitor-pass",
  contactInbox: (query: string) => `/api/v1/admin/contact?${query}`,
  contactReply: (id: string) => `/api/v1/admin/contact/${encodeURIComponent(id)}/reply`,
  contactStatus: (id: string) => `/api/v1/admin/contact/${encodeURIComponent(id)}/status`,
  adminDashboard: (days: number) => `/api/v1/admin/dashboard?days=${days}`,
  adminJurisdictions: "/api/v1/admin/jurisdictions",
  adminJurisdiction: (code: string) => `/api/v1/admin/jurisdictions/${encodeURIComponent(code)}`,
  // Fraud signals (/fraud-management): the list (`query` ready), Look now, and each signal's review, hold and block.
  adminFraud: (query: string) => `/api/v1/admin/fraud?${query}`,
  adminFraudRun: "/api/v1/admin/fraud/run",
  adminFraudReview: (id: string) => `/api/v1/admin/fraud/${encodeURIComponent(id)}/review`,
  adminFraudHold: (id: string) => `/api/v1/admin/fraud/${encodeURIComponent(id)}/hold`,
  adminFraudBlock: (id: string) => `/api/v1/admin/fraud/${encodeURIComponent(id)}/block`,
  // What is offered where the caller is (no login needed).
  jurisdiction: "/api/v1/user/jurisdiction",
  // Content editing, FAQs and game-play reminders (issue 17)
  adminStatics: "/api/v1/admin/static",
  adminStatic: (slug: string, lang: string) => `/api/v1/admin/static/${encodeURIComponent(slug)}/${encodeURIComponent(lang)}`,
  adminStaticRevert: (slug: string, lang: string) => `/api/v1/admin/static/${encodeURIComponent(slug)}/${encodeURIComponent(lang)}/revert`,
  adminFaqs: (lang?: string) => `/api/v1/admin/faq${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`,
  adminFaq: (id: string) => `/api/v1/admin/faq/${encodeURIComponent(id)}`,
  adminReminders: "/api/v1/admin/reminders",
  adminReminder: (id: string) => `/api/v1/admin/reminders/${encodeURIComponent(id)}`,
  /** The reminder form's player search: a few matches by name, email or id. */
  findPlayers: (search: string) => `/api/v1/admin/listUsers?page=1&limit=8&search=${encodeURIComponent(search)}`,
  // The player's notifications (the top bar's bell) and settings kept on the server
  notifications: "/api/v1/user/notifications",
  notificationsRead: "/api/v1/user/notifications/read",
  preferences: "/api/v1/user/preferences",
  // Developer tools
  devMailbox: (to: string) => `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
} as const;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Gives up (as a network failure) when aborted, e.g. by AbortSignal.timeout(). */
  signal?: AbortSignal;
}

/** What every REST call carries: the session token (when signed in) and the browser's device id (lib/device.ts). */
function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [DEVICE_HEADER]: deviceId() };
  const token = readLocal(STORAGE.token);
  if (token) headers.token = token;
  return headers;
}

/**
 * Calls the platform API with the session token in the `token` header and always resolves to the envelope:
 * a network failure or a non-JSON answer becomes an envelope carrying the spec's generic message.
 */
export async function request<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<Envelope<T | null>> {
  const headers: Record<string, string> = { Accept: "application/json", ...sessionHeaders() };
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

/** swr keys of the wallet balance, in either currency (for a refetch after a deposit or withdrawal). */
export const isWalletKey = (key: unknown): boolean => typeof key === "string" && key.startsWith("/api/v1/user/view-wallet");

/** The file name of a `Content-Disposition: attachment` header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

export type FileAnswer = { ok: true; blob: Blob; filename: string | null } | { ok: false; envelope: Envelope<null> };

/** GETs a file with the token header; a failure resolves to the error envelope (or the generic message). */
export async function requestFile(path: string): Promise<FileAnswer> {
  const headers = sessionHeaders();
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    return { ok: false, envelope: { responseCode: 0, responseMessage: messages.somethingWentWrong, result: null } };
  }
  const type = response.headers.get("Content-Type") ?? "";
  if (response.ok && !type.includes("application/json")) {
    return { ok: true, blob: await response.blob(), filename: filenameFromDisposition(response.headers.get("Content-Disposition")) };
  }
  try {
    const envelope = (await response.json()) as Envelope<null>;
    if (typeof envelope?.responseCode === "number") return { ok: false, envelope };
  } catch {
    // Not an envelope: the generic message below.
  }
  return { ok: false, envelope: { responseCode: response.status, responseMessage: messages.somethingWentWrong, result: null } };
}

/** Saves a downloaded file under its name through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

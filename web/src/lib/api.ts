import { messages, type Envelope } from "@arena/contracts";
import { STORAGE, readLocal } from "./storage";

export const API = {
  profile: "/api/v1/user/view-profile",
  wallet: "/api/v1/user/view-wallet",
  contactUs: "/api/v1/contact/contactUs",
  staticContent: (slug: string, lang: string) =>
    `/api/v1/statics/content/${encodeURIComponent(slug)}?lang=${encodeURIComponent(lang)}`,
  faq: (lang: string) => `/api/v1/statics/faq?lang=${encodeURIComponent(lang)}`,
} as const;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
}

/**
 * Calls the platform API with the session token in the `token` header and always resolves to the envelope:
 * a network failure or a non-JSON answer becomes an envelope carrying the spec's generic message.
 */
export async function request<T>(path: string, { method = "GET", body }: RequestOptions = {}): Promise<Envelope<T | null>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readLocal(STORAGE.token);
  if (token) headers.token = token;
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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

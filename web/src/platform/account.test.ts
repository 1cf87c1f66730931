import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { sessionEnded } from "./account";

const failure = (responseCode: number) => new ApiError({ responseCode, responseMessage: "x", result: null });

describe("when a failed profile call ends the session", () => {
  it("ends it when the server says the session or account is over", () => {
    for (const code of [401, 403, 404]) expect(sessionEnded(failure(code)), String(code)).toBe(true);
  });

  it("keeps it when the call merely failed: no network or a navigation cut it short (0), a server error, a rate limit", () => {
    for (const code of [0, 429, 500, 502, 503]) expect(sessionEnded(failure(code)), String(code)).toBe(false);
    expect(sessionEnded(new TypeError("Failed to fetch"))).toBe(false);
  });
});

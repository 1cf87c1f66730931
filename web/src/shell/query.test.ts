import { describe, expect, it } from "vitest";
import { readQuery } from "./query";

describe("readQuery", () => {
  it.each([
    ["", { kind: "none" }],
    ["?", { kind: "none" }],
    ["?login", { kind: "login" }],
    ["?login=", { kind: "login" }],
    ["?spin", { kind: "spin" }],
    ["?AB12CD", { kind: "referral", code: "AB12CD" }],
    ["AB12CD", { kind: "referral", code: "AB12CD" }],
    ["?ref=XY9876", { kind: "referral", code: "XY9876" }],
    ["?ref=XY9876&utm_source=tg", { kind: "referral", code: "XY9876" }],
    ["?ABC12345", { kind: "referral", code: "ABC12345" }],
    // Sign-up takes 6 to 8 letters or digits: anything else would only block a wallet or social sign-in later.
    ["?NOPE9", { kind: "none" }],
    ["?ABCDEFGHI", { kind: "none" }],
    ["?code-with_dash", { kind: "none" }],
  ] as const)("%s → %o", (search, intent) => {
    expect(readQuery(search)).toEqual(intent);
  });

  it("ignores the query parameters pages use", () => {
    expect(readQuery("?roomName=room_ab12&uid=7&started=true")).toEqual({ kind: "none" });
    expect(readQuery("?room=room_ab12")).toEqual({ kind: "none" });
    expect(readQuery("?started=false")).toEqual({ kind: "none" });
    expect(readQuery("?showModal=true")).toEqual({ kind: "none" });
  });

  it("prefers login and spin over a referral code", () => {
    expect(readQuery("?login&ref=AB12CD")).toEqual({ kind: "login" });
    expect(readQuery("?spin&AB12CD")).toEqual({ kind: "spin" });
  });

  it("reads the return from a social sign-in, never as a referral code", () => {
    expect(readQuery("?social=tk_abc123")).toEqual({ kind: "social", ticket: "tk_abc123" });
    expect(readQuery("?social=a%2Bb")).toEqual({ kind: "social", ticket: "a+b" });
    expect(readQuery("?social=")).toEqual({ kind: "none" });
    expect(readQuery("?socialError=Sign-in%20was%20cancelled.")).toEqual({
      kind: "socialError",
      message: "Sign-in was cancelled.",
    });
  });

  it("does not store junk as a referral code", () => {
    expect(readQuery("?ref=")).toEqual({ kind: "none" });
    expect(readQuery("?<script>")).toEqual({ kind: "none" });
    expect(readQuery("?AB12&CD34")).toEqual({ kind: "none" });
    expect(readQuery("?%E0%A4%A")).toEqual({ kind: "none" });
  });
});

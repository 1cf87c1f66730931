import { describe, expect, it } from "vitest";
import { isWalletAddress, shortAddress, siweMessage } from "./siwe";

const LOWER = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";
const CHECKSUMMED = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

describe("siweMessage", () => {
  it("writes the EIP-4361 text with a checksummed address", () => {
    const text = siweMessage({
      domain: "coinarena.games",
      address: LOWER,
      uri: "https://coinarena.games",
      chainId: 56,
      nonce: "n0nce123",
      issuedAt: new Date("2026-11-22T10:00:00.000Z"),
    });
    expect(text).toBe(
      "coinarena.games wants you to sign in with your Ethereum account:\n" +
        `${CHECKSUMMED}\n\nSign in to Coin Arena.\n\nURI: https://coinarena.games\nVersion: 1\n` +
        "Chain ID: 56\nNonce: n0nce123\nIssued At: 2026-11-22T10:00:00.000Z",
    );
  });
});

describe("wallet address helpers", () => {
  it("shortens to the first 6 and last 4 characters", () => {
    expect(shortAddress(CHECKSUMMED)).toBe("0xfB69…d359");
    expect(shortAddress("0x1234")).toBe("0x1234");
  });

  it("checks addresses by checksum conversion", () => {
    expect(isWalletAddress(LOWER)).toBe(true);
    expect(isWalletAddress(CHECKSUMMED)).toBe(true);
    expect(isWalletAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35")).toBe(false);
    expect(isWalletAddress("0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359")).toBe(false);
  });
});

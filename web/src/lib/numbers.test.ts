import { describe, expect, it } from "vitest";
import { formatNumber, formatTokenAmount, formatTokenAmountExact, parseQuantity } from "./numbers";

const ETHER = 10n ** 18n;

describe("formatNumber (spec: up to 8 decimals with thousands separators)", () => {
  it("keeps up to 8 decimals, drops trailing zeros and rounds the 9th", () => {
    expect(formatNumber(0.123456789)).toBe("0.12345679");
    expect(formatNumber(1.5)).toBe("1.5");
    expect(formatNumber(42)).toBe("42");
    expect(formatNumber(0.000000004)).toBe("0");
  });
  it("groups thousands in the player's language", () => {
    expect(formatNumber(1234567.25, "en")).toBe("1,234,567.25");
    expect(formatNumber(1234567.25, "pt")).toBe("1.234.567,25");
    expect(formatNumber(1234567.25, "es")).toBe("1.234.567,25");
  });
  it("never prints NaN, Infinity or a signed zero", () => {
    expect(formatNumber(Number.NaN)).toBe("0");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("0");
    expect(formatNumber(-0.000000001)).toBe("0");
    expect(formatNumber(-2.5)).toBe("-2.5");
  });
});

describe("formatTokenAmount (spec: token balances with 3 and 18 decimals)", () => {
  it("shows an 18-decimal amount with 3 decimals", () => {
    expect(formatTokenAmount(ETHER)).toBe("1.000");
    expect(formatTokenAmount(1_234_567_890_000_000_000n)).toBe("1.234");
    expect(formatTokenAmount(0n)).toBe("0.000");
    expect(formatTokenAmount(1n)).toBe("0.000");
  });
  it("cuts, never rounds up: a balance is never shown as more than it is", () => {
    expect(formatTokenAmount(ETHER - 1n)).toBe("0.999");
    expect(formatTokenAmount(1_999_900_000_000_000_000n)).toBe("1.999");
  });
  it("groups large amounts in the player's language, exactly (no float on the way)", () => {
    const big = 123_456_789n * ETHER + 500_000_000_000_000_000n;
    expect(formatTokenAmount(big, "en")).toBe("123,456,789.500");
    expect(formatTokenAmount(big, "pt")).toBe("123.456.789,500");
    expect(formatTokenAmount(10n ** 40n + 1n)).toBe("10,000,000,000,000,000,000,000.000");
  });
  it("gives all 18 decimals for the exact value", () => {
    expect(formatTokenAmountExact(ETHER + 1n)).toBe("1.000000000000000001");
    // es groups four-digit numbers or not depending on the CLDR data of the engine (1234 / 1.234).
    expect(formatTokenAmountExact(1234n * ETHER + 5n, "es")).toMatch(/^1\.?234,000000000000000005$/);
  });
  it("handles other token precisions (USDC's 6) and whole-unit display", () => {
    expect(formatTokenAmount(1_234_567n, "en", { decimals: 6 })).toBe("1.234");
    expect(formatTokenAmount(1_234_567n, "en", { decimals: 6, shown: 0 })).toBe("1");
    expect(formatTokenAmount(15n, "en", { decimals: 1, shown: 3 })).toBe("1.5");
  });
});

describe("parseQuantity", () => {
  it("reads a wallet's hex quantity and refuses anything else", () => {
    expect(parseQuantity("0x0")).toBe(0n);
    expect(parseQuantity("0xDE0B6B3A7640000")).toBe(ETHER);
    expect(parseQuantity("1000")).toBeNull();
    expect(parseQuantity("0x")).toBeNull();
    expect(parseQuantity(12)).toBeNull();
    expect(parseQuantity(null)).toBeNull();
  });
});

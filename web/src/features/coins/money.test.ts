import { describe, expect, it } from "vitest";
import { amountField } from "@arena/contracts";
import { formatCoins, formatDateTime, isCredit, normaliseAmount, signedAmount } from "./money";

describe("signedAmount", () => {
  it("adds coins for deposits, winnings, refunds and bonuses", () => {
    for (const type of ["DEPOSIT", "WINNING", "REFUND", "BONUS"] as const) {
      expect(isCredit(type)).toBe(true);
      expect(signedAmount({ transactionType: type, amount: 120.5 })).toBe("+120.50");
    }
  });
  it("takes coins away for withdrawals and entry fees, with a real minus sign", () => {
    expect(signedAmount({ transactionType: "WITHDRAW", amount: 20 })).toBe("\u221220.00");
    expect(signedAmount({ transactionType: "ENTRY_FEE", amount: 1 })).toBe("\u22121.00");
  });
  it("groups thousands in the player's language", () => {
    expect(formatCoins(1250.5, "en")).toBe("1,250.50");
    expect(formatCoins(1250.5, "pt")).toBe("1.250,50");
    expect(signedAmount({ transactionType: "BONUS", amount: 1000 }, "es")).toMatch(/^\+1\.?000,00$/);
  });
  it("never prints NaN", () => {
    expect(formatCoins(Number.NaN)).toBe("0.00");
  });
});

describe("normaliseAmount", () => {
  it("reads a decimal comma as a point and drops spaces", () => {
    expect(normaliseAmount("10,5")).toBe("10.5");
    expect(normaliseAmount(" 1 000 ")).toBe("1000");
    expect(amountField.parse(normaliseAmount("12,25"))).toBe(12.25);
  });
  it("leaves anything else for the schema to refuse", () => {
    expect(normaliseAmount("1,000.5")).toBe("1,000.5");
    expect(amountField.safeParse(normaliseAmount("1,000.5")).success).toBe(false);
    expect(amountField.safeParse(normaliseAmount("10.555")).success).toBe(false);
  });
});

describe("formatDateTime", () => {
  it("shows a dash for a missing or broken date", () => {
    expect(formatDateTime(null)).toBe("\u2014");
    expect(formatDateTime("not a date")).toBe("\u2014");
    expect(formatDateTime("2026-11-22T10:00:00.000Z")).toMatch(/2026/);
  });
});

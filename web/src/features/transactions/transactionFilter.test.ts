import { describe, expect, it } from "vitest";
import { transactionFilterSchema } from "@arena/contracts";
import { readQuery } from "../../shell/query";
import { apiQuery, hasFilter, readFilter, withoutEmpty, writeFilter } from "./transactionFilter";

describe("readFilter", () => {
  it("reads the filter and page from the address", () => {
    const params = new URLSearchParams("fromDate=2026-11-01&toDate=2026-11-22&search=dev&transactionType=DEPOSIT&transactionStatus=SUCCESS&page=3");
    expect(readFilter(params)).toEqual({
      filter: { fromDate: "2026-11-01", toDate: "2026-11-22", search: "dev", transactionType: "DEPOSIT", transactionStatus: "SUCCESS" },
      page: 3,
    });
  });
  it("drops what the contracts refuse and keeps the rest", () => {
    const params = new URLSearchParams("transactionType=LOTTERY&transactionStatus=PENDING&fromDate=yesterday&page=-2");
    expect(readFilter(params)).toEqual({ filter: { transactionStatus: "PENDING" }, page: 1 });
  });
  it("treats an empty address as no filter on page 1", () => {
    const { filter, page } = readFilter(new URLSearchParams(""));
    expect(page).toBe(1);
    expect(hasFilter(filter)).toBe(false);
  });
});

describe("writeFilter", () => {
  it("writes only the chosen fields, page 1 implied, and keeps other parameters", () => {
    const next = writeFilter(new URLSearchParams("_id=abc&search=old&page=4"), { transactionType: "WITHDRAW" }, 1);
    expect(next.toString()).toBe("_id=abc&transactionType=WITHDRAW");
    expect(writeFilter(new URLSearchParams(), {}, 2).toString()).toBe("page=2");
  });
  it("round-trips through the address", () => {
    const filter = { fromDate: "2026-01-01", search: "Withdrawal", transactionStatus: "REJECTED" as const };
    expect(readFilter(writeFilter(new URLSearchParams(), filter, 2))).toEqual({ filter, page: 2 });
  });
  it("is never taken for a referral code by the shell", () => {
    const query = `?${writeFilter(new URLSearchParams(), { search: "AB12CD" }, 1).toString()}`;
    expect(readQuery(query)).toEqual({ kind: "none" });
  });
});

describe("apiQuery", () => {
  it("sends the player's whole local days, the page and the currency, and passes the contracts' schema", () => {
    const query = new URLSearchParams(apiQuery({ fromDate: "2026-11-01", toDate: "2026-11-22", search: "x" }, "FREE", 2));
    expect(new Date(query.get("fromDate")!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.get("toDate")!).getTime()).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).getTime());
    expect(query.get("currency")).toBe("FREE");
    expect(query.get("page")).toBe("2");
    expect(transactionFilterSchema.safeParse(Object.fromEntries(query)).success).toBe(true);
  });
  it("leaves paging out for the export", () => {
    expect(apiQuery({}, "COIN")).toBe("currency=COIN");
  });
});

describe("withoutEmpty", () => {
  it("turns the form's 'any' choices into absent fields", () => {
    expect(withoutEmpty({ search: "  ", transactionType: "", transactionStatus: "FAILED", fromDate: undefined })).toEqual({
      transactionStatus: "FAILED",
    });
  });
});

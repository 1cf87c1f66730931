import { describe, expect, it } from "vitest";
import { filenameFromDisposition, isWalletKey } from "./api";

describe("filenameFromDisposition", () => {
  it("reads the server's attachment name", () => {
    expect(filenameFromDisposition('attachment; filename="transactions-2026-11-22.xlsx"')).toBe("transactions-2026-11-22.xlsx");
    expect(filenameFromDisposition("attachment; filename=report.xlsx")).toBe("report.xlsx");
  });
  it("prefers the encoded filename* form", () => {
    expect(filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''transa%C3%A7%C3%B5es.xlsx`)).toBe("transações.xlsx");
  });
  it("gives nothing without a name", () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition("attachment")).toBeNull();
  });
});

describe("isWalletKey", () => {
  it("matches the balance in either currency only", () => {
    expect(isWalletKey("/api/v1/user/view-wallet?currency=FREE")).toBe(true);
    expect(isWalletKey("/api/v1/user/view-profile")).toBe(false);
    expect(isWalletKey(["/api/v1/user/view-wallet"])).toBe(false);
  });
});

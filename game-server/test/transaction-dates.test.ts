import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Inbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

describe("a date-only filter covers the whole day", () => {
  it("finds today's deposit in history and in the export when both dates are today", async () => {
    const { token } = await signUpVerified(t, inbox);
    expect((await t.api("/api/v1/user/deposit", { method: "POST", json: { amount: 25 }, token })).status).toBe(200);
    // The filter's days are UTC days (docs/coins.md); a deposit made now is after today's 00:00.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

    const day = await t.api(`/api/v1/user/transactionHistory?fromDate=${today}&toDate=${today}`, { token });
    expect(day.status).toBe(200);
    expect(day.body.result.docs.map((d: { amount: number }) => d.amount)).toEqual([25]);
    const before = await t.api(`/api/v1/user/transactionHistory?fromDate=${yesterday}&toDate=${yesterday}`, { token });
    expect(before.body.result.total).toBe(0);

    const file = await fetch(`${t.url}/api/v1/user/transactionExport?fromDate=${today}&toDate=${today}`, { headers: { token } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Transactions")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe(25);
  });
});

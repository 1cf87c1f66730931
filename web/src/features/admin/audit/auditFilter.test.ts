import { adminAuditQuerySchema } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { auditApiQuery, auditFilterSchema, hasAuditFilter, readAuditFilter, writeAuditFilter } from "./auditFilter";

const ADMIN_ID = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";

describe("the audit log's address", () => {
  it("reads back what it wrote", () => {
    const filter = { action: "user.block" as const, targetId: "abc", adminId: ADMIN_ID, from: "2026-01-02", to: "2026-01-05" };
    const params = writeAuditFilter(filter, 3);
    expect(params.toString()).toBe(`action=user.block&targetId=abc&adminId=${ADMIN_ID}&from=2026-01-02&to=2026-01-05&page=3`);
    expect(readAuditFilter(params)).toEqual({ filter, page: 3 });
  });

  it("leaves page 1 and empty fields out", () => {
    expect(writeAuditFilter({}, 1).toString()).toBe("");
    expect(hasAuditFilter({})).toBe(false);
    expect(hasAuditFilter({ targetId: "x" })).toBe(true);
  });

  it("drops what a mistyped link gets wrong and keeps the rest", () => {
    const { filter, page } = readAuditFilter(new URLSearchParams("action=user.explode&targetId=abc&adminId=nope&page=-2"));
    expect(filter).toEqual({ targetId: "abc" });
    expect(page).toBe(1);
  });

  it("drops an end date before the start date", () => {
    expect(readAuditFilter(new URLSearchParams("from=2026-02-01&to=2026-01-01")).filter).toEqual({ from: "2026-02-01" });
  });
});

describe("the filter form's rules", () => {
  it("refuses an end before the start, under the end date", () => {
    const parsed = auditFilterSchema.safeParse({ from: "2026-02-01", to: "2026-01-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["to"], message: "adminArea.audit.datesOrder" });
  });

  it("takes the contracts' rule for an admin id", () => {
    const parsed = auditFilterSchema.safeParse({ adminId: "not-a-uuid" });
    expect(parsed.error?.issues[0]?.message).toBe("Unknown admin.");
  });
});

describe("the API query", () => {
  it("sends the page, the size and only what is set, which the API's own schema accepts", () => {
    const query = auditApiQuery({ action: "contact.reply", targetId: "m-1" }, 2);
    expect(query).toBe("page=2&limit=20&action=contact.reply&targetId=m-1");
    expect(adminAuditQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);
  });

  it("turns the days into the first and last moment of those days, which the API accepts", () => {
    const params = new URLSearchParams(auditApiQuery({ from: "2026-03-01", to: "2026-03-01" }, 1));
    const from = new Date(params.get("from")!);
    const to = new Date(params.get("to")!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([2026, 2, 1, 0, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([2026, 2, 1, 23, 59, 59]);
    expect(adminAuditQuerySchema.safeParse(Object.fromEntries(params)).success).toBe(true);
  });
});

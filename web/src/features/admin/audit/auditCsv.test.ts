import type { AdminAuditEntry } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { auditCsv, auditCsvName, type AuditCsvWords } from "./auditCsv";

const words: AuditCsvWords = {
  header: (column) => column.toUpperCase(),
  action: (action) => ({ "user.block": "Blocked a user", "user.promote": "Made a user an admin" })[action] ?? action,
  cli: "Server command line",
  field: (key) => ({ status: "Status", userType: "Role" })[key],
  value: (text) => ({ ACTIVE: "Active", BLOCKED: "Blocked", USER: "Player", ADMIN: "Admin" })[text],
  number: String,
  date: (iso) => iso,
};

const entry = (overrides: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  _id: "a1",
  at: "2026-03-01T10:00:00.000Z",
  adminId: "admin-1",
  adminEmail: "admin@coinarena.local",
  via: "api",
  action: "user.block",
  targetType: "user",
  targetId: "u-1",
  before: { status: "ACTIVE" },
  after: { status: "BLOCKED" },
  note: null,
  ip: "127.0.0.1",
  ...overrides,
});

describe("the audit log as CSV", () => {
  it("has a header and one line per action, with the raw values and the words", () => {
    const lines = auditCsv(
      [
        entry({}),
        entry({ _id: "a2", via: "cli", adminId: null, adminEmail: null, action: "user.promote", before: { userType: "USER" }, after: { userType: "ADMIN" }, ip: null, note: "by ops, \"night\"" }),
      ],
      words,
    )
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("AT,ADMIN,VIA,ACTION,ACTIONWORDS,TARGETTYPE,TARGETID,CHANGES,BEFORE,AFTER,NOTE,IP");
    expect(lines[1]).toBe(
      '2026-03-01T10:00:00.000Z,admin@coinarena.local,api,user.block,Blocked a user,user,u-1,Status: Active \u2192 Blocked,"{""status"":""ACTIVE""}","{""status"":""BLOCKED""}",,127.0.0.1',
    );
    expect(lines[2]).toBe(
      '2026-03-01T10:00:00.000Z,Server command line,cli,user.promote,Made a user an admin,user,u-1,Role: Player \u2192 Admin,"{""userType"":""USER""}","{""userType"":""ADMIN""}","by ops, ""night""",',
    );
    expect(lines[3]).toBe("");
  });

  it("is named after the day it was made", () => {
    expect(auditCsvName(new Date(2026, 2, 9, 23, 0))).toBe("audit-log-2026-03-09.csv");
  });
});

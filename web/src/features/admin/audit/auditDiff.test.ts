import { describe, expect, it } from "vitest";
import { auditChanges, changesText, describeValue, type AuditWords } from "./auditDiff";

const words: AuditWords = {
  field: (key) => ({ status: "Status", amount: "Amount", userId: "User id" })[key],
  value: (text) => ({ ACTIVE: "Active", BLOCKED: "Blocked", PENDING: "Pending", SUCCESS: "Approved", true: "Yes" })[text],
  number: (n) => n.toLocaleString("en"),
  date: (iso) => `on ${iso.slice(0, 10)}`,
};

describe("what an audit row changed", () => {
  it("shows a block as the status before and after", () => {
    expect(auditChanges({ status: "ACTIVE" }, { status: "BLOCKED" })).toEqual([
      { key: "status", kind: "changed", before: "ACTIVE", after: "BLOCKED" },
    ]);
  });

  it("keeps a withdrawal's amount and player as recorded facts, not as removals", () => {
    const changes = auditChanges({ status: "PENDING", amount: 30, userId: "u-1" }, { status: "SUCCESS" });
    expect(changes).toEqual([
      { key: "status", kind: "changed", before: "PENDING", after: "SUCCESS" },
      { key: "amount", kind: "recorded", before: 30 },
      { key: "userId", kind: "recorded", before: "u-1" },
    ]);
    expect(changesText(changes, words)).toBe("Status: Pending \u2192 Approved; Amount: 30; User id: u-1");
  });

  it("leaves out what did not change, however its keys are ordered", () => {
    expect(auditChanges({ status: "new", meta: { a: 1, b: [1, 2] } }, { meta: { b: [1, 2], a: 1 }, status: "new" })).toEqual([]);
    expect(auditChanges({ meta: { a: 1 } }, { meta: { a: 2 } })).toEqual([{ key: "meta", kind: "changed", before: { a: 1 }, after: { a: 2 } }]);
  });

  it("lists what only the after state sets, and copes with missing states", () => {
    expect(auditChanges(null, { status: "answered" })).toEqual([{ key: "status", kind: "set", after: "answered" }]);
    expect(auditChanges({ status: "new" }, null)).toEqual([{ key: "status", kind: "recorded", before: "new" }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ note: null }, { note: "hi" })).toEqual([{ key: "note", kind: "changed", before: null, after: "hi" }]);
  });
});

describe("a value in words", () => {
  it("names known texts, formats numbers and shows the rest as it is", () => {
    expect(describeValue("BLOCKED", words)).toBe("Blocked");
    expect(describeValue("something-else", words)).toBe("something-else");
    expect(describeValue(1234.5, words)).toBe("1,234.5");
    expect(describeValue(null, words)).toBe("\u2014");
    expect(describeValue(true, words)).toBe("Yes");
    expect(describeValue(false, words)).toBe("false");
    expect(describeValue({ a: 1 }, words)).toBe('{"a":1}');
    expect(describeValue(["a", "b"], words)).toBe('["a","b"]');
  });

  it("writes an instant in the reader's terms, and leaves a text that only looks like a date", () => {
    expect(describeValue("2026-11-28T10:00:00.000Z", words)).toBe("on 2026-11-28");
    expect(describeValue("2026-11-28T10:00:00+05:30", words)).toBe("on 2026-11-28");
    expect(describeValue("2026-11-28", words)).toBe("2026-11-28");
    expect(describeValue("2026-13-45T99:00:00Z", words)).toBe("2026-13-45T99:00:00Z");
  });

  it("shortens a long text when asked, by characters, with an ellipsis", () => {
    const answer = "Deposits arrive at once; withdrawals wait for a review.";
    expect(describeValue(answer, words, 20)).toBe("Deposits arrive at\u2026");
    expect(describeValue(answer, words)).toBe(answer);
    expect(describeValue("ok", words, 20)).toBe("ok");
    expect(describeValue("😀😀😀😀", words, 3)).toBe("😀😀\u2026");
  });

  it("writes a field that has no name as its key, and a newly set one with an arrow", () => {
    expect(changesText(auditChanges(null, { userType: "ADMIN" }), words)).toBe("userType: \u2192 ADMIN");
  });
});

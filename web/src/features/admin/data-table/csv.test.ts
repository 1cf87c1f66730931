import { describe, expect, it } from "vitest";
import { csvCell, fetchAllPages, toCsv } from "./csv";

describe("a CSV cell", () => {
  it("stays bare unless it needs quotes, and doubles the quotes it holds", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("never lets a spreadsheet run a player's text as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    // A number is a number, not a typed text.
    expect(csvCell(-2)).toBe("-2");
  });
});

describe("a CSV file", () => {
  it("starts with a BOM, ends lines with CRLF and keeps the columns in order", () => {
    const text = toCsv(["when", "note"], [
      ["2026-01-01T00:00:00.000Z", "ok"],
      ["2026-01-02T00:00:00.000Z", null],
    ]);
    expect(text).toBe("\uFEFFwhen,note\r\n2026-01-01T00:00:00.000Z,ok\r\n2026-01-02T00:00:00.000Z,\r\n");
  });
});

describe("fetching every page of a list", () => {
  const server = (total: number) => {
    const calls: number[] = [];
    const fetchPage = async (page: number, limit: number) => {
      calls.push(page);
      const start = (page - 1) * limit;
      const docs = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => start + i);
      return { docs, total, pages: Math.max(1, Math.ceil(total / limit)) };
    };
    return { calls, fetchPage };
  };

  it("stops after the last page", async () => {
    const { calls, fetchPage } = server(250);
    const all = await fetchAllPages(fetchPage, { limit: 100, max: 1000 });
    expect(calls).toEqual([1, 2, 3]);
    expect(all.rows).toHaveLength(250);
    expect(all.rows[249]).toBe(249);
    expect(all).toMatchObject({ total: 250, capped: false });
  });

  it("stops at the cap and says more rows matched", async () => {
    const { calls, fetchPage } = server(2500);
    const all = await fetchAllPages(fetchPage, { limit: 100, max: 1000 });
    expect(calls).toHaveLength(10);
    expect(all.rows).toHaveLength(1000);
    expect(all).toMatchObject({ total: 2500, capped: true });
  });

  it("asks once for an empty list", async () => {
    const { calls, fetchPage } = server(0);
    expect(await fetchAllPages(fetchPage)).toEqual({ rows: [], total: 0, capped: false });
    expect(calls).toEqual([1]);
  });

  it("fails as a whole when a page fails", async () => {
    let n = 0;
    const failing = async () => {
      n += 1;
      if (n === 2) throw new Error("offline");
      return { docs: Array.from({ length: 10 }, () => 1), total: 30, pages: 3 };
    };
    await expect(fetchAllPages(failing, { limit: 10 })).rejects.toThrow("offline");
  });
});

import { describe, expect, it } from "vitest";
import { listQuery, nextSort, pageRange, pageWindow, pastTheEnd } from "./paging";

describe("the rows a page shows", () => {
  it("counts from 1 and stops at the total", () => {
    expect(pageRange({ page: 1, limit: 20, total: 57 })).toEqual({ first: 1, last: 20 });
    expect(pageRange({ page: 3, limit: 20, total: 57 })).toEqual({ first: 41, last: 57 });
    expect(pageRange({ page: 1, limit: 20, total: 0 })).toEqual({ first: 0, last: 0 });
    expect(pageRange({ page: 4, limit: 20, total: 57 })).toEqual({ first: 0, last: 0 });
  });
});

describe("a page past the end", () => {
  it("goes to the last page with rows, or the first of an empty list", () => {
    expect(pastTheEnd({ page: 5, total: 57, pages: 3 })).toBe(3);
    expect(pastTheEnd({ page: 3, total: 57, pages: 3 })).toBeNull();
    expect(pastTheEnd({ page: 2, total: 0, pages: 1 })).toBe(1);
    expect(pastTheEnd({ page: 1, total: 0, pages: 1 })).toBeNull();
  });
});

describe("the pager's page numbers", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and the neighbours, with gaps between", () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });

  it("fills a gap of one page with that page", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
  });

  it("clamps a page out of range", () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 0)).toEqual([1]);
  });
});

describe("a list's query", () => {
  it("leaves out what is empty and keeps the order given", () => {
    expect(listQuery({ page: 2, limit: 20, action: "user.block", targetId: " ", adminId: undefined, from: null })).toBe(
      "page=2&limit=20&action=user.block",
    );
    expect(listQuery({ search: "a&b c" })).toBe("search=a%26b+c");
  });
});

describe("sorting by a column", () => {
  it("starts a new column descending and flips the same one", () => {
    expect(nextSort(undefined, "at")).toEqual({ key: "at", direction: "descending" });
    expect(nextSort({ key: "at", direction: "descending" }, "at")).toEqual({ key: "at", direction: "ascending" });
    expect(nextSort({ key: "at", direction: "ascending" }, "at")).toEqual({ key: "at", direction: "descending" });
    expect(nextSort({ key: "at", direction: "ascending" }, "amount")).toEqual({ key: "amount", direction: "descending" });
  });
});

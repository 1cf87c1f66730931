import { describe, expect, it } from "vitest";
import { localToIso } from "./times";

describe("a datetime-local value", () => {
  it("becomes the ISO instant of that local time, and anything else stays as typed for the schema to refuse", () => {
    expect(localToIso("2026-03-01T10:30")).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(localToIso("")).toBe("");
    expect(localToIso("soon")).toBe("soon");
  });
});

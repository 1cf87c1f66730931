import { describe, expect, it } from "vitest";
import { newDrawSchema } from "@arena/contracts";
import { defaultDraw, isoOfLocal, localOf } from "./newDraw";

describe("the new-draw form", () => {
  it("turns a datetime-local value into the ISO instant the schema takes, and back", () => {
    const at = new Date("2026-05-01T10:30:00Z");
    expect(isoOfLocal(localOf(at))).toBe(at.toISOString());
    expect(isoOfLocal("")).toBe("");
  });

  it("starts from terms the contract accepts once titled", () => {
    const d = defaultDraw(new Date("2026-05-01T10:30:00Z"));
    const parsed = newDrawSchema.safeParse({ ...d, title: "Friday draw", salesCloseAt: isoOfLocal(d.salesCloseAt), drawAt: isoOfLocal(d.drawAt) });
    expect(parsed.success).toBe(true);
  });
});

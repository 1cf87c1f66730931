import { fraudQuerySchema } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { fraudApiQuery, isFiltered, readFraudView, writeFraudView } from "./fraudQuery";

describe("the fraud page's address", () => {
  it("starts on the open signals of any kind, first page", () => {
    expect(readFraudView(new URLSearchParams())).toEqual({ tab: "open", page: 1 });
    expect(writeFraudView({ tab: "open", page: 1 }).toString()).toBe("");
  });

  it("reads back what it wrote", () => {
    const view = { tab: "reviewed" as const, kind: "chip_dumping" as const, page: 3 };
    expect(writeFraudView(view).toString()).toBe("status=reviewed&kind=chip_dumping&page=3");
    expect(readFraudView(writeFraudView(view))).toEqual(view);
    expect(readFraudView(writeFraudView({ tab: "all", page: 1 }))).toEqual({ tab: "all", page: 1 });
  });

  it("falls back to the defaults for what it does not know", () => {
    expect(readFraudView(new URLSearchParams("status=closed&kind=bots&page=0"))).toEqual({ tab: "open", page: 1 });
    expect(readFraudView(new URLSearchParams("page=1.5")).page).toBe(1);
  });
});

describe("the fraud page's API query", () => {
  it("sends the tab's status (none for all) and the kind when set, which the API accepts", () => {
    const open = fraudApiQuery({ tab: "open", kind: "shared_device", page: 1 });
    expect(open).toBe("page=1&limit=10&status=open&kind=shared_device");
    const all = fraudApiQuery({ tab: "all", page: 2 });
    expect(all).toBe("page=2&limit=10");
    for (const query of [open, all]) expect(fraudQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);
  });

  it("counts anything but the open queue of every kind as a filter", () => {
    expect(isFiltered({ tab: "open", page: 2 })).toBe(false);
    expect(isFiltered({ tab: "all", page: 1 })).toBe(true);
    expect(isFiltered({ tab: "open", kind: "deposit_churn", page: 1 })).toBe(true);
  });
});

import { contactInboxQuerySchema } from "@arena/contracts";
import { describe, expect, it } from "vitest";
import { inboxApiQuery, readInbox, reopenedStatus, writeInbox } from "./inboxQuery";

describe("the inbox's address", () => {
  it("starts on the new messages, any game, first page", () => {
    expect(readInbox(new URLSearchParams())).toEqual({ tab: "new", search: "", page: 1 });
    expect(writeInbox({ tab: "new", search: "", page: 1 }).toString()).toBe("");
  });

  it("reads back what it wrote", () => {
    const view = { tab: "answered" as const, game: "DERBY" as const, search: "horse", page: 2 };
    expect(writeInbox(view).toString()).toBe("status=answered&game=DERBY&search=horse&page=2");
    expect(readInbox(writeInbox(view))).toEqual(view);
  });

  it("falls back to the defaults for what it does not know", () => {
    expect(readInbox(new URLSearchParams("status=spam&game=POKER&page=0"))).toEqual({ tab: "new", search: "", page: 1 });
    expect(readInbox(new URLSearchParams("status=all&page=2.5")).page).toBe(1);
  });
});

describe("the inbox's API query", () => {
  it("sends the status of a tab, none for All, and only the filters set, which the API accepts", () => {
    const closed = inboxApiQuery({ tab: "closed", game: "H2H", search: " ", page: 3 });
    expect(closed).toBe("page=3&limit=10&status=closed&gameType=H2H");
    const all = inboxApiQuery({ tab: "all", search: "refund", page: 1 });
    expect(all).toBe("page=1&limit=10&search=refund");
    for (const query of [closed, all]) expect(contactInboxQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);
  });
});

describe("reopening a closed message", () => {
  it("puts it back as answered when it had a reply, else as new", () => {
    expect(reopenedStatus(0)).toBe("new");
    expect(reopenedStatus(2)).toBe("answered");
  });
});

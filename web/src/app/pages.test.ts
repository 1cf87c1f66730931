import { isValidElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { ALL_ROUTES } from "@arena/contracts";

// The page table's module sets <html lang> as i18n starts: a bare document is enough here (no DOM is rendered).
vi.stubGlobal("document", { documentElement: {} });
const { pageFor } = await import("./pages");
const { NotFoundPage } = await import("../features/home/NotFoundPage");

describe("the page table", () => {
  it("gives every route of the spec its own screen: only /404 shows the not-found page", () => {
    const notFound = ALL_ROUTES.filter((route) => {
      const page = pageFor(route);
      return isValidElement(page) && page.type === NotFoundPage;
    }).map((route) => route.path);
    expect(notFound).toEqual(["/404"]);
  });
});

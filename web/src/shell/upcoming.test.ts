import { isValidElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { ALL_ROUTES } from "@arena/contracts";
import { UPCOMING } from "./upcoming";
import en from "../i18n/en.json";
import es from "../i18n/es.json";
import pt from "../i18n/pt.json";

// The page table's module sets <html lang> as i18n starts: a bare document is enough here (no DOM is rendered).
vi.stubGlobal("document", { documentElement: {} });
const { pageFor } = await import("../app/pages");
const { ComingSoon } = await import("./ComingSoon");

const placeholders = ALL_ROUTES.filter((route) => {
  const page = pageFor(route);
  return isValidElement(page) && page.type === ComingSoon;
}).map((route) => route.path);

describe("placeholders", () => {
  it("every route still left to the placeholder names the part it comes with, and no built route is listed", () => {
    expect(placeholders.toSorted()).toEqual(Object.keys(UPCOMING).toSorted());
  });

  it("each part's words exist in every language", () => {
    for (const texts of [en, pt, es]) {
      for (const part of new Set(Object.values(UPCOMING))) expect(texts.shell.upcoming[part], part).toMatch(/\S/);
    }
  });
});

import { describe, expect, it } from "vitest";
import { editStaticPath, readEditId, readEditTarget, readFaqLanguage } from "./contentQuery";

const q = (text: string) => new URLSearchParams(text);

describe("the content pages' addresses", () => {
  it("read the page and language to edit, and write them back", () => {
    expect(readEditTarget(q("slug=about&lang=pt"), "en")).toEqual({ slug: "about", lang: "pt" });
    expect(readEditTarget(q(editStaticPath("how-to-play", "es").split("?")[1]!), "en")).toEqual({ slug: "how-to-play", lang: "es" });
    expect(editStaticPath("privacy-policy", "pt")).toBe("/edit-static?slug=privacy-policy&lang=pt");
  });

  it("fall back on an unknown page or language", () => {
    expect(readEditTarget(q("slug=blog&lang=fr"), "es")).toEqual({ slug: null, lang: "es" });
    expect(readEditTarget(q(""), "en")).toEqual({ slug: null, lang: "en" });
    expect(readFaqLanguage(q("lang=de"), "pt")).toBe("pt");
    expect(readFaqLanguage(q("lang=es"), "en")).toBe("es");
  });

  it("take only a well-formed id to edit", () => {
    expect(readEditId(q("id=7f1b2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b"))).toBe("7f1b2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b");
    expect(readEditId(q("id=42"))).toBeNull();
    expect(readEditId(q(""))).toBeNull();
  });
});

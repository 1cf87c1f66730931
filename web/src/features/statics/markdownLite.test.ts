import { describe, expect, it } from "vitest";
import { parseMarkdownLite } from "./markdownLite";

describe("parseMarkdownLite", () => {
  it("reads headings, paragraphs and lists", () => {
    const body = "## Welcome\n\nPlay games for coins.\nWin more.\n\n- Ludo\n- Chess\n\nThe end.";
    expect(parseMarkdownLite(body)).toEqual([
      { kind: "heading", text: "Welcome" },
      { kind: "paragraph", text: "Play games for coins. Win more." },
      { kind: "list", items: ["Ludo", "Chess"] },
      { kind: "paragraph", text: "The end." },
    ]);
  });

  it("keeps what follows a heading in the same block", () => {
    expect(parseMarkdownLite("## Rules\n- One\n- Two")).toEqual([
      { kind: "heading", text: "Rules" },
      { kind: "list", items: ["One", "Two"] },
    ]);
  });

  it("splits a block that mixes text and items", () => {
    expect(parseMarkdownLite("You can:\n- play\n- win")).toEqual([
      { kind: "paragraph", text: "You can:" },
      { kind: "list", items: ["play", "win"] },
    ]);
  });

  it("treats markup as plain text and ignores empty input", () => {
    expect(parseMarkdownLite("<b>hi</b>")).toEqual([{ kind: "paragraph", text: "<b>hi</b>" }]);
    expect(parseMarkdownLite("\r\n\r\n  \n")).toEqual([]);
    expect(parseMarkdownLite("##Not a heading")).toEqual([{ kind: "paragraph", text: "##Not a heading" }]);
  });
});

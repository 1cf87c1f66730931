import { describe, expect, it } from "vitest";
import { parseMarkdownLite } from "../../statics/markdownLite";
import { toggleLines } from "./markdownEdit";

/** The text with the selection marked by [ and ]. */
const shown = ({ text, start, end }: { text: string; start: number; end: number }) => `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;

describe("the editor toolbar's line changes", () => {
  it("makes the line under the cursor a heading, with a blank line before it", () => {
    const text = "Intro line.\nRules of play\nMore text.";
    const at = text.indexOf("of");
    const edit = toggleLines(text, at, at, "heading");
    expect(shown(edit)).toBe("Intro line.\n\n[## Rules of play]\nMore text.");
    // The public page reads it as a heading between two paragraphs.
    expect(parseMarkdownLite(edit.text)).toEqual([
      { kind: "paragraph", text: "Intro line." },
      { kind: "heading", text: "Rules of play" },
      { kind: "paragraph", text: "More text." },
    ]);
  });

  it("adds no blank line where one is already, nor at the start of the text", () => {
    expect(toggleLines("Title\n\nBody", 0, 0, "heading").text).toBe("## Title\n\nBody");
    expect(toggleLines("Intro\n\nNext", 8, 8, "heading").text).toBe("Intro\n\n## Next");
  });

  it("turns a heading back into text", () => {
    const edit = toggleLines("Intro\n\n## Rules\nText", 9, 9, "heading");
    expect(shown(edit)).toBe("Intro\n\n[Rules]\nText");
  });

  it("makes every selected line a list item, and plain text again", () => {
    const text = "Games:\nLudo\nChess\n\nFlash";
    const start = text.indexOf("Ludo");
    const end = text.indexOf("Chess") + 5;
    const listed = toggleLines(text, start, end, "list");
    expect(shown(listed)).toBe("Games:\n[- Ludo\n- Chess]\n\nFlash");
    expect(parseMarkdownLite(listed.text)).toEqual([
      { kind: "paragraph", text: "Games:" },
      { kind: "list", items: ["Ludo", "Chess"] },
      { kind: "paragraph", text: "Flash" },
    ]);
    expect(toggleLines(listed.text, listed.start, listed.end, "list").text).toBe(text);
  });

  it("turns a list item into a heading (one mark at a time) and keeps blank lines out of the list", () => {
    expect(toggleLines("- Ludo", 0, 6, "heading").text).toBe("## Ludo");
    expect(toggleLines("Ludo\n\nChess", 0, 11, "list").text).toBe("- Ludo\n\n- Chess");
  });

  it("does not take in the next line when the selection ends with a line break", () => {
    const edit = toggleLines("One\nTwo", 0, 4, "list");
    expect(edit.text).toBe("- One\nTwo");
  });

  it("makes only the first line of a selection a heading", () => {
    const edit = toggleLines("Text\nTitle\nBody", 5, 15, "heading");
    expect(edit.text).toBe("Text\n\n## Title\nBody");
  });

  it("works on an empty text", () => {
    expect(toggleLines("", 0, 0, "list")).toEqual({ text: "- ", start: 0, end: 2 });
  });
});

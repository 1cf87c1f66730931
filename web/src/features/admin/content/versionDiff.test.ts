import { describe, expect, it } from "vitest";
import { lineChanges, sameText, versionChange } from "./versionDiff";

describe("a version's change against the one before", () => {
  it("counts lines added and removed, not lines moved past", () => {
    expect(lineChanges("a\nb\nc", "a\nb\nc")).toEqual({ added: 0, removed: 0 });
    expect(lineChanges("a\nb\nc", "a\nx\nb\nc\ny")).toEqual({ added: 2, removed: 0 });
    expect(lineChanges("a\nb\nc", "a\nc")).toEqual({ added: 0, removed: 1 });
    // A changed line is one removed and one added.
    expect(lineChanges("## Rules\nPlay fair.", "## Rules\nPlay fair, always.")).toEqual({ added: 1, removed: 1 });
    // Moving a line is a removal and an addition too.
    expect(lineChanges("a\nb\nc", "c\na\nb")).toEqual({ added: 1, removed: 1 });
  });

  it("ignores blank lines, indents and line endings", () => {
    expect(lineChanges("a\n\nb", "  a\r\nb\n\n")).toEqual({ added: 0, removed: 0 });
  });

  it("says when the title changed, and that the oldest version is the first", () => {
    const older = { title: "About", body: "We run games." };
    expect(versionChange({ title: "About us", body: "We run games." }, older)).toEqual({ first: false, titleChanged: true, added: 0, removed: 0 });
    expect(versionChange(older, null)).toEqual({ first: true, titleChanged: false, added: 0, removed: 0 });
  });

  it("knows a version that holds the text shown now", () => {
    expect(sameText({ title: "About ", body: "Text\n" }, { title: "About", body: "Text" })).toBe(true);
    expect(sameText({ title: "About", body: "Text" }, { title: "About", body: "Text!" })).toBe(false);
  });

  it("stays quick on the longest page the editor takes", () => {
    const long = Array.from({ length: 600 }, (_, i) => `Line ${i} of the terms.`).join("\n");
    const edited = long.replace("Line 300 of", "Line three hundred of");
    const started = performance.now();
    expect(lineChanges(long, edited)).toEqual({ added: 1, removed: 1 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

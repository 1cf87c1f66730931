/**
 * The editor toolbar's changes to a markdown-lite text (statics/markdownLite.ts reads it): make the lines a selection
 * touches a heading or list items, or plain text again. Pure: text and selection in, text and selection out.
 */

/** What a toolbar button makes of the lines it touches. */
export type LineKind = "heading" | "list";

const PREFIX: Record<LineKind, string> = { heading: "## ", list: "- " };

export interface TextEdit {
  text: string;
  /** The selection after the change: the lines it touched. */
  start: number;
  end: number;
}

/** A line's own text without a block mark ("## ", "- "). */
const stripMark = (line: string) => line.trimStart().replace(/^(## |- )/, "");

/** The start of the line holding `start` and the end of the line holding the selection's last character. */
function touchedLines(text: string, start: number, end: number): [number, number] {
  const lineStart = start <= 0 ? 0 : text.lastIndexOf("\n", start - 1) + 1;
  // A selection that ends just after a line break does not take in the next line.
  const last = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const lineEnd = text.indexOf("\n", last);
  return [lineStart, lineEnd === -1 ? text.length : lineEnd];
}

/**
 * Toggles a block kind on the lines the selection [start, end) touches: when each of them (blank lines aside) is that
 * kind already, they become plain text; otherwise each becomes that kind (a list item loses its mark to become a
 * heading and the other way round). Only the first line with text becomes a heading, and a blank line is put before
 * it where there is none: markdown-lite reads "## " as a heading only at the start of a block.
 */
export function toggleLines(text: string, start: number, end: number, kind: LineKind): TextEdit {
  const [lineStart, lineEnd] = touchedLines(text, start, end);
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const prefix = PREFIX[kind];
  const filled = lines.filter((line) => line.trim() !== "");
  const already = filled.length > 0 && filled.every((line) => line.trimStart().startsWith(prefix));

  let changed: string[];
  let before = text.slice(0, lineStart);
  if (already) {
    changed = lines.map((line) => (line.trim() === "" ? line : stripMark(line)));
  } else if (kind === "heading") {
    const first = Math.max(0, lines.findIndex((line) => line.trim() !== ""));
    changed = lines.map((line, i) => (i === first ? prefix + stripMark(line) : line));
    const blankBefore = first > 0 ? lines[first - 1]!.trim() === "" : before === "" || /\n[ \t]*\n$/.test(before);
    if (!blankBefore) {
      if (first > 0) changed.splice(first, 0, "");
      else before = `${before}\n`;
    }
  } else if (filled.length === 0) {
    // An empty line: the mark starts a new item to type into.
    changed = [prefix, ...lines.slice(1)];
  } else {
    changed = lines.map((line) => (line.trim() === "" ? line : prefix + stripMark(line)));
  }
  const middle = changed.join("\n");
  return { text: before + middle + text.slice(lineEnd), start: before.length, end: before.length + middle.length };
}

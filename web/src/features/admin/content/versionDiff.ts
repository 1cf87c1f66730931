/**
 * What a saved version changed against the one before it, in a line of the history ("title changed, 3 lines added,
 * 1 removed"): a line diff of the two texts (the longest common run of lines, as diff does). Pure.
 */

export interface VersionText {
  title: string;
  body: string;
}

export interface VersionChange {
  /** The first version there is: nothing to compare with. */
  first: boolean;
  titleChanged: boolean;
  /** Lines of text (blank lines aside) that are new, and that are gone. */
  added: number;
  removed: number;
}

/** The lines that carry text, each trimmed (a blank line or an indent is not a change a reader sees). */
const textLines = (body: string) =>
  body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Length of the longest common subsequence of two lists of lines (two rows of the table at a time). */
function commonLines(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const line of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) row[j] = line === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return previous[b.length]!;
}

/** Lines added and removed from `before` to `after`. */
export function lineChanges(before: string, after: string): { added: number; removed: number } {
  const a = textLines(before);
  const b = textLines(after);
  const same = commonLines(a, b);
  return { added: b.length - same, removed: a.length - same };
}

/** What `version` changed against `previous` (the version saved before it; null: there is none). */
export function versionChange(version: VersionText, previous: VersionText | null): VersionChange {
  if (!previous) return { first: true, titleChanged: false, added: 0, removed: 0 };
  return { first: false, titleChanged: version.title.trim() !== previous.title.trim(), ...lineChanges(previous.body, version.body) };
}

/** Whether a version holds exactly the text and title shown now (so restoring it would change nothing). */
export const sameText = (a: VersionText, b: VersionText): boolean => a.title.trim() === b.title.trim() && a.body.trim() === b.body.trim();

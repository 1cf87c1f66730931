/**
 * "Markdown-lite" of the static pages: blocks separated by blank lines; a block starting with "## " is a
 * heading (its first line); lines starting with "- " are list items; other lines are paragraph text.
 */
export type ContentBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

export function parseMarkdownLite(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const chunks = body.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);

  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines[0]?.startsWith("## ")) {
      blocks.push({ kind: "heading", text: lines.shift()!.slice(3).trim() });
    }

    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: "list", items });
      items = [];
    };
    for (const line of lines) {
      if (line.startsWith("- ")) {
        flushParagraph();
        items.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

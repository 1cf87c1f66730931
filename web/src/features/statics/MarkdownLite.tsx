import { useMemo } from "react";
import { parseMarkdownLite } from "./markdownLite";

/** Renders markdown-lite as React elements: text stays text, never HTML. */
export function MarkdownLite({ body }: { body: string }) {
  const blocks = useMemo(() => parseMarkdownLite(body), [body]);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === "heading") return <h2 key={index}>{block.text}</h2>;
        if (block.kind === "paragraph") return <p key={index}>{block.text}</p>;
        return (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        );
      })}
    </>
  );
}

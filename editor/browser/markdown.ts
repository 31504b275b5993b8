// A post's Markdown as the HTML tree the build makes of it, so preview and page treat a body alike.
// The build parses raw HTML with parse5, a third of this bundle's size; the browser has that parser
// built in, so the tree is written out and read back with DOMParser into an inert document, which
// runs no script and loads nothing.
import type { Root } from "hast";
import { fromDom } from "hast-util-from-dom";
import { toHtml } from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import { postBodyLimitProblem, parsePostMarkdown } from "../../src/content";

/** A text over the content limits is not parsed: it could hold the editor's tab. */
export function markdownToHast(markdown: string): Root {
  const overLimit = postBodyLimitProblem(markdown);
  if (overLimit) {
    const text = `Not previewed, and not saved until it is fixed: ${overLimit.message}.`;
    return {
      type: "root",
      children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text }] }],
    };
  }
  const mdast = parsePostMarkdown(markdown);
  // mdast-util-to-hast 10 types the hast of @types/hast 2.
  const hast = toHast(mdast as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) as unknown as Root;
  const document = new DOMParser().parseFromString(toHtml(hast, { allowDangerousHtml: true }), "text/html");
  const body = fromDom(document.body);
  return { type: "root", children: body.type === "element" ? body.children : [] };
}

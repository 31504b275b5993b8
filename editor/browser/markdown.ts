/**
 * A post's Markdown as the HTML tree the build makes of it: the parser and plugins
 * gatsby-transformer-remark uses for its htmlAst (post-markdown.ts, then mdast-util-to-hast keeping
 * raw HTML), so the editor's preview and the page treat a body alike.
 *
 * The build then parses the raw HTML in it with hast-util-raw, which is parse5, the HTML
 * standard's parser written in JavaScript (a third of this bundle). The preview runs in a browser,
 * which has that parser built in: the tree, raw HTML included, is written out as HTML and read
 * back with DOMParser into an inert document, which gives the same tree; post-body.ts then
 * sanitizes it like the page's. That document runs no script, event handlers included, and
 * loads nothing (Chromium still reports a handler of a raw <img> as blocked by the editor's
 * Content-Security-Policy; it would not run without that policy either).
 */
import type { Root } from "hast";
import { fromDom } from "hast-util-from-dom";
import { toHtml } from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import { postBodyLimitProblem } from "../../src/content/content-limits";
import { parsePostMarkdown } from "../../src/content/post-markdown";

/** A text over the content limits is not parsed (it could hold the editor's tab): the preview says why. */
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
  // mdast-util-to-hast 10 writes the hast of @types/hast 2; its raw nodes are what toHtml passes through.
  const hast = toHast(mdast as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) as unknown as Root;
  const document = new DOMParser().parseFromString(toHtml(hast, { allowDangerousHtml: true }), "text/html");
  const body = fromDom(document.body);
  return { type: "root", children: body.type === "element" ? body.children : [] };
}

/**
 * A post's Markdown as the HTML tree the build makes of it: the parser and plugins
 * gatsby-transformer-remark uses for its htmlAst (remark 13 with GFM and inline footnotes,
 * mdast-util-to-hast keeping raw HTML), at the versions it uses, so the editor's preview and the
 * page treat a body alike.
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
import remark from "remark";
import footnotes from "remark-footnotes";
import gfm from "remark-gfm";

// remark-gfm 1 and remark-footnotes 3 declare their types against a later unified than remark
// 13's; they are remark 13's own plugins all the same (gatsby-transformer-remark uses them so).
type RemarkPlugin = Parameters<ReturnType<typeof remark>["use"]>[0];
const processor = remark().use({ plugins: [gfm, [footnotes, { inlineNotes: true }]] } as unknown as RemarkPlugin);

export function markdownToHast(markdown: string): Root {
  const mdast = processor.runSync(processor.parse(markdown));
  // mdast-util-to-hast 10 writes the hast of @types/hast 2; its raw nodes are what toHtml passes through.
  const hast = toHast(mdast as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) as unknown as Root;
  const document = new DOMParser().parseFromString(toHtml(hast, { allowDangerousHtml: true }), "text/html");
  const body = fromDom(document.body);
  return { type: "root", children: body.type === "element" ? body.children : [] };
}

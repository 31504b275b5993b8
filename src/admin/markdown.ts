/**
 * A post's Markdown as the HTML tree the build makes of it: the parser, plugins and raw-HTML
 * reparsing gatsby-transformer-remark uses for its htmlAst (remark 13 with GFM and inline
 * footnotes, mdast-util-to-hast keeping raw HTML, hast-util-raw parsing it), at the versions it
 * uses, so the editor's preview and the page treat a body alike.
 */
import type { Root } from "hast";
import raw from "hast-util-raw";
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
  const hast = toHast(mdast as Parameters<typeof toHast>[0], { allowDangerousHtml: true });
  return raw(hast as Parameters<typeof raw>[0]) as unknown as Root;
}

/** A post's Markdown as the build reads it: remark 13 with the plugins gatsby-transformer-remark uses. */
import remark from "remark";
import footnotes from "remark-footnotes";
import gfm from "remark-gfm";

// remark-gfm 1 and remark-footnotes 3 declare their types against a later unified than remark 13's.
type RemarkPlugin = Parameters<ReturnType<typeof remark>["use"]>[0];
const processor = remark().use({ plugins: [gfm, [footnotes, { inlineNotes: true }]] } as unknown as RemarkPlugin);

export function parsePostMarkdown(markdown: string) {
  return processor.runSync(processor.parse(markdown));
}

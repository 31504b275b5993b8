/** A post's Markdown as the build reads it: remark 13 with the plugins gatsby-transformer-remark uses. */
import { parseFragment } from "parse5";
import remark from "remark";
import footnotes from "remark-footnotes";
import gfm from "remark-gfm";

// remark-gfm 1 and remark-footnotes 3 declare their types against a later unified than remark 13's.
type RemarkPlugin = Parameters<ReturnType<typeof remark>["use"]>[0];
const processor = remark().use({ plugins: [gfm, [footnotes, { inlineNotes: true }]] } as unknown as RemarkPlugin);

export function parsePostMarkdown(markdown: string) {
  return processor.runSync(processor.parse(markdown));
}

/** Every node of a tree, in document order, walked without recursion: a document sets its depth. */
function* allNodes<T>(root: T, children: (node: T) => T[] | undefined): Generator<T> {
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    yield node;
    stack.push(...(children(node) ?? []).slice().reverse());
  }
}

/** The src of each <img> in raw HTML, which gatsby-remark-images processes too. */
function htmlPictures(html: string): string[] {
  type HtmlNode = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: HtmlNode[] };
  return [...allNodes<HtmlNode>(parseFragment(html) as HtmlNode, (node) => node.childNodes)].flatMap((node) =>
    node.nodeName === "img" ? (node.attrs?.find((attribute) => attribute.name === "src")?.value ?? []) : [],
  );
}

/** The pictures a post's text shows from its own folder (Markdown's and raw HTML's), "./a.png" as "a.png". */
export function bodyPictures(body: string): string[] {
  const addresses: string[] = [];
  const references: string[] = [];
  const definitions = new Map<string, string>();
  type Node = { type: string; url?: string; identifier?: string; value?: string; children?: Node[] };
  for (const node of allNodes<Node>(parsePostMarkdown(body) as Node, (node) => node.children)) {
    if (node.type === "image" && node.url) addresses.push(node.url);
    if (node.type === "imageReference" && node.identifier) references.push(node.identifier);
    // The first definition of a label counts, as in the build.
    if (node.type === "definition" && node.identifier && node.url && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
    if (node.type === "html" && node.value) addresses.push(...htmlPictures(node.value));
  }
  addresses.push(...references.flatMap((identifier) => definitions.get(identifier) ?? []));
  return addresses
    .filter((address) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(address))
    .map((address) => address.replace(/^\.\//, ""));
}

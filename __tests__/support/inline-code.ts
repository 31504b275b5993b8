import { parse as parseHtml, type DefaultTreeAdapterMap } from "parse5";

// What a written page needs its Content-Security-Policy to allow, found the way a browser finds
// it: the tests check it against the policy the build gave the page while rendering it.

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];

/**
 * The build's own hashing (headers/index.mjs), passed in:
 * Jest compiles that ES module for its tests, and Playwright imports it as it is.
 */
export interface PolicyHashing {
  cspHash: (text: string) => string;
  isCheckedScript: (attributes: Map<string, string>) => boolean;
}

/** Visits every element of a parse5 tree, <template> contents included. */
function walkElements(node: Parse5Node, visit: (element: Parse5Element) => void) {
  if ("tagName" in node) {
    visit(node);
    if (node.tagName === "template" && "content" in node && node.content) walkElements(node.content, visit);
  }
  if ("childNodes" in node) for (const child of node.childNodes) walkElements(child, visit);
}

/** The element's child text content: what the browser hashes (no trimming). */
const childTextContent = (element: Parse5Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/**
 * The hashes of a page's inline scripts and <style> elements, parsing it with parse5 (the HTML
 * standard's parser, so text is exactly what the browser sees), and the inline event handlers the
 * policy would block. The page is parsed as a browser with scripting on sees it, and as one with
 * scripting off, where <noscript> content is markup; scripts only count from the first parse.
 */
export function findInlineCode(
  html: string,
  { cspHash, isCheckedScript }: PolicyHashing,
): { scripts: Set<string>; styles: Set<string>; warnings: string[] } {
  const found = { scripts: new Set<string>(), styles: new Set<string>(), warnings: [] as string[] };
  for (const scriptingEnabled of [true, false]) {
    walkElements(parseHtml(html, { scriptingEnabled }), (element) => {
      const attributes = new Map(element.attrs.map(({ name, value }) => [name, value]));
      if (element.tagName === "script") {
        if (scriptingEnabled && !attributes.has("src") && isCheckedScript(attributes)) {
          found.scripts.add(cspHash(childTextContent(element)));
        }
      } else if (element.tagName === "style") {
        found.styles.add(cspHash(childTextContent(element)));
      }
      if (scriptingEnabled) {
        for (const name of attributes.keys()) {
          if (/^on[a-z]+$/.test(name)) found.warnings.push(`<${element.tagName} ${name}="…">`);
        }
      }
    });
  }
  return found;
}

/** The Content-Security-Policy a page carries in a <meta>, as the browser reads it (entities decoded). */
export function metaPolicyOf(html: string): string | undefined {
  let policy: string | undefined;
  walkElements(parseHtml(html), (element) => {
    const attributes = new Map(element.attrs.map(({ name, value }) => [name, value]));
    if (element.tagName === "meta" && attributes.get("http-equiv")?.toLowerCase() === "content-security-policy") {
      policy ??= attributes.get("content");
    }
  });
  return policy;
}

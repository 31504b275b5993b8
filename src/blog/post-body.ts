/**
 * A post's body as the page shows it, made from gatsby-transformer-remark's htmlAst (the
 * Markdown with any raw HTML in it parsed, and gatsby-remark-images' pictures in place):
 *
 * - pictures: gatsby-remark-images writes each as spans sized and blurred by style attributes,
 *   which the site's Content-Security-Policy does not allow (no inline styles). Each becomes a
 *   plain <picture> with the same resized sources, its intrinsic width and height, lazy loading,
 *   and no style at all; the page's stylesheet sizes it;
 * - raw HTML is sanitized with GitHub's rules (hast-util-sanitize's default schema), so no
 *   script, event handler, javascript: URL, iframe, style element or style attribute from a
 *   post reaches the page; pictures from other sites are dropped (the site asks nothing of
 *   other origins, and its policy would block them anyway);
 * - links to other sites open in a new tab without handing it the page, and say so to screen
 *   readers, like every other link of the site (src/components/ui/ContentLink.tsx);
 * - code is highlighted and labelled (src/blog/code-blocks.ts), and each table sits in a box that
 *   scrolls sideways, which the keyboard can reach and screen readers name: nothing in a post
 *   widens the page.
 */
import type { Element, ElementContent, Nodes, Parents, Root } from "hast";
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { NEW_TAB } from "../content";
import { BODY_CLASSES } from "./body-classes";
import { codeBlock, inlineCode } from "./code-blocks";
import { fillIn } from "./fill-in";

const SCHEMA: Schema = {
  ...defaultSchema,
  // Elements whose content is code or a document of its own go with their content; other
  // unknown elements are replaced by their content.
  strip: [
    "script",
    "style",
    "iframe",
    "frame",
    "object",
    "embed",
    "noscript",
    "template",
    "textarea",
    "title",
    "svg",
    "math",
  ],
  attributes: {
    ...defaultSchema.attributes,
    img: ["alt", "src", "title", "srcSet", "sizes", "width", "height", "loading", "decoding"],
    source: ["srcSet", "sizes", "type"],
  },
};

/** A URL as a browser reads it: without tabs and line breaks, and without the controls and spaces that lead it. */
function asBrowsersRead(url: string): string {
  const text = url.replace(/[\t\n\r]/g, "");
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 0x20) start++;
  return text.slice(start);
}

/**
 * A file of this site: "/static/…", not "//other.example/…", "/\\other.example/…" (a browser
 * reads "\\" as "/") or "https://…".
 */
const isSitePath = (url: string) => /^\/(?![/\\])[^\\]*$/.test(asBrowsersRead(url));

/** A link to another site: a URL with a scheme of the web, or one that starts with two slashes. */
const leavesSite = (href: string) => /^(?:https?:|[/\\]{2})/i.test(asBrowsersRead(href));

/** Whether every candidate of a srcset is a file of this site. */
const srcSetIsSite = (value: unknown) =>
  (srcSetText(value) ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .every((url) => url === "" || isSitePath(url));

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function find(node: Nodes, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (current: Nodes) => {
    if (current.type === "element" && test(current)) found.push(current);
    if ("children" in current) current.children.forEach(visit);
  };
  visit(node);
  return found;
}

/** A CSS length in px from a style attribute, e.g. "max-width: 720px;" for "max-width". */
function styleValue(element: Element | undefined, property: string): number | undefined {
  const match = new RegExp(`${property}:\\s*([\\d.]+)(px|%)`).exec(String(element?.properties.style ?? ""));
  return match ? Number(match[1]) : undefined;
}

/**
 * A srcset as text. gatsby-transformer-remark's htmlAst holds it as a list of candidates (its
 * version of property-information splits srcset at commas), and hast-util-to-html, a later
 * version, would write that list with spaces between: a srcset no browser reads.
 */
const srcSetText = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : undefined;

/** gatsby-remark-images' wrapper as a plain, sized <picture>; undefined if it is not one. */
function plainPicture(wrapper: Element): Element | undefined {
  const [image] = find(wrapper, (element) => element.tagName === "img");
  const [placeholder] = find(wrapper, (element) => classesOf(element).includes("gatsby-resp-image-background-image"));
  const width = styleValue(wrapper, "max-width");
  const ratio = styleValue(placeholder, "padding-bottom");
  if (!image || width === undefined || ratio === undefined) return undefined;
  const sources = find(wrapper, (element) => element.tagName === "source").map((source): Element => ({
    type: "element",
    tagName: "source",
    properties: {
      srcSet: srcSetText(source.properties.srcSet),
      sizes: source.properties.sizes,
      type: source.properties.type,
    },
    children: [],
  }));
  const img: Element = {
    type: "element",
    tagName: "img",
    properties: {
      src: image.properties.src,
      srcSet: srcSetText(image.properties.srcSet),
      sizes: image.properties.sizes,
      alt: image.properties.alt ?? "",
      ...(image.properties.title ? { title: image.properties.title } : {}),
      width,
      height: Math.round((width * ratio) / 100),
      loading: "lazy",
      decoding: "async",
    },
    children: [],
  };
  return { type: "element", tagName: "picture", properties: {}, children: [...sources, img] };
}

/** Replaces, in place, each child of `parent` that `replace` returns something else for. */
function rewrite(parent: Parents, replace: (node: ElementContent) => ElementContent[] | undefined) {
  parent.children = parent.children.flatMap((child) => {
    const replaced = replace(child as ElementContent);
    if (replaced) return replaced;
    if ("children" in child) rewrite(child, replace);
    return [child];
  }) as typeof parent.children;
}

interface PostBodyOptions {
  newTabLabel: string;
  /** The name of a table's scrolling box, with "{number}" where its number in the post goes. */
  tableLabel: string;
  /**
   * Where the browser editor's preview finds a picture the build has not processed yet (a file
   * next to the post); the page itself shows only the build's pictures, under /static/.
   */
  pictureSrc?: (src: string) => string | undefined;
}

/** The body's HTML for the post page (or the editor's preview of it), from the post's htmlAst. */
export function renderPostBody(htmlAst: Root, { newTabLabel, tableLabel, pictureSrc }: PostBodyOptions): string {
  const tree = structuredClone(htmlAst);
  rewrite(tree, (node) => {
    if (node.type !== "element" || !classesOf(node).includes("gatsby-resp-image-wrapper")) return undefined;
    const picture = plainPicture(node);
    return picture ? [picture] : [];
  });

  const safe = sanitize(tree, SCHEMA) as Root;
  rewrite(safe, (node) => {
    if (node.type !== "element") return undefined;
    if ((node.tagName === "img" || node.tagName === "source") && !srcSetIsSite(node.properties.srcSet)) {
      if (node.tagName === "source") return [];
      delete node.properties.srcSet;
      delete node.properties.sizes;
    }
    if (node.tagName === "pre") return [codeBlock(node)];
    if (node.tagName === "code") inlineCode(node);
    if (node.tagName === "img") {
      const src = String(node.properties.src ?? "");
      const shown = isSitePath(src) ? src : pictureSrc?.(src);
      if (!shown) return [];
      node.properties.src = shown;
    }
    if (node.tagName === "a" && leavesSite(String(node.properties.href ?? ""))) {
      node.properties = { ...node.properties, target: NEW_TAB.target, rel: NEW_TAB.rel.split(" ") };
      node.children.push({
        type: "element",
        tagName: "span",
        properties: { className: [BODY_CLASSES.newTab] },
        children: [{ type: "text", value: ` ${newTabLabel}` }],
      });
    }
    return undefined;
  });

  let tables = 0;
  rewrite(safe, (node) => {
    if (node.type !== "element" || node.tagName !== "table") return undefined;
    tables += 1;
    const label = fillIn(tableLabel, "number", String(tables));
    return [
      {
        type: "element",
        tagName: "div",
        properties: { className: [BODY_CLASSES.tableScroll], role: "region", ariaLabel: label, tabIndex: 0 },
        children: [node],
      },
    ];
  });
  return toHtml(safe);
}

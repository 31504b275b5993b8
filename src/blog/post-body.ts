/**
 * gatsby-remark-images sizes and blurs pictures with style attributes, which the site's policy
 * forbids: each becomes a plain <picture>. Raw HTML is sanitised with GitHub's rules, and pictures
 * from other origins are dropped, as the site asks nothing of them. Code is highlighted here, with
 * classes, as the policy allows no script or style attribute for it.
 */
import type { Element, ElementContent, Nodes, Parents, Properties, Root } from "hast";
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { common, createLowlight } from "lowlight";
import { NEW_TAB } from "../content";
import { fillIn } from "./fill-in";

export const BODY_CLASSES = {
  newTab: "new-tab",
  tableScroll: "table-scroll",
  codeBlock: "code-block",
  codeLanguage: "code-language",
  codeToken: "code-token",
} as const;

const lowlight = createLowlight(common);

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});
const textNode = (value: string): ElementContent => ({ type: "text", value });
const textOf = (node: Element): string =>
  node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : ""))
    .join("");

const SCHEMA: Schema = {
  ...defaultSchema,
  // Elements holding code or a document of their own go with it; other unknown ones leave their content.
  strip: "script style iframe frame object embed noscript template textarea title svg math".split(" "),
  attributes: {
    ...defaultSchema.attributes,
    img: ["alt", "src", "title", "srcSet", "sizes", "width", "height", "loading", "decoding"],
    source: ["srcSet", "sizes", "type"],
  },
};

/** Without tabs and line breaks, and the controls and spaces that lead it, as a browser reads it. */
const asBrowsersRead = (url: string) => url.replace(/[\t\n\r]/g, "").replace(/^[\0-\x20]+/, "");

/** "/static/…", not "//other.example/…" or "/\\other.example/…" (a browser reads "\\" as "/"). */
const isSitePath = (url: string) => /^\/(?![/\\])[^\\]*$/.test(asBrowsersRead(url));

const leavesSite = (href: string) => /^(?:https?:|[/\\]{2})/i.test(asBrowsersRead(href));

const srcSetIsSite = (value: unknown) =>
  (srcSetText(value) ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .every((url) => url === "" || isSitePath(url));

const classesOf = ({ properties }: Element) =>
  Array.isArray(properties.className) ? properties.className.map(String) : [];

/** The <pre> takes focus, so the keyboard can scroll it sideways. */
function codeBlock(pre: Element): Element {
  const [code] = pre.children.filter((child): child is Element => child.type === "element" && child.tagName === "code");
  if (!code) return pre;
  const language = classesOf(code)
    .find((name) => name.startsWith("language-"))
    ?.slice("language-".length);
  const source = textOf(code).replace(/\n$/, "");
  const content =
    language && lowlight.registered(language)
      ? (lowlight.highlight(language, source).children as ElementContent[])
      : [textNode(source)];
  const block = element("pre", { tabIndex: 0 }, [element("code", { className: code.properties.className }, content)]);
  const label = element("p", { className: [BODY_CLASSES.codeLanguage] }, [textNode(language ?? "")]);
  return element("div", { className: [BODY_CLASSES.codeBlock] }, language ? [label, block] : [block]);
}

/** About what a 320 px phone's line holds in the code face; longer words may break, or they would widen the page. */
const WHOLE_WORD_LENGTH = 28;

/** A line breaks between the words of `npm run verify-session`, never inside one (at its hyphen, say). */
function inlineCode(code: Element): void {
  code.children = textOf(code)
    .split(/(\s+)/)
    .filter(Boolean)
    .map((part) =>
      /^\s/.test(part) || part.length > WHOLE_WORD_LENGTH
        ? textNode(part)
        : element("span", { className: [BODY_CLASSES.codeToken] }, [textNode(part)]),
    );
}

const find = (node: Nodes, test: (element: Element) => boolean): Element[] => [
  ...(node.type === "element" && test(node) ? [node] : []),
  ...("children" in node ? node.children.flatMap((child) => find(child, test)) : []),
];

/** "max-width: 720px;" gives 720 for "max-width". */
function styleValue(node: Element | undefined, property: string): number | undefined {
  const match = new RegExp(`${property}:\\s*([\\d.]+)(px|%)`).exec(String(node?.properties.style ?? ""));
  return match ? Number(match[1]) : undefined;
}

/** The htmlAst holds a srcset as a list, which hast-util-to-html would join with spaces: no browser reads that. */
const srcSetText = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : undefined;

function plainPicture(wrapper: Element): Element[] {
  const [image] = find(wrapper, (node) => node.tagName === "img");
  const [placeholder] = find(wrapper, (node) => classesOf(node).includes("gatsby-resp-image-background-image"));
  const width = styleValue(wrapper, "max-width");
  const ratio = styleValue(placeholder, "padding-bottom");
  if (!image || width === undefined || ratio === undefined) return [];
  const sources = find(wrapper, (node) => node.tagName === "source").map((source) =>
    element("source", {
      srcSet: srcSetText(source.properties.srcSet),
      sizes: source.properties.sizes,
      type: source.properties.type,
    }),
  );
  const img = element("img", {
    src: image.properties.src,
    srcSet: srcSetText(image.properties.srcSet),
    sizes: image.properties.sizes,
    alt: image.properties.alt ?? "",
    ...(image.properties.title ? { title: image.properties.title } : {}),
    width,
    height: Math.round((width * ratio) / 100),
    loading: "lazy",
    decoding: "async",
  });
  return [element("picture", {}, [...sources, img])];
}

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
  tableLabel: string;
  /**
   * Where the browser editor's preview finds a picture the build has not processed yet (a file
   * next to the post); the page itself shows only the build's pictures, under /static/.
   */
  pictureSrc?: (src: string) => string | undefined;
}

export function renderPostBody(htmlAst: Root, { newTabLabel, tableLabel, pictureSrc }: PostBodyOptions): string {
  const tree = structuredClone(htmlAst);
  rewrite(tree, (node) => {
    if (node.type !== "element" || !classesOf(node).includes("gatsby-resp-image-wrapper")) return undefined;
    return plainPicture(node);
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
      node.children.push(element("span", { className: [BODY_CLASSES.newTab] }, [textNode(` ${newTabLabel}`)]));
    }
    return undefined;
  });

  let tables = 0;
  rewrite(safe, (node) => {
    if (node.type !== "element" || node.tagName !== "table") return undefined;
    const label = fillIn(tableLabel, "number", String(++tables));
    return [
      element("div", { className: [BODY_CLASSES.tableScroll], role: "region", ariaLabel: label, tabIndex: 0 }, [node]),
    ];
  });
  return toHtml(safe);
}

/** Code is highlighted at build time with classes: the site's policy allows no script or style attribute for it. */
import type { Element, ElementContent } from "hast";
import { common, createLowlight } from "lowlight";
import { BODY_CLASSES } from "./body-classes";

const lowlight = createLowlight(common);

const text = (node: Element): string =>
  node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? text(child) : ""))
    .join("");

/** "language-ts" is "ts". */
function fenceLanguage(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classes.find((name) => name.startsWith("language-"))?.slice("language-".length);
}

/** The <pre> takes focus, so the keyboard can scroll it sideways. */
export function codeBlock(pre: Element): Element {
  const [code] = pre.children.filter((child): child is Element => child.type === "element" && child.tagName === "code");
  if (!code) return pre;
  const language = fenceLanguage(code);
  const source = text(code).replace(/\n$/, "");
  const highlighted = language && lowlight.registered(language);
  const content: ElementContent[] = highlighted
    ? (lowlight.highlight(language, source).children as ElementContent[])
    : [{ type: "text", value: source }];
  const block: Element = {
    type: "element",
    tagName: "pre",
    properties: { tabIndex: 0 },
    children: [
      { type: "element", tagName: "code", properties: { className: code.properties.className }, children: content },
    ],
  };
  const label: Element = {
    type: "element",
    tagName: "p",
    properties: { className: [BODY_CLASSES.codeLanguage] },
    children: [{ type: "text", value: language ?? "" }],
  };
  return {
    type: "element",
    tagName: "div",
    properties: { className: [BODY_CLASSES.codeBlock] },
    children: language ? [label, block] : [block],
  };
}

/** About what a 320 px phone's line holds in the code face; longer words may break, or they would widen the page. */
const WHOLE_WORD_LENGTH = 28;

/** A line breaks between the words of `npm run verify-session`, never inside one (at its hyphen, say). */
export function inlineCode(code: Element): void {
  code.children = text(code)
    .split(/(\s+)/)
    .filter(Boolean)
    .map((part): ElementContent =>
      /^\s/.test(part) || part.length > WHOLE_WORD_LENGTH
        ? { type: "text", value: part }
        : {
            type: "element",
            tagName: "span",
            properties: { className: [BODY_CLASSES.codeToken] },
            children: [{ type: "text", value: part }],
          },
    );
}

/**
 * A post's code as the page shows it, made at build time: no script highlights it in the browser
 * and no style attribute colours it (the site's policy allows neither). lowlight (highlight.js's
 * grammars, as hast) marks each token with highlight.js's class names, which the post's
 * stylesheet colours (src/components/blog/PostArticle.tsx).
 */
import type { Element, ElementContent } from "hast";
import { common, createLowlight } from "lowlight";
import { BODY_CLASSES } from "./body-classes";

const lowlight = createLowlight(common);

const text = (node: Element): string =>
  node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? text(child) : ""))
    .join("");

/** The fence's language, from the class Markdown gives its <code>: "language-ts" is "ts". */
function fenceLanguage(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classes.find((name) => name.startsWith("language-"))?.slice("language-".length);
}

/**
 * A fenced block (<pre><code>) highlighted where its language is known, under a label naming
 * the language where the fence names one. The <pre> scrolls sideways by itself, so a long line
 * never widens the page, and takes keyboard focus, so the keyboard can scroll it.
 */
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

/**
 * The longest word of inline code kept whole: about what a 320 px phone's line holds in the code
 * face. A longer one (an address, a hash) may break where it must, or it would widen the page.
 */
const WHOLE_WORD_LENGTH = 28;

/**
 * Inline code with each of its words up to WHOLE_WORD_LENGTH in a box of its own that does not
 * break: a line breaks between the words of `npm run verify-session`, never inside one (at its
 * hyphen, say).
 */
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

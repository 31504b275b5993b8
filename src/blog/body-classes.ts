/**
 * The class names src/blog/post-body.ts writes into a post's body and the post's stylesheet
 * (src/components/blog/post-body-css.ts) styles, in a file of their own so the page's code does
 * not take in the build's Markdown tools with them.
 */
export const BODY_CLASSES = {
  /** The visually hidden "(opens in a new tab)" text. */
  newTab: "new-tab",
  /** The box a table scrolls in. */
  tableScroll: "table-scroll",
  /** A fenced code block: its language label and its <pre>. */
  codeBlock: "code-block",
  codeLanguage: "code-language",
  /** A word of inline code, which a line does not break inside. */
  codeToken: "code-token",
} as const;

/** In a file of their own, so the post's stylesheet does not take in the Markdown tools. */
export const BODY_CLASSES = {
  newTab: "new-tab",
  tableScroll: "table-scroll",
  codeBlock: "code-block",
  codeLanguage: "code-language",
  codeToken: "code-token",
} as const;

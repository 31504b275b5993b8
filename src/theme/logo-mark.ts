import { theme } from "./theme";

/**
 * The Parley mark: a speech bubble whose tail runs down into the stem of a P, in the theme's
 * violet-to-cyan gradient, on a 32-unit square. The logo draws it on the page; the share cards
 * draw it into their pictures.
 */
export const LOGO_MARK = {
  viewBox: "0 0 32 32",
  path: "M6.5 13A11 11 0 1 1 12.5 22.8V25.6L6.5 30.5ZM13 13a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0Z",
  gradient: { x1: "7", y1: "28", x2: "27", y2: "4", from: theme.colors.violet, to: theme.colors.cyan },
} as const;

import { css } from "@emotion/react";

/** The arrows are decoration: their alternative text is empty, so screen readers skip them. */
export const directionArrowsCss = css`
  [rel="prev"] > span:first-child::before {
    content: "← ";
    content: "← " / "";
  }
  [rel="next"] > span:first-child::after {
    content: " →";
    content: " →" / "";
  }
`;

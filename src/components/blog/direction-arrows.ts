import { css } from "@emotion/react";

/**
 * In a list of links to the previous and next post or page, each points its way: the arrow is
 * decoration (its alternative text is empty, so screen readers skip it), the words are data's.
 */
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

import { css } from "@emotion/react";
import { fillIn } from "../../blog";
import { theme } from "../../theme";
import { directionArrowsCss } from "./PostArticle";
import type { PostLabels } from "./PostMeta";

const { colors, fontSizes, fontWeights, radii, space } = theme;

/** Mobile first: the page's number over the two links, then the three in one row. Each link on
 * one line: "← Newer posts" fits half a 320 px phone. */
const pagerCss = css`
  ${directionArrowsCss}
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[3]};
  align-items: center;

  p {
    grid-column: 1 / -1;
    grid-row: 1;
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
    text-align: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.layout.tapTarget};
    padding: ${space[2]} ${space[3]};
    white-space: nowrap;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${theme.gradients.card};
    color: ${colors.accent};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
    transition: border-color ${theme.motion.fast} ease;
  }
  a:hover {
    border-color: ${colors.accent};
  }
  a[rel="prev"] {
    grid-column: 1;
    grid-row: 2;
    justify-self: start;
  }
  a[rel="next"] {
    grid-column: 2;
    grid-row: 2;
    justify-self: end;
  }
  ${theme.mq.sm} {
    grid-template-columns: 1fr auto 1fr;
    p {
      grid-column: 2;
      grid-row: 1;
    }
    a[rel] {
      grid-row: 1;
      padding-inline: ${space[4]};
    }
    a[rel="next"] {
      grid-column: 3;
    }
  }
`;

export interface PagerProps {
  labels: PostLabels;
  /** 1 for the newest posts. */
  page: number;
  pages: number;
  newer: string | null;
  older: string | null;
}

/** The links between the pages of a list of posts, and which page of how many this is. */
export function Pager({ labels, page, pages, newer, older }: PagerProps) {
  if (pages < 2) return null;
  return (
    <nav css={pagerCss} aria-label={labels.pagination}>
      {newer && (
        <a href={newer} rel="prev">
          <span>{labels.newer}</span>
        </a>
      )}
      <p>{pageOf(labels, page, pages)}</p>
      {older && (
        <a href={older} rel="next">
          <span>{labels.older}</span>
        </a>
      )}
    </nav>
  );
}

/** "Page 2 of 12", in the blog's words. */
export const pageOf = (labels: PostLabels, page: number, pages: number) =>
  fillIn(fillIn(labels.pageOf, "page", String(page)), "pages", String(pages));

import { css } from "@emotion/react";
import { BODY_CLASSES } from "../../blog";
import { theme } from "../../theme";
import { visuallyHiddenCss } from "../ui";

const { colors, fonts, fontWeights, lineHeights, radii, reading, space, syntax } = theme;

/** Spaces are in em, to grow with the text; code and tables scroll in their own boxes, so nothing widens the column. */
export const postBodyCss = css`
  color: ${colors.reading};
  font-size: ${reading.body};
  line-height: ${reading.lineHeight};
  overflow-wrap: break-word;

  & > * + * {
    margin-top: 1.25em;
  }
  h2,
  h3,
  h4 {
    margin-top: 2em;
    color: ${colors.text};
    font-family: ${fonts.display};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.snug};
  }
  h2 + *,
  h3 + *,
  h4 + * {
    margin-top: 0.75em;
  }
  h2 {
    font-size: ${reading.h2};
  }
  h3 {
    font-size: ${reading.h3};
  }
  h4 {
    font-size: ${reading.h4};
  }
  strong {
    color: ${colors.text};
  }
  a {
    color: ${colors.accent};
    text-underline-offset: 0.2em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: 0.5em;
  }
  li::marker {
    color: ${colors.muted};
  }
  /* The browser's margins go, but for the space above, which every block of the body has. */
  blockquote,
  figure {
    margin-inline: 0;
    margin-bottom: 0;
  }
  blockquote {
    padding: ${space[1]} 0 ${space[1]} 1.25em;
    border-left: 3px solid ${colors.accent};
    color: ${colors.text};
    font-size: 1.1em;
    font-style: italic;
  }
  blockquote > * + * {
    margin-top: 0.75em;
  }
  hr {
    height: 1px;
    margin-block: 2.5em;
    border: 0;
    background: ${colors.border};
  }

  code {
    padding: 0.1em 0.35em;
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.text};
    font-family: ${fonts.mono};
    font-size: ${reading.code};
  }
  /* A word of inline code moves to the next line whole; only a word too long for any line breaks. */
  :not(pre) > code {
    overflow-wrap: anywhere;
    box-decoration-break: clone;
  }
  .${BODY_CLASSES.codeToken} {
    white-space: nowrap;
  }
  .${BODY_CLASSES.codeBlock} {
    overflow: hidden;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .${BODY_CLASSES.codeLanguage} {
    padding: ${space[2]} ${space[4]};
    border-bottom: 1px solid ${colors.border};
    color: ${colors.muted};
    font-family: ${fonts.mono};
    font-size: 0.75em;
    letter-spacing: 0.06em;
    line-height: ${lineHeights.snug};
    text-transform: uppercase;
  }
  pre {
    overflow-x: auto;
    margin: 0;
    padding: ${space[4]};
    font-size: ${reading.code};
    line-height: 1.6;
    tab-size: 2;
  }
  pre:focus-visible {
    outline-offset: -3px;
  }
  pre code {
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.text};
    font-size: inherit;
  }
  .hljs-keyword,
  .hljs-selector-tag,
  .hljs-meta {
    color: ${syntax.keyword};
  }
  .hljs-string,
  .hljs-regexp,
  .hljs-addition {
    color: ${syntax.string};
  }
  .hljs-number,
  .hljs-literal,
  .hljs-symbol {
    color: ${syntax.number};
  }
  .hljs-title,
  .hljs-attr,
  .hljs-property {
    color: ${syntax.title};
  }
  .hljs-built_in,
  .hljs-type,
  .hljs-variable {
    color: ${syntax.type};
  }
  .hljs-comment,
  .hljs-quote,
  .hljs-deletion {
    color: ${syntax.comment};
    font-style: italic;
  }

  .${BODY_CLASSES.tableScroll} {
    overflow-x: auto;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  .${BODY_CLASSES.tableScroll}:focus-visible {
    outline-offset: 2px;
  }
  table {
    min-width: 100%;
    border-collapse: collapse;
    font-size: 0.875em;
    line-height: 1.5;
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-bottom: 1px solid ${colors.border};
    text-align: start;
    vertical-align: top;
  }
  /* A column of long words (an address) makes the table wider than the column, and it scrolls;
     the other columns keep room for a few words a line rather than one. */
  td {
    min-width: 10em;
  }
  th {
    background: ${colors.surface};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: 0;
  }

  figcaption {
    margin-top: ${space[2]};
    color: ${colors.muted};
    font-size: 0.875em;
    text-align: center;
  }
  picture,
  img {
    display: block;
  }
  img {
    max-width: 100%;
    height: auto;
    margin-inline: auto;
    border-radius: ${radii.lg};
    background-color: ${colors.surface};
  }
  .${BODY_CLASSES.newTab} {
    ${visuallyHiddenCss};
  }
`;

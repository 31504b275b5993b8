import { css } from "@emotion/react";
import { ISLAND_ELEMENT } from "../../islands";
import { theme } from "..";

const { colors, fonts, fontSizes, lineHeights, layout, mq } = theme;

export const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  ${ISLAND_ELEMENT} {
    display: contents;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    background: ${colors.bg};
    color-scheme: dark;
    scroll-padding-top: ${layout.headerClearance};
    /* A link the keyboard reaches at the screen's foot shows its whole focus ring. */
    scroll-padding-bottom: ${theme.space[4]};
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${colors.bg};
    color: ${colors.text};
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    /* Clipped: hidden would make the body a scroller whenever the page stops scrolling (the open
       menu), and the page would jump and the sticky header leave the screen. */
    overflow-x: clip;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${fonts.display};
    line-height: ${lineHeights.snug};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  p {
    margin: 0;
  }

  /* No paragraph or list item ends on a word alone on its last line. */
  p,
  li {
    text-wrap: pretty;
  }

  ul,
  ol {
    margin: 0;
    padding: 0;
  }

  img,
  svg {
    display: block;
    max-width: 100%;
  }

  a {
    color: inherit;
  }

  ::selection {
    background: ${colors.violet};
    color: ${colors.text};
  }

  /* One visible focus style for every interactive element, on every background. */
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }

  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

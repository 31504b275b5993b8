import { ClassNames, css, Global } from "@emotion/react";
import { Island } from "../../islands";
import { theme } from "../../theme";
import { Container, useLinkText, Logo, visuallyHiddenCss } from "../ui";

const { colors, tints, overlays, shadows, space, radii, fontSizes, fontWeights, layout, media, mq, motion } = theme;

type HeaderProps = NonNullable<Queries.PageShellDataFragment["navigationJson"]> & {
  siteName: string;
  currentPath: string;
};

const HEADER_BORDER_WIDTH = "1px";

const headerCss = css`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: ${HEADER_BORDER_WIDTH} solid ${tints.headerBorder};
  /* Opaque: a backdrop blur would repaint the page beneath on every scroll. */
  background: ${colors.bg};
  anchor-name: --site-header;

  /* The header's controls are always on screen: focusing one must not scroll the page past the
     band kept free for the header. The phone panel scrolls by itself, so its links keep theirs. */
  a,
  button {
    scroll-margin-top: calc(-1 * ${layout.headerClearance});
  }
  @media not all and ${media.md} {
    [data-nav-panel] a {
      scroll-margin-top: 0;
    }

    /* The open menu dims the page below, so it does not read as part of the menu; taps go
       through to the page, which closes the menu. :is() forgives an unknown :popover-open. */
    &:has([data-nav-panel]:is([data-open="true"], :popover-open))::after {
      content: "";
      position: absolute;
      inset: calc(100% + ${HEADER_BORDER_WIDTH}) 0 auto;
      z-index: -1;
      height: 100dvh;
      background: ${overlays.scrim};
      pointer-events: none;
    }
  }
`;

const barCss = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  /* A small column gap keeps logo and button on one row on a 320 px screen with a scrollbar. */
  gap: ${space[4]} ${space[2]};
  min-height: ${layout.headerHeight};
`;

const logoLinkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
  text-decoration: none;
  border-radius: ${radii.sm};
`;

/* Both labels share one grid cell, so the button is as wide as the longer one whichever shows. */
const menuButtonCss = css`
  display: inline-grid;
  align-items: center;
  min-width: ${layout.tapTarget};
  min-height: ${layout.tapTarget};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;

  ${mq.md} {
    display: none;
  }
`;

/* Both labels are in the HTML, so the first tap swaps them before any script runs; the hidden
   one keeps its room in the cell but leaves the accessible name. */
const openShownCss = css`
  grid-area: 1 / 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};

  & > svg {
    flex-shrink: 0;
  }

  [data-menu-button] > &[data-when="open"] {
    visibility: hidden;
  }

  [data-menu-button][data-open="true"] > &[data-when="open"] {
    visibility: visible;
  }

  [data-menu-button][data-open="true"] > &[data-when="closed"] {
    visibility: hidden;
  }
`;

/* A separate rule: a browser without popovers drops a whole rule that names :popover-open. */
const openShownByPopoverCss = css`
  [data-menu-button]:has(+ :popover-open) > &[data-when="open"] {
    visibility: visible;
  }

  [data-menu-button]:has(+ :popover-open) > &[data-when="closed"] {
    visibility: hidden;
  }
`;

/* One nav for every width: on phones a popover panel, which the browser opens on the first tap
   before any script, fixed under the header from the top layer; an inline row from md up. */
const navCss = css`
  position: fixed;
  inset: calc(${layout.headerHeight} + ${HEADER_BORDER_WIDTH}) 0 auto 0;
  display: none;
  width: auto;
  height: auto;
  /* The page behind is locked, so a tall panel scrolls by itself and stops at its ends. */
  max-height: calc(100dvh - ${layout.headerHeight} - ${HEADER_BORDER_WIDTH});
  margin: 0;
  padding: 0;
  overflow: auto;
  overscroll-behavior: contain;
  border: 0;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.bg};
  color: inherit;
  box-shadow: ${shadows.dropdown};

  &[data-open="true"] {
    display: block;
  }

  /* Large text can wrap the bar onto two rows: the panel still starts under it. */
  @supports (top: anchor(bottom)) {
    position-anchor: --site-header;
    top: anchor(bottom);
    max-height: calc(100dvh - anchor-size(height));
  }

  ${mq.md} {
    position: static;
    display: block;
    max-height: none;
    overflow: visible;
    border: 0;
    background: none;
    box-shadow: none;
  }
`;

/* A separate rule: a browser without popovers drops a whole rule that names :popover-open. */
const navOpenByPopoverCss = css`
  &:popover-open {
    display: block;
  }
`;

/* A swipe beside the open menu must not scroll the page away under it; keeping the scrollbar's
   room stops the page moving sideways. */
const lockedPage = `
  overflow: hidden;
  scrollbar-gutter: stable;
`;
const menuOpenPageCss = css`
  @media not all and ${media.md} {
    html:has([data-nav-panel][data-open="true"]) {
      ${lockedPage}
    }
  }
`;

/* A separate rule: a browser without popovers drops a whole rule that names :popover-open. */
const menuOpenByPopoverPageCss = css`
  @media not all and ${media.md} {
    html:has([data-nav-panel]:popover-open) {
      ${lockedPage}
    }
  }
`;

const listCss = css`
  display: grid;
  gap: ${space[1]};
  /* Less each link's padding, so the link text lines up with the logo. */
  padding: ${space[3]} calc(${layout.gutter} - ${space[3]}) ${space[5]};
  list-style: none;

  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${space[1]};
    padding: 0;
    /* The last link's text ends at the content edge, not its padding. */
    margin-right: calc(-1 * ${space[3]});
  }
`;

const navLinkCss = css`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${layout.tapTarget};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.sm};
  color: ${colors.muted};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  transition:
    color ${motion.fast} ease,
    background-color ${motion.fast} ease;

  &:hover {
    color: ${colors.text};
    background: ${colors.surface};
  }

  /* Underlined too: colour alone must not be the only sign. */
  &[aria-current] {
    color: ${colors.text};
    /* Longhands: WebKit drops the shorthand with a thickness in it. */
    text-decoration-line: underline;
    text-decoration-thickness: 2px;
    text-decoration-color: ${colors.accent};
    text-underline-offset: 0.4em;
  }

  ${mq.md} {
    font-size: ${fontSizes.sm};
  }
`;

/** The menu's styles reach its island as class names, so no styling code runs in the browser. */
export function Header({ siteName, currentPath, links, ...labels }: HeaderProps) {
  const text = useLinkText();
  const isCurrent = (href: string) => href === currentPath;
  // A page inside a section (a post under /blog) marks the section's link as current too.
  const currentOf = (href: string) =>
    isCurrent(href) ? "page" : href !== "/" && currentPath.startsWith(`${href}/`) ? "true" : undefined;
  return (
    <header css={headerCss}>
      <Global styles={[menuOpenPageCss, menuOpenByPopoverPageCss]} />
      <Container css={barCss}>
        <a href="/" aria-label={labels.logoLabel} aria-current={isCurrent("/") ? "page" : undefined} css={logoLinkCss}>
          <Logo name={siteName} gradientId="header-logo-gradient" />
        </a>
        <ClassNames>
          {({ css: classOf }) => (
            <Island
              name="SiteMenu"
              props={{
                navLabel: labels.navLabel,
                openLabel: labels.menuOpenLabel,
                closeLabel: labels.menuCloseLabel,
                newTabLabel: text.newTab,
                links: links.map((link) => ({ ...link, current: currentOf(link.href) })),
                classNames: {
                  button: classOf(menuButtonCss),
                  buttonLabel: classOf(openShownCss, openShownByPopoverCss),
                  nav: classOf(navCss, navOpenByPopoverCss),
                  list: classOf(listCss),
                  link: classOf(navLinkCss),
                  hiddenText: classOf(visuallyHiddenCss),
                },
              }}
            />
          )}
        </ClassNames>
      </Container>
    </header>
  );
}

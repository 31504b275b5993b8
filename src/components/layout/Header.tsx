import { ClassNames, css, Global } from "@emotion/react";
import { Island } from "../../islands/Island";
import { theme } from "../../theme/theme";
import { Container } from "../ui/Container";
import { useLinkText } from "../ui/LinkTextContext";
import { Logo } from "../ui/Logo";
import { visuallyHiddenCss } from "../ui/VisuallyHidden";

const { colors, tints, overlays, shadows, space, radii, fontSizes, fontWeights, layout, media, mq, motion } = theme;

type HeaderProps = NonNullable<Queries.PageShellDataFragment["navigationJson"]> & {
  siteName: string;
  /** The path of the page being rendered: its link is marked as the current page. */
  currentPath: string;
};

/** The header's bottom border, which the phone menu's panel hangs under. */
const HEADER_BORDER_WIDTH = "1px";

const headerCss = css`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: ${HEADER_BORDER_WIDTH} solid ${tints.headerBorder};
  /* Opaque, so headings scrolling beneath never show through; a backdrop blur would repaint the
     page beneath on every scroll. */
  background: ${colors.bg};
  /* The phone menu's panel hangs from the header's bottom edge (navCss). */
  anchor-name: --site-header;

  /* The header's controls are always on screen: focusing one must not scroll the page to clear
     the band the page keeps free for the header (scroll-padding-top), which they sit in. The
     phone menu's panel scrolls by itself, and its links keep their margin there. */
  a,
  button {
    scroll-margin-top: calc(-1 * ${layout.headerClearance});
  }
  @media not all and ${media.md} {
    [data-nav-panel] a {
      scroll-margin-top: 0;
    }

    /* While the menu is open, the page below the header is dimmed, so it does not read as part of
       the menu: a layer from the header's bottom edge to the foot of the screen (the page is
       locked, menuOpenPageCss), beneath the panel. Taps go through it to the page, where they
       close the menu. :is() forgives :popover-open where popovers are unknown. */
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
  /* Rows apart when large text wraps the bar; side by side, the logo and the menu button only
     need to stay apart: a 320 px screen whose scrollbar takes room keeps them on one row. */
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

/*
 * The button shows its open or its close label (with their icons) by the panel's state: the open popover
 * right after it, before the island runs, or the island's data-open. Both labels are in the HTML,
 * so the first tap changes the button without any script; the hidden one is invisible, which
 * keeps its room in the cell and takes it out of the accessible name.
 */
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

/*
 * One nav for every width: a drop-down panel on phones, an inline row from the md breakpoint.
 * On phones the panel is a popover the menu button opens by itself (popovertarget): the browser
 * opens it on the first tap, before any script, and closes it on Escape or a tap elsewhere.
 * An open popover sits in the top layer, placed against the viewport, so it is fixed right under
 * the sticky header bar. Where popovers are unknown the island opens it with data-open. Without
 * JavaScript, static/noscript.css shows the panel and hides the button, so the links stay
 * reachable.
 */
const navCss = css`
  position: fixed;
  inset: calc(${layout.headerHeight} + ${HEADER_BORDER_WIDTH}) 0 auto 0;
  display: none;
  width: auto;
  height: auto;
  /* The page behind is locked (menuOpenPageCss): on a short screen, or with large text, the panel
     scrolls by itself, and its scrolling stops at its ends instead of passing on. */
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

  /* Larger text can make the header bar two rows tall: the panel then still starts under it. */
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

/*
 * On phones the page stays put behind the open menu: a swipe there would otherwise scroll the
 * page away under the panel. The scrollbar's room is kept, so nothing moves sideways where one
 * takes room.
 */
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
  /* Each link has its own inline padding; taking it off the gutter lines the link text up with the logo. */
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

  /* The current page or section is underlined as well as brighter: colour alone would be the only sign. */
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

/**
 * The site header: the logo, which links home, and the navigation, an island (src/islands/SiteMenu.tsx)
 * that adds focus handling to the phone menu's popover. Its styles are written here and reach
 * the island as class names, so no styling code runs in the browser.
 */
export function Header({
  siteName,
  logoLabel,
  navLabel,
  menuOpenLabel,
  menuCloseLabel,
  links,
  currentPath,
}: HeaderProps) {
  const text = useLinkText();
  const isCurrent = (href: string) => href === currentPath;
  // A page inside a section (a post under /blog) marks the section's link as current too.
  const currentOf = (href: string) =>
    isCurrent(href) ? "page" : href !== "/" && currentPath.startsWith(`${href}/`) ? "true" : undefined;
  return (
    <header css={headerCss}>
      <Global styles={[menuOpenPageCss, menuOpenByPopoverPageCss]} />
      <Container css={barCss}>
        <a href="/" aria-label={logoLabel} aria-current={isCurrent("/") ? "page" : undefined} css={logoLinkCss}>
          <Logo name={siteName} gradientId="header-logo-gradient" />
        </a>
        <ClassNames>
          {({ css: classOf }) => (
            <Island
              name="SiteMenu"
              props={{
                navLabel,
                openLabel: menuOpenLabel,
                closeLabel: menuCloseLabel,
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

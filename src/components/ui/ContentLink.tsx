import { ClassNames, css, keyframes } from "@emotion/react";
import { useId, type ReactNode } from "react";
import { Island, TOOLTIP_OPEN_DELAY_MS } from "../../islands";
import { theme } from "../../theme/theme";
import { isExternal, NEW_TAB } from "../../content";
import { useLinkText } from "./LinkTextContext";
import { visuallyHiddenCss, VisuallyHidden } from "./VisuallyHidden";

export interface ContentLinkProps {
  /** A site path ("/blog"), an in-page anchor ("#features") or an https URL; none for a placeholder. */
  href?: string | null;
  children: ReactNode;
  className?: string;
  /**
   * Where a placeholder's tooltip shows: above it, or after it, for a placeholder in a column of
   * links, where above would cover the link before it.
   */
  tooltipSide?: "above" | "after";
}

/**
 * A placeholder looks unavailable beside live links: fainter (still over 4.5:1 on the footer), with
 * a clock after its label (PlaceholderLink) and a not-allowed pointer; it never brightens on hover
 * as a link does (textLinkCss). A class beside the link's, setting none of its properties.
 */
const placeholderCss = css`
  cursor: not-allowed;
  opacity: 0.72;
`;

/** Browsers that position by anchor, each placeholder its own (see tooltipCss). */
const positionedByAnchor = "@supports (anchor-scope: all) and (position-try-fallbacks: flip-block)";

const tooltipWrapperCss = css`
  position: relative;
  display: inline-flex;

  ${positionedByAnchor} {
    anchor-scope: --placeholder;

    & > [role="link"] {
      anchor-name: --placeholder;
    }
  }
`;

/**
 * Keeps a tooltip invisible for its open delay: hovering makes it display, this holds it back. The
 * delay is the animation's delay, filled backwards, not its duration, which the reduced-motion
 * rule shortens: a delay is no motion.
 */
const openDelay = keyframes`
  from,
  to {
    visibility: hidden;
  }
`;

/** The gap between a placeholder and its tooltip. */
const tooltipGap = theme.space[2];

/**
 * The tooltip opens by CSS alone, so it answers the first hover or focus before any script runs:
 * after the open delay under a resting pointer, at once on focus. It is part of the wrapper the
 * pointer rests on, with a bridge over the gap, so the pointer can move onto it and it stays
 * (WCAG 1.4.13). The island (src/islands/PlaceholderLink.tsx) adds Escape (data-dismissed) and
 * the skip delay (data-instant).
 *
 * Where the browser positions by anchor, the tooltip is fixed to the screen and anchored to the
 * placeholder, centred over it, and the browser moves it along the placeholder's edge until it is
 * inside the page's gutters. Elsewhere it ends where its placeholder ends: a placeholder narrower
 * than its tooltip near a screen's edge is at the end of a row (the footer's legal links), and
 * centred, the tooltip would run off the screen there.
 */
const tooltipCss = css`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${tooltipGap});
  z-index: 20;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.raised};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  display: none;

  &::after {
    content: "";
    position: absolute;
    inset: 100% 0 auto;
    height: calc(${tooltipGap} + 1px);
  }

  *:hover > & {
    display: block;
    animation: ${openDelay} 0s ${TOOLTIP_OPEN_DELAY_MS}ms backwards;
  }

  [role="link"]:focus + &,
  [data-instant]:hover > & {
    display: block;
    animation: none;
  }

  ${positionedByAnchor} {
    position: fixed;
    position-anchor: --placeholder;
    position-area: top;
    inset: auto;
    margin: 0 ${theme.layout.gutter} ${tooltipGap};
  }

  /* Escape wins over hover and focus. */
  [data-dismissed] > & {
    display: none !important;
  }
`;

/**
 * A tooltip after its placeholder, level with it, with the bridge on its side: a class beside
 * tooltipCss's, after it in the page's styles, so its rules win.
 */
const tooltipAfterCss = css`
  inset: 50% auto auto calc(100% + ${tooltipGap});
  transform: translateY(-50%);

  &::after {
    inset: 0 100% 0 auto;
    width: calc(${tooltipGap} + 1px);
    height: auto;
  }

  ${positionedByAnchor} {
    /* No position-try-fallbacks: WebKit then restarts the open delay on every frame, and a
       hovered tooltip never shows. The footer's column leaves room after its links. */
    position-area: right;
    inset: auto;
    margin: 0 ${theme.layout.gutter} 0 ${tooltipGap};
    transform: none;
  }
`;

/**
 * Every link an editor can point anywhere (the sections' buttons and links, the footer's
 * columns) goes through here, and the menu (SiteMenu) and a post's text (post-body.ts) follow
 * the same rules, so each kind behaves the same everywhere: pages of the site are plain links
 * (each page is a prerendered HTML file), external pages open in a new tab without handing it
 * this page and say so to screen readers, and a link without a destination yet is an unavailable
 * placeholder with a tooltip (site.json's words; an island, for Escape and the skip delay).
 */
export function ContentLink({ href, children, className, tooltipSide = "above" }: ContentLinkProps) {
  const text = useLinkText();
  const tooltipId = useId();

  if (!href) {
    if (typeof children !== "string") throw new Error("A placeholder link's content must be plain text");
    return (
      <ClassNames>
        {({ css: classOf }) => (
          <Island
            name="PlaceholderLink"
            props={{
              label: children,
              unavailableLabel: text.placeholderLabel,
              tooltip: text.placeholderTooltip,
              tooltipId,
              classNames: {
                wrapper: classOf(tooltipWrapperCss),
                // Classes side by side, each in the page's styles once, not merged into a copy per use.
                trigger: [className, classOf(placeholderCss)].filter(Boolean).join(" "),
                hiddenText: classOf(visuallyHiddenCss),
                bubble: [classOf(tooltipCss), tooltipSide === "after" && classOf(tooltipAfterCss)]
                  .filter(Boolean)
                  .join(" "),
              },
            }}
          />
        )}
      </ClassNames>
    );
  }

  if (isExternal(href)) {
    return (
      <a href={href} className={className} {...NEW_TAB}>
        {children}
        <VisuallyHidden> {text.newTab}</VisuallyHidden>
      </a>
    );
  }

  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The footer's quiet text-link look: a link brightens on hover, a placeholder (not an <a>) does not. */
export const textLinkCss = css`
  color: ${theme.colors.muted};
  text-decoration: none;
  transition: color ${theme.motion.fast} ease;

  a&:hover {
    color: ${theme.colors.text};
  }
`;

import { ClassNames, css, keyframes } from "@emotion/react";
import { useId, type ReactNode } from "react";
import { Island, TOOLTIP_OPEN_DELAY_MS } from "../../islands";
import { theme } from "../../theme";
import { isExternal, NEW_TAB } from "../../content";
import { useLinkText } from "./LinkTextContext";
import { visuallyHiddenCss, VisuallyHidden } from "./VisuallyHidden";

export interface ContentLinkProps {
  /** A site path ("/blog"), an in-page anchor ("#features") or an https URL; none for a placeholder. */
  href?: string | null;
  children: ReactNode;
  className?: string;
  /** After, for a placeholder in a column of links, where above would cover the link before it. */
  tooltipSide?: "above" | "after";
}

/** Unavailable beside live links: fainter, yet still over 4.5:1 on the footer. */
const placeholderCss = css`
  cursor: not-allowed;
  opacity: 0.72;
`;

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

/** Holds a tooltip back for its open delay: an animation's delay, which reduced motion leaves, as a delay is no motion. */
const openDelay = keyframes`
  from,
  to {
    visibility: hidden;
  }
`;

/**
 * The tooltip opens by CSS alone, so it answers the first hover or focus before any script runs.
 * A bridge over the gap lets the pointer move onto it and it stays (WCAG 1.4.13). Where the browser
 * positions by anchor, it is centred over the placeholder and kept inside the gutters; elsewhere it
 * ends where its placeholder ends, as a narrow placeholder near a screen's edge ends a row.
 */
const tooltipCss = css`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${theme.space[2]});
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
    height: calc(${theme.space[2]} + 1px);
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
    margin: 0 ${theme.layout.gutter} ${theme.space[2]};
  }

  /* Escape wins over hover and focus. */
  [data-dismissed] > & {
    display: none !important;
  }
`;

/** Level with its placeholder, after it; later in the page's styles than tooltipCss, so it wins. */
const tooltipAfterCss = css`
  inset: 50% auto auto calc(100% + ${theme.space[2]});
  transform: translateY(-50%);

  &::after {
    inset: 0 100% 0 auto;
    width: calc(${theme.space[2]} + 1px);
    height: auto;
  }

  ${positionedByAnchor} {
    /* No position-try-fallbacks: WebKit then restarts the open delay on every frame, and a
       hovered tooltip never shows. The footer's column leaves room after its links. */
    position-area: right;
    inset: auto;
    margin: 0 ${theme.layout.gutter} 0 ${theme.space[2]};
    transform: none;
  }
`;

/**
 * A link an editor can point anywhere: a page of the site is a plain link, an external page opens
 * in a new tab without handing it this page and says so to screen readers, and a link without a
 * destination yet is an unavailable placeholder with a tooltip (an island, for Escape and the skip delay).
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

/** A quiet text link, brightening on hover; a placeholder is no <a>, so it does not. */
export const textLinkCss = css`
  color: ${theme.colors.muted};
  text-decoration: none;
  transition: color ${theme.motion.fast} ease;

  a&:hover {
    color: ${theme.colors.text};
  }
`;

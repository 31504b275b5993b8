import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { theme } from "../../theme/theme";
import { useLinkText } from "./LinkTextContext";
import { Tooltip } from "./Tooltip";
import { VisuallyHidden } from "./VisuallyHidden";

export interface ContentLinkProps {
  /** A site path ("/blog"), an in-page anchor ("#features"), https or mailto; none for a placeholder. */
  href?: string | null;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

const placeholderCss = css`
  cursor: not-allowed;
  opacity: 0.85;
`;

/**
 * Every link on the site goes through here, so each kind behaves the same everywhere:
 * site paths use Gatsby's Link (prefetch, client-side navigation), external pages open in a new
 * tab without handing it this page (noopener noreferrer) and say so to screen readers, and a
 * link without a destination yet is an unavailable placeholder with a "Coming soon" tooltip.
 */
export function ContentLink({ href, children, className, onClick }: ContentLinkProps) {
  const text = useLinkText();

  if (!href) {
    return (
      <Tooltip content={text.placeholderTooltip}>
        {(triggerProps) => (
          <span
            role="link"
            aria-disabled="true"
            tabIndex={0}
            className={className}
            css={placeholderCss}
            {...triggerProps}
          >
            {children}
            <VisuallyHidden> ({text.placeholderLabel})</VisuallyHidden>
          </span>
        )}
      </Tooltip>
    );
  }

  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }

  if (href.startsWith("https://")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        <VisuallyHidden> {text.newTab}</VisuallyHidden>
      </a>
    );
  }

  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** The quiet text-link look used in navigation and the footer. */
export const textLinkCss = css`
  color: ${theme.colors.muted};
  text-decoration: none;
  transition: color ${theme.motion.fast} ease;

  &:hover {
    color: ${theme.colors.text};
  }
`;

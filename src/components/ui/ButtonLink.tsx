import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme";
import { ContentLink } from "./ContentLink";

const { colors, tints, radii, space, fontSizes, fontWeights, fonts, motion, layout, shadows } = theme;

const baseCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: ${layout.tapTarget};
  padding: ${space[3]} ${space[5]};
  border-radius: ${radii.pill};
  font-family: ${fonts.display};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  transition:
    transform ${motion.fast} ${motion.easing},
    box-shadow ${motion.base} ${motion.easing},
    background-color ${motion.base} ease,
    border-color ${motion.base} ease;

  &:hover {
    transform: translateY(-1px);
  }

  svg {
    flex-shrink: 0;
  }
`;

const variants = {
  primary: css`
    /* Drawn in forced colours, where the gradient is not; the same size as the secondary's. */
    border: 1px solid transparent;
    background: ${theme.gradients.brand} border-box;
    color: ${colors.onAccent};
    box-shadow: ${shadows.button};

    &:hover {
      box-shadow: ${shadows.buttonHover};
    }
  `,
  secondary: css`
    border: 1px solid ${colors.borderStrong};
    background: ${tints.secondaryButton};
    color: ${colors.text};

    &:hover {
      border-color: ${colors.accent};
      background: ${colors.raised};
    }
  `,
} as const;

interface ButtonLinkProps {
  href: string;
  variant?: keyof typeof variants;
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button: every call to action on the site navigates somewhere. */
export function ButtonLink({ href, variant = "primary", children, className }: ButtonLinkProps) {
  return (
    <ContentLink href={href} className={className} css={[baseCss, variants[variant]]}>
      {children}
    </ContentLink>
  );
}

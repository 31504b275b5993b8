import { css } from "@emotion/react";
import { theme } from "../../theme/theme";

const logoCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-family: ${theme.fonts.display};
  font-size: 1.375rem;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
  color: ${theme.colors.text};
`;

interface LogoProps {
  name: string;
  /** The id of the mark's gradient, one per logo on the page. */
  gradientId: string;
}

/**
 * The Parley mark (a speech bubble whose tail runs down into the stem of a P, in the theme's
 * violet-to-cyan gradient) beside the name: the mark's one drawing.
 */
export function Logo({ name, gradientId }: LogoProps) {
  return (
    <span css={logoCss}>
      <svg width="2rem" height="2rem" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="7" y1="28" x2="27" y2="4" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor={theme.colors.violet} />
            <stop offset="1" stopColor={theme.colors.cyan} />
          </linearGradient>
        </defs>
        <path
          fill={`url(#${gradientId})`}
          fillRule="evenodd"
          d="M6.5 13A11 11 0 1 1 12.5 22.8V25.6L6.5 30.5ZM13 13a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0Z"
        />
      </svg>
      {name}
    </span>
  );
}

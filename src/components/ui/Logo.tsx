import { css } from "@emotion/react";
import { LOGO_MARK, theme } from "../../theme";

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

export function Logo({ name, gradientId }: LogoProps) {
  const { x1, y1, x2, y2, from, to } = LOGO_MARK.gradient;
  return (
    <span css={logoCss}>
      <svg width="2rem" height="2rem" viewBox={LOGO_MARK.viewBox} aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} {...{ x1, y1, x2, y2 }} gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <path fill={`url(#${gradientId})`} fillRule="evenodd" d={LOGO_MARK.path} />
      </svg>
      {name}
    </span>
  );
}

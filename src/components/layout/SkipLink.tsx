import { css } from "@emotion/react";
import { theme } from "../../theme";

export const MAIN_CONTENT_ID = "main-content";

const skipLinkCss = css`
  position: absolute;
  top: ${theme.space[3]};
  left: ${theme.space[3]};
  z-index: 100;
  padding: ${theme.space[3]} ${theme.space[5]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.text};
  color: ${theme.colors.bg};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export function SkipLink({ label }: { label: string }) {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} css={skipLinkCss}>
      {label}
    </a>
  );
}

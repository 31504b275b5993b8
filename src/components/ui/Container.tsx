import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../theme";

const containerCss = css`
  width: 100%;
  max-width: calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter});
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`;

/**
 * The width of the content inside a Container, as a CSS length: the viewport less its gutters, at
 * most the site's reading width (for an image's sizes attribute, which cannot see the layout).
 */
export const CONTENT_WIDTH = `min(100vw - 2 * ${theme.layout.gutter}, ${theme.layout.maxWidth})`;

/** Centres content at the site's reading width with the fluid page gutter. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerCss} className={className}>
      {children}
    </div>
  );
}

import { css } from "@emotion/react";
import type { ReactNode } from "react";

/** Read by screen readers, not shown on screen. */
export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHiddenCss}>{children}</span>;
}

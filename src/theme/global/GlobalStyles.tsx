import { css, Global } from "@emotion/react";
import { fontFaces } from "./fonts";
import { globalCss } from "./global-css";

const pageCss = css`
  ${fontFaces}
  ${globalCss}
`;

export function GlobalStyles() {
  return <Global styles={pageCss} />;
}

import type { GatsbySSR } from "gatsby";
import { fontFiles } from "./src/theme/fonts";

export { wrapPageElement } from "./src/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // Both fonts are needed above the fold; preloading avoids a late swap of the hero's text.
    ...fontFiles.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Without JavaScript the menu button cannot open the navigation, so this shows it instead.
    <noscript key="noscript-styles">
      <link rel="stylesheet" href="/noscript.css" />
    </noscript>,
  ]);
};

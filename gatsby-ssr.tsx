import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { ServerRendering } from "./src/components/layout";
import { IMAGE_LOADED_SCRIPT } from "./src/components/ui";
import { fontFiles } from "./src/theme/global";

// One <style> in the head instead of one before every styled element: the CSS arrives before the
// body, the HTML is smaller and the CSP lists one hash instead of dozens.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixer: its copies for decade-old browsers were a fifth of the CSS parsed before
  // the first paint. The few prefixes still needed are written in the styles.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(
      <CacheProvider value={cache}>
        <ServerRendering.Provider value>{bodyComponent}</ServerRendering.Provider>
      </CacheProvider>,
    ),
  );
  replaceBodyHTMLString(html);
  setHeadComponents([
    <style key="css" dangerouslySetInnerHTML={{ __html: styles.map((style) => style.css).join("") }} />,
  ]);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // The display font sets the hero's headline; preloading it avoids a late swap of that text.
    ...fontFiles.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <script key="image-loaded" dangerouslySetInnerHTML={{ __html: IMAGE_LOADED_SCRIPT }} />,
    <noscript key="noscript-styles">
      <link rel="stylesheet" href="/noscript.css" />
    </noscript>,
  ]);
};

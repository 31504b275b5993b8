import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { ServerRendering } from "./src/components/layout";
import { IMAGE_LOADED_SCRIPT } from "./src/components/ui/ContentImage";
import { fontFiles } from "./src/theme/fonts";

/**
 * Renders each page with Emotion's critical CSS extracted into the <head>: one <style> for the
 * page instead of one inline before every styled element, so the CSS arrives before the body, the
 * HTML is smaller and the CSP lists a couple of hashes instead of dozens. Emotion runs at build
 * time only: the browser gets the CSS and class names, and the islands use only class names.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixes (Emotion's default adds -webkit-/-ms- copies of flexbox, transitions and
  // transforms for browsers a decade old): a fifth of the CSS every page parses before its first
  // paint. The few prefixes still needed are written in the styles themselves.
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
  // Emotion gives the global styles and the components' styles as chunks, in cascade order.
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
    // Without JavaScript the navigation is shown as a plain list, and pictures as they arrive.
    <noscript key="noscript-styles">
      <link rel="stylesheet" href="/noscript.css" />
    </noscript>,
  ]);
};

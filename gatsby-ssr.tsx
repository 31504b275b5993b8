import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { EMOTION_KEY, SSR_STYLES_ATTRIBUTE } from "./src/theme/emotion-cache";
import { fontFiles } from "./src/theme/fonts";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

/**
 * Renders each page with Emotion's critical CSS extracted into the <head>: one <style> for the
 * page instead of one inline before every styled element, so the CSS arrives before the body, the
 * HTML is smaller, the CSP lists a couple of hashes instead of dozens, and the browser's Emotion
 * cache (src/theme/emotion-cache.ts) learns from the elements' ids not to insert them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // The key must match the browser's cache, which generates the same class names.
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css.length > 0)
      .map((style) => (
        <style
          key={style.key}
          {...{ [SSR_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(" ")}` }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // The display font sets the hero's headline; preloading it avoids a late swap of that text.
    ...fontFiles.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Without JavaScript the menu button cannot open the navigation, so this shows it instead.
    <noscript key="noscript-styles">
      <link rel="stylesheet" href="/noscript.css" />
    </noscript>,
  ]);
};

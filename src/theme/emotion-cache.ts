import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The attribute on the <style> elements that gatsby-ssr.tsx writes into each page's head: the
 * Emotion cache key, then the ids of every style the element holds ("css 1a2b 3c4d").
 *
 * Not Emotion's own `data-emotion`, on purpose: Emotion's browser cache moves every
 * `style[data-emotion]` element it finds to the end of the head, and <Global> moves its element,
 * then removes it and adds it back. Each of those makes the browser recalculate the style and
 * layout of the whole page. Under this name Emotion leaves the elements where they are; <Global>
 * then adds one copy of the global rules.
 */
export const SSR_STYLES_ATTRIBUTE = "data-ssr-styles";

/** The key that prefixes every generated class name; the server and the browser must agree. */
export const EMOTION_KEY = "css";

/**
 * The browser's Emotion cache, told which styles the page's head already holds, so that
 * hydrating the page inserts none of them again. Styles the page did not ship (another route's,
 * or a state the server never rendered) are inserted as usual.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of document.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}^="${EMOTION_KEY} "]`)) {
    const [, ...ids] = (element.getAttribute(SSR_STYLES_ATTRIBUTE) ?? "").split(" ");
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

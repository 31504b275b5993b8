import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import type { ReactNode } from "react";
import { createBrowserEmotionCache } from "./theme/emotion-cache";

// In the browser, Emotion's cache that knows which styles the prerendered page already holds.
// On the server there is none here: gatsby-ssr.tsx's replaceRenderer provides the cache it
// extracts each page's critical CSS from.
const browserCache = typeof document === "undefined" ? null : createBrowserEmotionCache();

function EmotionCache({ children }: { children: ReactNode }) {
  return browserCache ? <CacheProvider value={browserCache}>{children}</CacheProvider> : <>{children}</>;
}

/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx, so that both render the same tree. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <EmotionCache>{element}</EmotionCache>;

import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Hydrates the prerendered page as a transition: React then works through it in small slices,
 * yielding to the browser between them, instead of one long task that blocks input while the
 * whole page hydrates (Gatsby's default). The page is already visible and fully usable as HTML
 * (links work without JavaScript); only the menu and tooltips wait for hydration.
 * `gatsby develop` serves an empty shell, which is rendered rather than hydrated.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrateAsTransition = (element: ReactElement, container: Element) => {
    if (!container.hasChildNodes()) {
      createRoot(container).render(element);
      return;
    }
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
  // Gatsby still types the renderer after React 17's legacy ReactDOM.render.
  return hydrateAsTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};

/** @jsxImportSource react */
// A production page is HTML and CSS; only its islands (src/islands/) run in the browser. So the
// pages leave out Gatsby's runtime (the app, its router and every section's code) and, where they
// have islands, run the islands bundle through a small loader (loader.js, given by gatsby-node.ts
// as __ISLANDS__). Moving between pages is an ordinary page load of another small HTML file.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { RenderedIslands } from "../../src/islands";
import { SCRIPT_LIST_ID, type ShippedIslands } from "./shipped";

declare const __ISLANDS__: ShippedIslands | null;

/** The islands each page being rendered has rendered, by page path (pages render concurrently). */
const renderedIslands = new Map<string, Set<string>>();

/**
 * Gatsby's router, without its focus handling and route announcer: they serve client-side page
 * changes, which a page without Gatsby's runtime has none of, and the focus handling would put the
 * one style="" attribute on the page.
 */
function withoutClientRouting(root: ReactElement<{ children?: ReactNode }>): ReactElement {
  const [router, announcer] = Children.toArray(root.props.children);
  if (
    !isValidElement<{ id?: string }>(router) ||
    router.props.id !== "gatsby-focus-wrapper" ||
    !isValidElement<{ id?: string }>(announcer) ||
    announcer.props.id !== "gatsby-announcer"
  ) {
    throw new Error("Gatsby's router and route announcer were not found where the islands expect them");
  }
  return cloneElement(root, {}, cloneElement(router as ReactElement<{ primary?: boolean }>, { primary: false }));
}

/** Each page (not a slice: Gatsby wraps those too, with no pathname) records its islands. */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (!__ISLANDS__ || pathname === undefined) return element;
  const islands = new Set<string>();
  renderedIslands.set(pathname, islands);
  return <RenderedIslands.Provider value={islands}>{withoutClientRouting(element)}</RenderedIslands.Provider>;
};

/** Gatsby's runtime at the end of each page: its page path, then its scripts slice. */
function isGatsbyRuntime(component: ReactNode): boolean {
  if (!isValidElement<{ id?: string; sliceId?: string }>(component)) return false;
  return component.props.id === "gatsby-script-loader" || component.props.sliceId === "_gatsby-scripts";
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!__ISLANDS__) return;
  const postBody = getPostBodyComponents() as ReactNode[];
  const runtime = postBody.filter(isGatsbyRuntime);
  if (runtime.length !== 2) throw new Error("Gatsby's runtime scripts were not found where the islands expect them");
  const hasIslands = (renderedIslands.get(pathname)?.size ?? 0) > 0;
  renderedIslands.delete(pathname);
  replacePostBodyComponents([
    ...postBody.filter((component) => !runtime.includes(component)),
    ...(hasIslands
      ? [
          <script
            key={SCRIPT_LIST_ID}
            id={SCRIPT_LIST_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: JSON.stringify([__ISLANDS__.bundle]) }}
          />,
          <script key="islands-loader" dangerouslySetInnerHTML={{ __html: __ISLANDS__.loader }} />,
        ]
      : []),
  ]);
};

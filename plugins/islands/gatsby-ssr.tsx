/** @jsxImportSource react */
// A production page is HTML and CSS: Gatsby's runtime is left out, and a page with islands runs
// only their bundle, through the loader.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { RenderedIslands } from "../../src/islands";
import { SCRIPT_LIST_ID, type ShippedIslands } from "./shipped";

declare const __ISLANDS__: ShippedIslands | null;

/** By page path: pages render concurrently. */
const renderedIslands = new Map<string, Set<string>>();

// Without Gatsby's runtime there are no client-side page changes for the router's focus handling
// and route announcer to serve, and the focus handling would put a style="" attribute on the page.
function withoutClientRouting(root: ReactElement<{ children?: ReactNode }>): ReactElement {
  const [router, announcer] = Children.toArray(root.props.children);
  const hasId = (child: unknown, id: string) => isValidElement<{ id?: string }>(child) && child.props.id === id;
  if (!hasId(router, "gatsby-focus-wrapper") || !hasId(announcer, "gatsby-announcer")) {
    throw new Error("Gatsby's router and route announcer were not found where the islands expect them");
  }
  return cloneElement(root, {}, cloneElement(router as ReactElement<{ primary?: boolean }>, { primary: false }));
}

// Slices are wrapped too, with no pathname.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (!__ISLANDS__ || pathname === undefined) return element;
  const islands = new Set<string>();
  renderedIslands.set(pathname, islands);
  return <RenderedIslands.Provider value={islands}>{withoutClientRouting(element)}</RenderedIslands.Provider>;
};

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

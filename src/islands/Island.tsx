import { createContext, createElement, useContext, type FunctionComponent } from "react";
import { ISLAND_ELEMENT } from "./element";
import { islandStart, islands, type IslandName, type IslandProps } from "./registry";

/**
 * The names of the islands a page renders, collected while the build renders it
 * (plugins/islands/gatsby-ssr.tsx): a page without islands gets no loader.
 */
export const RenderedIslands = createContext<Set<string> | null>(null);

interface IslandElementProps<Name extends IslandName> {
  name: Name;
  props: IslandProps<Name>;
}

/**
 * Renders an island at build time: its HTML, inside an element that names the component, carries
 * its props as JSON and says when it starts, for the browser to hydrate. Props are plain data (text, links,
 * class names): what the browser renders from them must be exactly what the build rendered.
 */
export function Island<Name extends IslandName>({ name, props }: IslandElementProps<Name>) {
  const component: FunctionComponent<IslandProps<Name>> = islands[name];
  useContext(RenderedIslands)?.add(name);
  return createElement(
    ISLAND_ELEMENT,
    { "data-island": name, "data-props": JSON.stringify(props), "data-start": islandStart[name] },
    createElement(component, props),
  );
}

import { createContext, createElement, useContext, type FunctionComponent } from "react";
import { ISLAND_ELEMENT } from "./element";
import { islandStart, islands, type IslandName, type IslandProps } from "./registry";

/** Collected while the build renders a page: a page without islands gets no loader. */
export const RenderedIslands = createContext<Set<string> | null>(null);

/** Props are plain data: what the browser hydrates from them must be exactly what the build rendered. */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  const component: FunctionComponent<IslandProps<Name>> = islands[name];
  useContext(RenderedIslands)?.add(name);
  return createElement(
    ISLAND_ELEMENT,
    { "data-island": name, "data-props": JSON.stringify(props), "data-start": islandStart[name] },
    createElement(component, props),
  );
}

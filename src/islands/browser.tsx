/** @jsxImportSource react */
// The browser's only script (bundled by scripts/ship-islands.mjs): hydrates each island the
// build rendered, with the props it rendered it from. The rest of the page is static HTML.
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandBoundary } from "./IslandBoundary";
import { ISLAND_ELEMENT, islands, type IslandName } from "./registry";

for (const element of document.querySelectorAll<HTMLElement>(ISLAND_ELEMENT)) {
  const Component = islands[element.dataset.island as IslandName] as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  hydrateRoot(
    element,
    <IslandBoundary>
      <Component {...props} />
    </IslandBoundary>,
  );
}

/** @jsxImportSource react */
// The islands bundle (plugins/islands), run at the visitor's first input, or at load on a page
// with an island that starts then (registry.ts): hydrates each island the build rendered, with
// the props it rendered it from. The rest of the page is static HTML, with two inline scripts
// (the bundle's loader and the pictures' load listener).
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandBoundary } from "./IslandBoundary";
import { ISLAND_ELEMENT } from "./element";
import { islands, type IslandName } from "./registry";

// Buttons pressed before the islands ran (marked by the page's loader, plugins/islands/loader.js),
// unmarked before hydration so the DOM is again exactly what the build rendered.
const pressedEarly = Array.from(document.querySelectorAll<HTMLElement>(`${ISLAND_ELEMENT} [data-pressed-early]`));
for (const button of pressedEarly) button.removeAttribute("data-pressed-early");

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

// The input that started the islands came before they could handle it; they get it again now.
// An early press is pressed again (React hydrates what a click reaches first), unless the browser
// answered it itself (a popover's button: pressing it again would close the popover); an island that
// already has focus gets its focus event; the innermost island element under a resting pointer
// gets the pointer's arrival (a pointerover from outside, which React turns into pointerenter).
for (const button of pressedEarly)
  if (!(button instanceof HTMLButtonElement && button.popoverTargetElement)) button.click();
const focused = document.activeElement;
if (focused instanceof HTMLElement && focused.closest(ISLAND_ELEMENT)) {
  focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}
const hoveredChain = document.querySelectorAll(`${ISLAND_ELEMENT} :hover`);
hoveredChain[hoveredChain.length - 1]?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));

/** @jsxRuntime automatic @jsxImportSource react */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandBoundary } from "./IslandBoundary";
import { ISLAND_ELEMENT } from "./element";
import { islands, type IslandName } from "./registry";

// Unmarked before hydration, so the DOM is again exactly what the build rendered.
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

// The input that started the islands came before they could handle it, so they get it again, but
// for a popover's button, which the browser answered itself: a second press would close it.
for (const button of pressedEarly)
  if (!(button instanceof HTMLButtonElement && button.popoverTargetElement)) button.click();
const focused = document.activeElement;
if (focused instanceof HTMLElement && focused.closest(ISLAND_ELEMENT)) {
  focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}
// The pointer resting on an island was there before it listened: each element under it gets the
// pointerenter the browser sent then, outermost first, as the browser sends them.
for (const hovered of document.querySelectorAll(`${ISLAND_ELEMENT} :hover`)) {
  hovered.dispatchEvent(new PointerEvent("pointerenter"));
}

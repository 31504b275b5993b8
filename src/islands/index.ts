export { ISLAND_ELEMENT } from "./element";
export { Island, RenderedIslands } from "./Island";
export { UNEXPECTED_ERROR_TEMPLATE_ID } from "./IslandBoundary";
export { TOOLTIP_OPEN_DELAY_MS } from "./PlaceholderLink";

/**
 * The element an island lives in, display: contents, so it takes no part in the layout: the build
 * renders each island in one (Island.tsx), and the loader and the browser's code find them by it.
 */
export const ISLAND_ELEMENT = "parley-island";

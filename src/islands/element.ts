export const ISLAND_ELEMENT = "parley-island";

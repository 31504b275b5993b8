/** What every page with islands is given: the bundle's address and the loader that runs it. */
export interface ShippedIslands {
  bundle: string;
  loader: string;
}

/** The element whose JSON the loader reads the bundle's address from. */
export const SCRIPT_LIST_ID = "island-scripts";

export interface ShippedIslands {
  bundle: string;
  loader: string;
}

export const SCRIPT_LIST_ID = "island-scripts";

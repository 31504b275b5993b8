import type { FunctionComponent } from "react";
import { CopyLink, type CopyLinkProps } from "./CopyLink";
import { NotFoundLog, type NotFoundLogProps } from "./NotFoundLog";
import { PlaceholderLink, type PlaceholderLinkProps } from "./PlaceholderLink";
import { SiteMenu, type SiteMenuProps } from "./SiteMenu";

interface IslandPropsByName {
  SiteMenu: SiteMenuProps;
  PlaceholderLink: PlaceholderLinkProps;
  NotFoundLog: NotFoundLogProps;
  CopyLink: CopyLinkProps;
}

export type IslandName = keyof IslandPropsByName;
export type IslandProps<Name extends IslandName> = IslandPropsByName[Name];

/**
 * The only components that run in the browser: everything else on a page is HTML and CSS made
 * at build time. The build renders each island inside a <parley-island> element with its props;
 * src/islands/browser.tsx hydrates it there.
 */
export const islands: { [Name in IslandName]: FunctionComponent<IslandProps<Name>> } = {
  SiteMenu,
  PlaceholderLink,
  NotFoundLog,
  CopyLink,
};

/**
 * When the browser runs each island. "input": at the visitor's first input on the page (a touch,
 * a click, a key, the pointer moving, the wheel), since nothing happens in these islands before
 * someone reaches for them; a page nobody touches runs none of their code. "load": once the page has
 * loaded and painted, for an island with something to do by itself. The islands of a page start
 * together, so one "load" island starts them all then.
 */
export const islandStart: { [Name in IslandName]: "input" | "load" } = {
  SiteMenu: "input",
  PlaceholderLink: "input",
  NotFoundLog: "load",
  CopyLink: "input",
};

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

/** The only components that run in the browser: everything else is HTML and CSS made at build time. */
export const islands: { [Name in IslandName]: FunctionComponent<IslandProps<Name>> } = {
  SiteMenu,
  PlaceholderLink,
  NotFoundLog,
  CopyLink,
};

/** "input": a page nobody touches runs none of their code; "load": the island has work of its own. */
export const islandStart: { [Name in IslandName]: "input" | "load" } = {
  SiteMenu: "input",
  PlaceholderLink: "input",
  NotFoundLog: "load",
  CopyLink: "input",
};

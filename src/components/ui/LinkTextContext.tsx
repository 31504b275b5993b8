import { createContext, useContext } from "react";

/** The words links add for assistive technology; they come from data/site.json. */
export interface LinkText {
  /** Appended to links that open in a new tab, e.g. "(opens in a new tab)". */
  newTab: string;
  /** Tooltip of a link that has no destination yet, e.g. "Coming soon". */
  placeholderTooltip: string;
  /** Spoken after a placeholder's label, e.g. "(not available yet)". */
  placeholderLabel: string;
}

export const LinkTextContext = createContext<LinkText>({
  newTab: "",
  placeholderTooltip: "",
  placeholderLabel: "",
});

export const useLinkText = () => useContext(LinkTextContext);

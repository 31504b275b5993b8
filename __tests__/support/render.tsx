import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { LinkTextContext } from "../../src/components/ui/LinkTextContext";
import { content } from "./content";

const site = content<{ newTabLabel: string; placeholderTooltip: string; placeholderLabel: string }>("site.json");

/** Renders with the link wording from data/site.json, as PageShell provides it on the site. */
export function renderWithSiteText(ui: ReactElement) {
  return render(
    <LinkTextContext.Provider
      value={{
        newTab: site.newTabLabel,
        placeholderTooltip: site.placeholderTooltip,
        placeholderLabel: site.placeholderLabel,
      }}
    >
      {ui}
    </LinkTextContext.Provider>,
  );
}

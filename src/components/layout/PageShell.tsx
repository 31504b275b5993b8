import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { createContext, useContext, type ReactNode } from "react";
import { requireContent } from "../../content";
import { UNEXPECTED_ERROR_TEMPLATE_ID } from "../../islands";
import { GlobalStyles } from "../../theme/global";
import { LinkTextContext } from "../ui";
import { ErrorScreen } from "./ErrorScreen";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

type PageShellProps = { data: Queries.PageShellDataFragment; path: string; children: ReactNode };

/**
 * True while a page renders on the server. Only there does the error page's <template> get its
 * markup: a browser parses it into the template's content, not its children, so hydration (gatsby
 * develop) renders the template empty and finds the DOM it expects.
 */
export const ServerRendering = createContext(false);

const mainCss = css`
  display: block;
  &:focus {
    outline: none;
  }
`;

/** Every page's frame. Site-wide content comes from each page's own query, so a page renders from its data alone. */
export function PageShell({ data, path, children }: PageShellProps) {
  const site = requireContent(data.siteJson, "data/site.json");
  const navigation = requireContent(data.navigationJson, "data/navigation.json");
  const footer = requireContent(data.footerJson, "data/footer.json");
  const errorPage = requireContent(data.errorPageJson, "data/pages/error.json");
  const renderedOnServer = useContext(ServerRendering);

  const linkText = {
    newTab: site.newTabLabel,
    placeholderTooltip: site.placeholderTooltip,
    placeholderLabel: site.placeholderLabel,
  };

  return (
    <LinkTextContext.Provider value={linkText}>
      <GlobalStyles />
      <SkipLink label={site.skipLinkLabel} />
      <Header siteName={site.name} currentPath={path} {...navigation} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Footer siteName={site.name} {...footer} />
      <template id={UNEXPECTED_ERROR_TEMPLATE_ID} data-title={errorPage.title}>
        {renderedOnServer && <ErrorScreen {...errorPage} />}
      </template>
    </LinkTextContext.Provider>
  );
}

/** @public */
export const query = graphql`
  fragment PageShellData on Query {
    siteJson {
      name
      skipLinkLabel
      newTabLabel
      placeholderTooltip
      placeholderLabel
    }
    navigationJson {
      logoLabel
      navLabel
      menuOpenLabel
      menuCloseLabel
      links {
        label
        href
      }
    }
    footerJson {
      tagline
      copyright
      legalLabel
      legal {
        label
        href
      }
      contact {
        heading
        email
      }
      resources {
        heading
        links {
          label
          href
        }
      }
    }
    errorPageJson {
      title
      heading
      text
      action {
        label
        href
      }
    }
  }
`;

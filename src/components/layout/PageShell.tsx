import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { createContext, useContext, type ReactNode } from "react";
import { requireContent } from "../../content";
import { UNEXPECTED_ERROR_TEMPLATE_ID } from "../../islands/IslandBoundary";
import { GlobalStyles } from "../../theme/GlobalStyles";
import { LinkTextContext } from "../ui/LinkTextContext";
import { ErrorScreen } from "./ErrorScreen";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

interface PageShellProps {
  /** The site-wide part of the page's query (the PageShellData fragment). */
  data: Queries.PageShellDataFragment;
  /** The page's path, e.g. "/blog": the header marks its link as the current page. */
  path: string;
  children: ReactNode;
}

/**
 * True while a page is rendered on the server, by the build or by gatsby develop (gatsby-ssr.tsx
 * provides it). The error page's <template> gets its markup there only: the browser parses that
 * markup into the template's content, not its children, so React in the browser (gatsby develop
 * hydrates whole pages) renders the template empty and finds the DOM it expects.
 */
export const ServerRendering = createContext(false);

const mainCss = css`
  display: block;
  &:focus {
    outline: none;
  }
`;

/**
 * Every page's frame: global styles, the wording links share, skip link, header and footer
 * around the page's own content, and the error page shown if an island fails in the browser.
 * Each page passes in the site-wide content from its own page query, so the build renders every
 * page from that page's data alone.
 */
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

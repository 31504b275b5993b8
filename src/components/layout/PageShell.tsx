import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { present } from "../../content/present";
import { GlobalStyles } from "../../theme/GlobalStyles";
import { LinkTextContext } from "../ui/LinkTextContext";
import { ErrorBoundary } from "./ErrorBoundary";
import { ErrorScreen } from "./ErrorScreen";
import { Layout } from "./Layout";

interface PageShellProps {
  /** The site-wide part of the page's query (the PageShellData fragment). */
  data: Queries.PageShellDataFragment;
  children: ReactNode;
}

/**
 * Every page's frame: global styles, the wording links share, the error boundary, header and
 * footer. Each page passes in the site-wide content from its own page query, so the build
 * renders every page from that page's data alone.
 */
export function PageShell({ data, children }: PageShellProps) {
  const site = present(data.siteJson, "data/site.json");
  const navigation = present(data.navigationJson, "data/navigation.json");
  const footer = present(data.footerJson, "data/footer.json");
  const errorPage = present(data.errorPageJson, "data/pages/error.json");

  const linkText = {
    newTab: site.newTabLabel,
    placeholderTooltip: site.placeholderTooltip,
    placeholderLabel: site.placeholderLabel,
  };

  return (
    <LinkTextContext.Provider value={linkText}>
      <GlobalStyles />
      <ErrorBoundary fallback={<ErrorScreen {...errorPage} />}>
        <Layout
          skipLinkLabel={site.skipLinkLabel}
          header={{ siteName: site.name, ...navigation }}
          footer={{ siteName: site.name, ...footer }}
        >
          {children}
        </Layout>
      </ErrorBoundary>
    </LinkTextContext.Provider>
  );
}

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

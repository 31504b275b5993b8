import { graphql, useStaticQuery } from "gatsby";
import type { ReactNode } from "react";
import { present } from "../../content/present";
import { GlobalStyles } from "../../theme/GlobalStyles";
import { LinkTextContext } from "../ui/LinkTextContext";
import { ErrorBoundary } from "./ErrorBoundary";
import { ErrorScreen } from "./ErrorScreen";
import { Layout } from "./Layout";

/**
 * Wraps every page (gatsby-browser/gatsby-ssr wrapPageElement): global styles, the site-wide
 * content every page shares, the error boundary and the layout.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const data = useStaticQuery<Queries.PageShellQuery>(graphql`
    query PageShell {
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
  `);
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

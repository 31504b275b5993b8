import { graphql } from "gatsby";
import { FEED_PATHS } from "../../blog";
import { requireContent } from "../../content";

interface SeoProps {
  data: Queries.SeoDataFragment;
  title: string;
  description: string;
  /** The page's path, e.g. "/blog"; omitted for pages that must not be indexed (404). */
  pathname?: string;
  /** Adds the Organization and WebSite JSON-LD. */
  structuredData?: boolean;
  article?: { publishedTime: string; tags: readonly string[] };
  image?: { src: string; width: number; height: number; alt: string };
  jsonLd?: object[];
}

export function Seo({ data, title, description, pathname, structuredData, article, image, jsonLd = [] }: SeoProps) {
  const { siteJson, footerJson, navigationJson, blogFeed, blogPageJson } = data;
  const site = requireContent(siteJson, "data/site.json");

  const icon = site.icon.src.childImageSharp;
  const shareImage = image ?? site.shareCard;
  const shareImageUrl = shareImage?.src ? `${site.siteUrl}${shareImage.src}` : undefined;
  // The feeds exist only once a post is published.
  const feedTitle = blogFeed ? blogPageJson?.posts.feedTitle : undefined;
  const canonical = pathname === undefined ? undefined : `${site.siteUrl}${pathname}`;
  const sameAs = (navigationJson?.links ?? [])
    .map((link) => link.href)
    .filter((href) => /^https:\/\/(x|twitter)\.com\//.test(href));

  const siteJsonLd = structuredData
    ? [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.name,
          url: site.siteUrl,
          logo: `${site.siteUrl}${icon?.resize?.src ?? ""}`,
          email: footerJson?.contact.email,
          sameAs,
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.name,
          url: site.siteUrl,
          description: site.description,
          inLanguage: site.language,
        },
      ]
    : [];

  return (
    <>
      <html lang={site.language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={site.themeColor} />
      {icon?.faviconDataUrl && <link rel="icon" type="image/png" href={icon.faviconDataUrl} />}
      {icon?.touchIcon?.src && <link rel="apple-touch-icon" href={icon.touchIcon.src} />}
      {canonical ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      {feedTitle && <link rel="alternate" type="application/rss+xml" title={feedTitle} href={FEED_PATHS.rss} />}
      {feedTitle && <link rel="alternate" type="application/atom+xml" title={feedTitle} href={FEED_PATHS.atom} />}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {shareImageUrl && <meta property="og:image" content={shareImageUrl} />}
      {shareImage && <meta property="og:image:width" content={String(shareImage.width)} />}
      {shareImage && <meta property="og:image:height" content={String(shareImage.height)} />}
      <meta property="og:image:alt" content={image?.alt ?? site.shareImage.alt} />
      {/* X reads the title, description and image of the card from the Open Graph tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.social.xHandle} />
      {/* "<" is written as \u003c, so no text in the data (a post's title) can close the script. */}
      {[...siteJsonLd, ...jsonLd].map((entry, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(entry).replace(/</g, "\\u003c")}
        </script>
      ))}
    </>
  );
}

/** @public */
export const query = graphql`
  fragment SeoData on Query {
    siteJson {
      name
      description
      siteUrl
      language
      themeColor
      social {
        xHandle
      }
      icon {
        src {
          childImageSharp {
            resize(width: 512, height: 512) {
              src
            }
            faviconDataUrl(size: 32)
            touchIcon: resize(width: 180, height: 180, toFormat: PNG, pngQuality: 90) {
              src
            }
          }
        }
      }
      shareImage {
        alt
      }
      shareCard {
        src
        width
        height
      }
    }
    footerJson {
      contact {
        email
      }
    }
    # One post in the feeds, not all of them: Gatsby then runs the query again when that post
    # changes, not (on every page) whenever any post does.
    blogFeed: markdownRemark(fields: { inFeeds: { eq: true } }) {
      id
    }
    blogPageJson {
      posts {
        feedTitle
      }
    }
    navigationJson {
      links {
        href
      }
    }
  }
`;

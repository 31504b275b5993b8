import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { tagPath, type PostPageContext } from "../blog/blog-pages";
import { NEW_TAB_TEXT_CLASS } from "../blog/post-body";
import { PostMeta } from "../components/blog/PostMeta";
import { PageShell } from "../components/layout/PageShell";
import { Seo } from "../components/layout/Seo";
import { ContentImage } from "../components/ui/ContentImage";
import { Container } from "../components/ui/Container";
import { pillCss } from "../components/ui/labels";
import { visuallyHiddenCss } from "../components/ui/VisuallyHidden";
import { requireContent } from "../content/require-content";
import { theme } from "../theme/theme";

type Data = Queries.BlogPostQuery;
type Context = PostPageContext & { shareImage: string | null };

const { colors, fontSizes, fontWeights, lineHeights, radii, space } = theme;

const articleCss = css`
  display: grid;
  gap: ${space[6]};
  max-width: 48rem;
  margin-inline: auto;
  padding-block: ${theme.layout.sectionSpace};
`;

const headingCss = css`
  font-family: ${theme.fonts.display};
  font-size: ${fontSizes["2xl"]};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

/** The body: Markdown's elements, set for reading (src/blog/post-body.ts writes them). */
const bodyCss = css`
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};

  & > * + * {
    margin-top: ${space[4]};
  }
  h2,
  h3,
  h4 {
    margin-top: ${space[6]};
    font-family: ${theme.fonts.display};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.snug};
  }
  h2 {
    font-size: ${fontSizes.xl};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  a {
    color: ${colors.accent};
  }
  ul,
  ol {
    padding-left: ${space[5]};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  blockquote {
    padding-left: ${space[4]};
    border-left: 3px solid ${colors.accent};
    color: ${colors.muted};
  }
  code {
    padding: 0.1em 0.3em;
    border-radius: ${radii.sm};
    background: ${colors.surface};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  pre code {
    padding: 0;
  }
  picture,
  img {
    display: block;
  }
  img {
    max-width: 100%;
    height: auto;
    margin-inline: auto;
    border-radius: ${radii.lg};
    background-color: ${colors.surface};
  }
  .${NEW_TAB_TEXT_CLASS} {
    ${visuallyHiddenCss};
  }
`;

const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  list-style: none;

  a {
    ${pillCss};
    display: inline-block;
    background: ${theme.tints.accentBadge};
    color: ${colors.accent};
    text-decoration: none;
  }
`;

const neighboursCss = css`
  display: grid;
  gap: ${space[4]};
  padding-top: ${space[6]};
  border-top: 1px solid ${colors.border};
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }

  a {
    display: grid;
    gap: ${space[1]};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  span {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
  [rel="next"] {
    text-align: end;
    ${theme.mq.md} {
      grid-column: 2;
    }
  }
`;

/** A post's page: title, details, cover, body, tags, and links to the posts before and after it. */
export default function BlogPostPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const page = requireContent(data.blogPageJson, "data/pages/blog.json");
  const post = requireContent(data.markdownRemark, `data/blog/${pageContext.slug}/index.md`);
  const { frontmatter } = post;
  const labels = page.posts;
  return (
    <PageShell data={data} path={location.pathname}>
      <Container>
        <article css={articleCss}>
          <header css={css({ display: "grid", gap: space[4] })}>
            <h1 css={headingCss}>{frontmatter.title}</h1>
            <PostMeta
              labels={labels}
              isoDate={frontmatter.isoDate}
              date={frontmatter.date}
              minutes={post.timeToRead ?? 1}
              author={frontmatter.author}
              draft={frontmatter.draft}
            />
          </header>
          <ContentImage image={{ alt: frontmatter.coverAlt, src: frontmatter.cover }} priority />
          <div css={bodyCss} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          {frontmatter.tags.length > 0 && (
            <section aria-label={labels.tags}>
              <ul css={tagsCss}>
                {frontmatter.tags.map((tag) => (
                  <li key={tag}>
                    <a href={tagPath(tag)}>{tag}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {(pageContext.previous || pageContext.next) && (
            <nav css={neighboursCss} aria-label={`${labels.previous}, ${labels.next}`}>
              {pageContext.previous && (
                <a href={pageContext.previous.path} rel="prev">
                  <span>← {labels.previous}</span>
                  <strong>{pageContext.previous.title}</strong>
                </a>
              )}
              {pageContext.next && (
                <a href={pageContext.next.path} rel="next">
                  <span>{labels.next} →</span>
                  <strong>{pageContext.next.title}</strong>
                </a>
              )}
            </nav>
          )}
        </article>
      </Container>
    </PageShell>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const site = requireContent(data.siteJson, "data/site.json");
  const post = requireContent(data.markdownRemark, `data/blog/${pageContext.slug}/index.md`);
  const { frontmatter } = post;
  const own = frontmatter.shareImage?.childImageSharp?.resize;
  const image =
    own?.src && own.width && own.height
      ? { src: own.src, width: own.width, height: own.height }
      : pageContext.shareImage
        ? { src: pageContext.shareImage, width: 1200, height: 630 }
        : undefined;
  const url = `${site.siteUrl}${location.pathname}`;
  const blogPosting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: frontmatter.title,
    description: frontmatter.description,
    datePublished: frontmatter.isoDate,
    url,
    mainEntityOfPage: url,
    ...(image && { image: `${site.siteUrl}${image.src}` }),
    author: frontmatter.author
      ? { "@type": "Person", name: frontmatter.author }
      : { "@type": "Organization", name: site.name, url: site.siteUrl },
    publisher: { "@type": "Organization", name: site.name, url: site.siteUrl },
    keywords: frontmatter.tags.join(", "),
    inLanguage: site.language,
  };
  return (
    <Seo
      data={data}
      title={`${frontmatter.title} · ${site.name}`}
      description={frontmatter.description}
      pathname={location.pathname}
      article={{ publishedTime: frontmatter.isoDate, tags: frontmatter.tags }}
      image={image && { ...image, alt: frontmatter.title }}
      jsonLd={[blogPosting]}
    />
  );
}

export const query = graphql`
  query BlogPost($slug: String!) {
    ...PageShellData
    ...SeoData
    blogPageJson {
      posts {
        ...BlogPostLabels
      }
    }
    markdownRemark(fields: { slug: { eq: $slug } }) {
      ...BlogPostSummary
      bodyHtml
      frontmatter {
        shareImage {
          childImageSharp {
            resize(width: 1200, height: 630, fit: COVER, toFormat: JPG, quality: 82) {
              src
              width
              height
            }
          }
        }
      }
    }
  }
`;

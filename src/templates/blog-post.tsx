import { graphql, type HeadProps, type PageProps } from "gatsby";
import { fillIn, type PostPageContext } from "../blog";
import { PostArticle } from "../components/blog";
import { PageShell } from "../components/layout";
import { Seo } from "../components/seo";
import { ContentImage, Container } from "../components/ui";
import { requireContent } from "../content";

type Data = Queries.BlogPostQuery;
/** The card the build drew for a post without a share image of its own. */
type Context = PostPageContext & { shareImage: { src: string; width: number; height: number } | null };

const contentOf = (data: Data, { slug }: Context) => ({
  site: requireContent(data.siteJson, "data/site.json"),
  page: requireContent(data.blogPageJson, "data/pages/blog.json"),
  post: requireContent(data.markdownRemark, `data/blog/${slug}/index.md`),
});

export default function BlogPostPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, page, post } = contentOf(data, pageContext);
  const { frontmatter } = post;
  return (
    <PageShell data={data} path={location.pathname}>
      <Container>
        <PostArticle
          title={frontmatter.title}
          meta={{ labels: page.posts, minutes: post.timeToRead ?? 1, ...frontmatter }}
          cover={<ContentImage image={{ alt: frontmatter.coverAlt, src: frontmatter.cover }} priority />}
          bodyHtml={post.bodyHtml}
          tags={frontmatter.tags}
          previous={pageContext.previous}
          next={pageContext.next}
          url={`${site.siteUrl}${location.pathname}`}
        />
      </Container>
    </PageShell>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { site, page, post } = contentOf(data, pageContext);
  const { frontmatter } = post;
  const own = frontmatter.shareImage?.childImageSharp?.resize;
  const image =
    own?.src && own.width && own.height
      ? { src: own.src, width: own.width, height: own.height }
      : (pageContext.shareImage ?? undefined);
  const url = `${site.siteUrl}${location.pathname}`;
  const organization = { "@type": "Organization", name: site.name, url: site.siteUrl };
  const blogPosting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: frontmatter.title,
    description: frontmatter.description,
    datePublished: frontmatter.isoDate,
    url,
    mainEntityOfPage: url,
    ...(image && { image: `${site.siteUrl}${image.src}` }),
    author: frontmatter.author ? { "@type": "Person", name: frontmatter.author } : organization,
    publisher: organization,
    keywords: frontmatter.tags.join(", "),
    inLanguage: site.language,
  };
  return (
    <Seo
      data={data}
      title={fillIn(page.posts.postTitle, "title", frontmatter.title)}
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

import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Rss from "lucide-react/icons/rss";
import { BLOG_PATH, FEED_PATHS, fillIn, type ListPageContext } from "../blog";
import { backLinkCss, pageHeadingCss, Pager, pageOf, PostCard, TagList } from "../components/blog";
import { PageShell } from "../components/layout";
import { Seo } from "../components/seo";
import { Container, MessagePage } from "../components/ui";
import { requireContent } from "../content";
import { theme } from "../theme";

type Data = Queries.BlogPageQuery;

const { colors, fontWeights, space } = theme;

const pageCss = css`
  display: grid;
  gap: ${space[7]};
  padding-block: ${theme.layout.sectionSpace};
`;

/** The heading with the feed's link beside it, and the tags under them. */
const introCss = css`
  display: grid;
  gap: ${space[5]};
`;

const titleRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space[4]};
`;

const feedLinkCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${theme.layout.tapTarget};
  color: ${colors.accent};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const listCss = css`
  display: grid;
  gap: ${space[6]};
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * /blog, its further pages (/blog/page/2, …) and each tag's page (/blog/tags/<tag>): the posts,
 * newest first. While no post is published, /blog shows only the blog page's heading and text.
 */
export default function BlogPage({ data, location, pageContext }: PageProps<Data, Partial<ListPageContext>>) {
  const page = requireContent(data.blogPageJson, "data/pages/blog.json");
  const posts = data.posts ?? [];
  if (posts.length === 0) {
    return (
      <PageShell data={data} path={location.pathname}>
        <MessagePage heading={page.heading} text={page.text} />
      </PageShell>
    );
  }
  const labels = page.posts;
  const heading = pageContext.tag ? fillIn(labels.tagHeading, "tag", pageContext.tag) : page.heading;
  return (
    <PageShell data={data} path={location.pathname}>
      <Container>
        <div css={pageCss}>
          {pageContext.tag && (
            <a href={BLOG_PATH} css={backLinkCss}>
              {labels.allPosts}
            </a>
          )}
          <div css={introCss}>
            <div css={titleRowCss}>
              <h1 css={pageHeadingCss}>{heading}</h1>
              <a href={FEED_PATHS.rss} css={feedLinkCss}>
                <Rss size="1.25rem" aria-hidden="true" />
                {labels.feedLink}
              </a>
            </div>
            {pageContext.tags && pageContext.tags.length > 0 && (
              <TagList tags={pageContext.tags} labels={labels} current={pageContext.tag ?? null} />
            )}
          </div>
          <ul css={listCss}>
            {posts.map((post, index) => (
              <li key={post.fields.slug}>
                <PostCard post={post} labels={labels} priority={!pageContext.newer && index === 0} />
              </li>
            ))}
          </ul>
          <Pager
            labels={labels}
            page={pageContext.page ?? 1}
            pages={pageContext.pages ?? 1}
            newer={pageContext.newer ?? null}
            older={pageContext.older ?? null}
          />
        </div>
      </Container>
    </PageShell>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Partial<ListPageContext>>) {
  const page = requireContent(data.blogPageJson, "data/pages/blog.json");
  const listTitle = pageContext.tag ? fillIn(page.posts.tagTitle, "tag", pageContext.tag) : page.title;
  // Each further page says which it is, in its title too: "Page 2 of 12 · Blog · Parley".
  const { page: number = 1, pages = 1 } = pageContext;
  const title = number > 1 ? `${pageOf(page.posts, number, pages)} · ${listTitle}` : listTitle;
  return <Seo data={data} title={title} description={page.description} pathname={location.pathname} />;
}

/** The blog's fragments, which the post page shares, live here: the editor's preview bundles the blog's components. */
export const query = graphql`
  fragment BlogPostLabels on BlogPageJsonPosts {
    feedTitle
    draft
    dateLocale
    readingTime
    byline
    tags
    tagHeading
    tagTitle
    postTitle
    previous
    next
    newer
    older
    pagination
    pageOf
    defaultAuthor
    allPosts
    feedLink
    allTags
    tagCount {
      one
      other
    }
    tableLabel
    share {
      heading
      links {
        label
        href
      }
      copyLink
      copied
    }
  }

  fragment BlogPostSummary on MarkdownRemark {
    timeToRead
    fields {
      slug
    }
    frontmatter {
      title
      isoDate: date(formatString: "YYYY-MM-DD")
      description
      author
      tags
      draft
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 768, aspectRatio: 1.7778, breakpoints: [375, 576, 768, 1152, 1536])
        }
      }
    }
  }

  query BlogPage($slugs: [String!] = []) {
    ...PageShellData
    ...SeoData
    blogPageJson {
      title
      description
      heading
      text
      posts {
        ...BlogPostLabels
      }
    }
    # This page's posts, newest first (createPages sorts them), each found by itself: the page
    # depends on its own posts, not on every post (gatsby-node.ts).
    posts: blogPostsBySlug(slugs: $slugs) {
      ...BlogPostSummary
    }
  }
`;

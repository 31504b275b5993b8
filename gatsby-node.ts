import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Root } from "hast";
import sharp from "sharp";
import { planBlogPages, postPath } from "./src/blog/blog-pages";
import { writeFeeds, type FeedPost } from "./src/blog/feeds";
import { renderPostBody } from "./src/blog/post-body";
import { isInFeeds, postsOnPages } from "./src/blog/publishing";
import { publishShareCard, type PublishedShareCard } from "./src/blog/share-cards";
import { contentTypeDefs, BLOG_FOLDER, IMAGE_FOLDER, describeContentProblems, validateContent } from "./src/content";
import { projectDir } from "./plugins/project-dir";

/** The hooks' GraphQL function (createPages and onPostBuild get the same one). */
type Graphql = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"];

/** Runs `query` and returns its data, or stops with what went wrong (`what` names the data). */
async function queryData<T>(graphql: Graphql, query: string, what: string): Promise<T> {
  const result = await graphql<T>(query);
  if (result.errors || !result.data) throw new Error(`${what} could not be read: ${String(result.errors)}`);
  return result.data;
}

/**
 * Checks every file under data/ before anything is built: a content mistake stops the build
 * (non-zero exit) with one message naming each file, field and what was expected.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const directory = projectDir(store);
  const problems = validateContent(path.join(directory, "data"));
  if (problems.length > 0) reporter.panic(describeContentProblems(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentTypeDefs(), "type ShareCard { src: String! width: Int! height: Int! }"]);
};

/** The source of an ImageSharp node: the image file it was made from. */
interface ImageFileNode {
  absolutePath: string;
}

/**
 * ImageSharp.faviconDataUrl(size): the picture as a square palette PNG in a data: URL, for the
 * favicon link in every page's head (the site icon at 32 px: under 0.5 KB). A favicon file would be
 * one more request the browser makes while the page is still loading, in competition with the
 * hero image; inline, it is none. gatsby-transformer-sharp's resize cannot do this: its base64
 * output ignores the size asked for.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache, store }) => {
  const directory = projectDir(store);
  createResolvers({
    MarkdownRemark: { bodyHtml: postBodyResolver },
    SiteJson: {
      /** SiteJson.shareCard: the site's share picture with the logo mark, the name and the footer's tagline. */
      shareCard: {
        type: "ShareCard!",
        async resolve(
          site: { name: string; shareImage: { src: string } },
          _args: unknown,
          context: { nodeModel: { findOne: (query: { type: string }) => Promise<{ tagline: string }> } },
        ) {
          const footer = await context.nodeModel.findOne({ type: "FooterJson" });
          const art = path.join(directory, "data", IMAGE_FOLDER, site.shareImage.src);
          return publishShareCard({ siteName: site.name, heading: footer.tagline, art }, "site", {
            cache,
            projectDir: directory,
          });
        },
      },
    },
    ImageSharp: {
      faviconDataUrl: {
        type: "String!",
        args: { size: "Int!" },
        async resolve(
          source: { parent: string },
          { size }: { size: number },
          context: { nodeModel: { getNodeById: (query: { id: string }) => ImageFileNode } },
        ) {
          const file = context.nodeModel.getNodeById({ id: source.parent });
          const png = await sharp(file.absolutePath)
            .resize(size, size)
            // 32 colours without dithering: at 32 px the gradient shows no steps, in half the bytes.
            .png({ palette: true, colours: 32, dither: 0, effort: 10 })
            .toBuffer();
          return `data:image/png;base64,${png.toString("base64")}`;
        },
      },
    },
  });
};

/** The folder of data/blog/<slug>/index.md a Markdown node was made from, or undefined. */
function postSlugOf(file: Record<string, unknown> | undefined): string | undefined {
  if (file?.sourceInstanceName !== "content" || typeof file.relativePath !== "string") return undefined;
  const [folder, slug, name, ...rest] = file.relativePath.split("/");
  return folder === BLOG_FOLDER && name === "index.md" && rest.length === 0 ? slug : undefined;
}

/**
 * Each post's address, its folder's name (validated in onPreInit), as fields.slug; and whether
 * the feeds carry it, as fields.inFeeds, which the feeds and the pages' feed links both read.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const slug = postSlugOf(getNode(node.parent));
  if (!slug) return;
  actions.createNodeField({ node, name: "slug", value: slug });
  actions.createNodeField({
    node,
    name: "inFeeds",
    value: isInFeeds(node as unknown as Parameters<typeof isInFeeds>[0]),
  });
};

interface PostSummary {
  fields: { slug: string; inFeeds: boolean };
  frontmatter: {
    title: string;
    date: string;
    description: string;
    author: string | null;
    tags: string[];
    draft: boolean;
    cover: { absolutePath: string };
    shareImage: { publicURL: string | null } | null;
  };
}

const POSTS_QUERY = `
  query BlogPosts {
    allMarkdownRemark(
      filter: { fields: { slug: { ne: null } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        fields { slug inFeeds }
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
          description
          author
          tags
          draft
          cover { absolutePath }
          shareImage { publicURL }
        }
      }
    }
  }
`;

/** Every post, drafts included, newest first: src/blog/publishing.ts decides which are published. */
async function queryPosts(graphql: Graphql): Promise<PostSummary[]> {
  const data = await queryData<{ allMarkdownRemark: { nodes: PostSummary[] } }>(
    graphql,
    POSTS_QUERY,
    "The blog's posts",
  );
  return data.allMarkdownRemark.nodes;
}

/** The share card the build draws for each post that has none of its own: its title beside its cover. */
async function publishPostShareCards(
  options: Parameters<typeof publishShareCard>[2],
  siteName: string,
  posts: PostSummary[],
): Promise<Map<string, PublishedShareCard>> {
  const cards = new Map<string, PublishedShareCard>();
  for (const { fields, frontmatter } of posts) {
    if (frontmatter.shareImage) continue;
    const card = { siteName, heading: frontmatter.title, art: frontmatter.cover.absolutePath };
    cards.set(fields.slug, await publishShareCard(card, fields.slug, options));
  }
  return cards;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, store, cache }) => {
  const directory = projectDir(store);
  const { siteJson: site } = await queryData<{ siteJson: { name: string } }>(
    graphql,
    "query SiteName { siteJson { name } }",
    "data/site.json",
  );
  const posts = postsOnPages(await queryPosts(graphql));
  const shareImages = await publishPostShareCards({ cache, projectDir: directory }, site.name, posts);
  const templates = {
    list: path.resolve(directory, "src/templates/blog.tsx"),
    post: path.resolve(directory, "src/templates/blog-post.tsx"),
  };
  const planned = planBlogPages(
    posts.map((post) => ({ slug: post.fields.slug, title: post.frontmatter.title, tags: post.frontmatter.tags })),
  );
  for (const page of planned) {
    const context =
      page.kind === "post"
        ? {
            ...page.context,
            shareImage: shareImages.get(page.context.slug) ?? null,
          }
        : page.context;
    actions.createPage({ path: page.path, component: templates[page.kind], context });
  }
};

/**
 * MarkdownRemark.bodyHtml: the post's body as the page shows it (src/blog/post-body.ts), from
 * gatsby-transformer-remark's htmlAst with gatsby-remark-images' pictures in it, and the site's
 * words for a link that opens a new tab and for a table's scrolling box.
 */
const postBodyResolver = {
  type: "String!",
  async resolve(
    source: unknown,
    _args: unknown,
    context: { nodeModel: { findOne: (query: { type: string }) => Promise<unknown> } },
    info: { schema: { getType(name: string): unknown } },
  ) {
    const type = info.schema.getType("MarkdownRemark") as {
      getFields(): Record<string, { resolve: (...a: unknown[]) => Promise<Root> }>;
    };
    const htmlAst = await type.getFields().htmlAst.resolve(source, {}, context, { ...info, fieldName: "htmlAst" });
    const site = (await context.nodeModel.findOne({ type: "SiteJson" })) as { newTabLabel: string };
    const blog = (await context.nodeModel.findOne({ type: "BlogPageJson" })) as { posts: { tableLabel: string } };
    return renderPostBody(htmlAst, { newTabLabel: site.newTabLabel, tableLabel: blog.posts.tableLabel });
  },
};

/** The feeds, once every page is built; only published posts, with absolute addresses. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const directory = projectDir(store);
  const {
    siteJson: site,
    blogPageJson: blog,
    footerJson: footer,
  } = await queryData<{
    siteJson: { name: string; siteUrl: string; language: string };
    blogPageJson: { description: string; posts: { feedTitle: string } };
    footerJson: { copyright: string };
  }>(
    graphql,
    `query FeedSettings {
      siteJson { name siteUrl language }
      blogPageJson { description posts { feedTitle } }
      footerJson { copyright }
    }`,
    "The feeds' settings",
  );
  const posts = (await queryPosts(graphql)).filter((post) => post.fields.inFeeds);
  const publicDir = path.join(directory, "public");
  // The share card of each post is the one its page was given (createPages).
  const pages = (store.getState as () => { pages: Map<string, { context: { shareImage?: { src: string } | null } }> })()
    .pages;
  const feedPosts: FeedPost[] = posts.map((post) => ({
    slug: post.fields.slug,
    title: post.frontmatter.title,
    date: post.frontmatter.date,
    description: post.frontmatter.description,
    author: post.frontmatter.author,
    tags: post.frontmatter.tags,
    image:
      post.frontmatter.shareImage?.publicURL ?? pages.get(postPath(post.fields.slug))?.context.shareImage?.src ?? null,
  }));
  const written = writeFeeds(
    publicDir,
    { ...site, feedTitle: blog.posts.feedTitle, description: blog.description, copyright: footer.copyright },
    feedPosts,
  );
  if (written.length > 0)
    reporter.info(`blog feeds: ${written.map((file) => path.relative(publicDir, file)).join(", ")}`);
};

import crypto from "node:crypto";
import fs from "node:fs";
import { findPackageJSON } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import type { Root } from "hast";
import sharp from "sharp";
import { planBlogPages, postPath, renderPostBody } from "./src/blog";
import {
  isInFeeds,
  postsOnPages,
  publishShareCard,
  writeFeeds,
  type FeedPost,
  type Publishable,
  type PublishedShareCard,
} from "./src/blog/build";
import {
  contentTypeDefs,
  BLOG_FOLDER,
  IMAGE_FOLDER,
  describeContentProblems,
  validateContent,
  type ContentProblem,
} from "./src/content";
import { projectDir } from "./plugins/project-dir";

type Graphql = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"];
type ResolverContext = {
  nodeModel: {
    findOne<T>(query: { type: string; query?: object }): Promise<T>;
    getNodeById<T>(query: { id: string }): T;
  };
};

const CHECKED_POSTS = "checked-posts";

/** The packages the content check reads posts with: their versions name its memo too. */
const VALIDATOR_PACKAGES = ["zod", "yaml", "remark", "remark-gfm", "remark-footnotes", "parse5"];

/**
 * What the posts' problems depend on besides the posts: the validator's code (src/content/) and
 * the installed versions of the packages it reads them with.
 */
function validatorVersion(directory: string): string {
  const hash = crypto.createHash("sha256");
  const contentDir = path.join(directory, "src", "content");
  const files = fs.readdirSync(contentDir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(fs.readFileSync(file));
  }
  for (const name of VALIDATOR_PACKAGES) {
    const manifest = findPackageJSON(name, __filename);
    hash.update(
      `${name}@${manifest ? (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version : "?"}`,
    );
  }
  return hash.digest("base64");
}

/**
 * A content mistake stops the build before anything is sourced or built, naming each file and
 * field. Posts are checked again only once they change: the memo is in Gatsby's cache, which
 * Netlify keeps, and which Gatsby makes ready just before this hook (not yet in onPreInit).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store, cache }) => {
  const directory = projectDir(store);
  const earlier = ((await cache.get(CHECKED_POSTS)) ?? []) as [string, ContentProblem[]][];
  const memo = { version: validatorVersion(directory), earlier: new Map(earlier), now: new Map() };
  const problems = validateContent(path.join(directory, "data"), {}, memo);
  await cache.set(CHECKED_POSTS, [...memo.now]);
  if (problems.length > 0) reporter.panic(describeContentProblems(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentTypeDefs(), "type ShareCard { src: String! width: Int! height: Int! }"]);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache, store }) => {
  const directory = projectDir(store);
  const cardOptions = { cache, projectDir: directory };
  createResolvers({
    Query: { blogPostsBySlug: postsBySlugResolver },
    MarkdownRemark: { bodyHtml: postBodyResolver },
    SiteJson: {
      shareCard: {
        type: "ShareCard!",
        async resolve(site: { name: string; shareImage: { src: string } }, _args: unknown, context: ResolverContext) {
          const footer = await context.nodeModel.findOne<{ tagline: string }>({ type: "FooterJson" });
          const art = path.join(directory, "data", IMAGE_FOLDER, site.shareImage.src);
          return publishShareCard({ siteName: site.name, heading: footer.tagline, art }, "site", cardOptions);
        },
      },
    },
    ImageSharp: {
      // The favicon inline, as a palette PNG: a file would be one more request competing with the
      // hero image. gatsby-transformer-sharp's base64 output ignores the size asked for.
      faviconDataUrl: {
        type: "String!",
        args: { size: "Int!" },
        async resolve(source: { parent: string }, { size }: { size: number }, context: ResolverContext) {
          const file = context.nodeModel.getNodeById<{ absolutePath: string }>({ id: source.parent });
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

/** The <slug> of data/blog/<slug>/index.md a Markdown node was made from. */
function postSlugOf(file: Record<string, unknown> | undefined): string | undefined {
  if (file?.sourceInstanceName !== "content" || typeof file.relativePath !== "string") return undefined;
  const [folder, slug, name, ...rest] = file.relativePath.split("/");
  return folder === BLOG_FOLDER && name === "index.md" && rest.length === 0 ? slug : undefined;
}

// fields.inFeeds is read by both the feeds and the pages' feed links, so they always agree.
export const onCreateNode: GatsbyNode<Publishable>["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const slug = postSlugOf(getNode(node.parent));
  if (!slug) return;
  actions.createNodeField({ node, name: "slug", value: slug });
  actions.createNodeField({ node, name: "inFeeds", value: isInFeeds(node) });
};

interface BlogData {
  siteJson: { name: string; siteUrl: string; language: string };
  blogPageJson: { description: string; posts: { feedTitle: string } };
  footerJson: { copyright: string };
  allMarkdownRemark: {
    nodes: {
      fields: { slug: string; inFeeds: boolean };
      frontmatter: Omit<FeedPost, "slug" | "image"> & {
        draft: boolean;
        cover: { absolutePath: string; internal: { contentDigest: string } };
        shareImage: { publicURL: string | null } | null;
      };
    }[];
  };
}

const BLOG_QUERY = `
  query BlogData {
    siteJson { name siteUrl language } blogPageJson { description posts { feedTitle } } footerJson { copyright }
    allMarkdownRemark(
      filter: { fields: { slug: { ne: null } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        fields { slug inFeeds }
        frontmatter {
          title date(formatString: "YYYY-MM-DD") description author tags draft
          cover { absolutePath internal { contentDigest } } shareImage { publicURL }
        }
      }
    }
  }
`;

/** Every post, drafts included, newest first, and the settings its pages and feeds name. */
async function queryBlog(graphql: Graphql): Promise<BlogData> {
  const result = await graphql<BlogData>(BLOG_QUERY);
  if (result.errors || !result.data) {
    throw new Error(`The blog's posts and settings could not be read: ${String(result.errors)}`);
  }
  return result.data;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, store, cache }) => {
  const directory = projectDir(store);
  const { siteJson: site, allMarkdownRemark } = await queryBlog(graphql);
  const posts = postsOnPages(allMarkdownRemark.nodes);
  // A share card for each post without one of its own: its title beside its cover.
  const shareImages = new Map<string, PublishedShareCard>();
  for (const { fields, frontmatter } of posts) {
    if (frontmatter.shareImage) continue;
    const { absolutePath: art, internal } = frontmatter.cover;
    const card = { siteName: site.name, heading: frontmatter.title, art, artDigest: internal.contentDigest };
    shareImages.set(fields.slug, await publishShareCard(card, fields.slug, { cache, projectDir: directory }));
  }
  const template = (name: string) => path.resolve(directory, `src/templates/${name}.tsx`);
  const templates = { list: template("blog"), post: template("blog-post") };
  const planned = planBlogPages(
    posts.map((post) => ({ slug: post.fields.slug, title: post.frontmatter.title, tags: post.frontmatter.tags })),
  );
  for (const page of planned) {
    const context =
      page.kind === "post" ? { ...page.context, shareImage: shareImages.get(page.context.slug) ?? null } : page.context;
    actions.createPage({ path: page.path, component: templates[page.kind], context });
  }
};

/**
 * Query.blogPostsBySlug: the posts of one list page, in the order its context names them. Each is
 * found as one node, so the page depends on its own posts alone: a query of all posts (a
 * connection) would run again for every list and tag page whenever any post changed.
 */
const postsBySlugResolver = {
  type: "[MarkdownRemark!]!",
  args: { slugs: "[String!]!" },
  async resolve(_source: unknown, { slugs }: { slugs: string[] }, context: ResolverContext) {
    const posts = await Promise.all(
      slugs.map((slug) =>
        context.nodeModel.findOne<object | null>({
          type: "MarkdownRemark",
          query: { filter: { fields: { slug: { eq: slug } } } },
        }),
      ),
    );
    return posts.filter((post) => post !== null);
  },
};

/** MarkdownRemark.bodyHtml: the post's body as the page shows it, from the htmlAst with its resized pictures. */
const postBodyResolver = {
  type: "String!",
  async resolve(source: unknown, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) {
    const { htmlAst: field } = (info.schema.getType("MarkdownRemark") as GraphQLObjectType).getFields();
    const htmlAst = (await field.resolve?.(source, {}, context, { ...info, fieldName: "htmlAst" })) as Root;
    const site = await context.nodeModel.findOne<{ newTabLabel: string }>({ type: "SiteJson" });
    const blog = await context.nodeModel.findOne<{ posts: { tableLabel: string } }>({ type: "BlogPageJson" });
    return renderPostBody(htmlAst, { newTabLabel: site.newTabLabel, tableLabel: blog.posts.tableLabel });
  },
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const directory = projectDir(store);
  const { siteJson, blogPageJson: blog, footerJson, allMarkdownRemark } = await queryBlog(graphql);
  const posts = allMarkdownRemark.nodes.filter((post) => post.fields.inFeeds);
  const publicDir = path.join(directory, "public");
  // Each post's share card is the one createPages gave its page.
  const pages = (store.getState as () => { pages: Map<string, { context: { shareImage?: { src: string } | null } }> })()
    .pages;
  const feedPosts: FeedPost[] = posts.map(({ fields: { slug }, frontmatter }) => {
    const { title, date, description, author, tags, shareImage } = frontmatter;
    const image = shareImage?.publicURL ?? pages.get(postPath(slug))?.context.shareImage?.src ?? null;
    return { slug, title, date, description, author, tags, image };
  });
  const written = writeFeeds(
    publicDir,
    { ...siteJson, feedTitle: blog.posts.feedTitle, description: blog.description, copyright: footerJson.copyright },
    feedPosts,
  );
  if (written.length) reporter.info(`blog feeds: ${written.map((file) => path.relative(publicDir, file)).join(", ")}`);
};

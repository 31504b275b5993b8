/**
 * @jest-environment node
 *
 * How gatsby-node.ts wires the posts through a build: onCreateNode records whether the feeds
 * carry each post (fields.inFeeds), createPages gives pages to the posts the deploy publishes, and
 * onPostBuild writes the feeds from fields.inFeeds alone. Run with Gatsby's hooks given the posts
 * as its GraphQL layer would, so that a draft reaching a production page or any feed fails here,
 * without a build.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createPages, createResolvers, onCreateNode, onPostBuild } from "../gatsby-node";
import { temporaryDirectory } from "./support/temporary-directory";

type Hook = (...args: unknown[]) => Promise<void> | void;

const POSTS = [
  { slug: "newer-news", date: "2025-05-01", draft: false },
  { slug: "secret-plan", date: "2025-04-01", draft: true },
  { slug: "older-news", date: "2025-03-01", draft: false },
];

/** Each post as the query of gatsby-node.ts returns it, its fields set by onCreateNode. */
function queriedPosts() {
  return POSTS.map(({ slug, date, draft }) => {
    const fields: Record<string, unknown> = {};
    const node = {
      id: slug,
      parent: `file-${slug}`,
      internal: { type: "MarkdownRemark" },
      frontmatter: { draft },
    };
    (onCreateNode as unknown as Hook)({
      node,
      getNode: () => ({ sourceInstanceName: "content", relativePath: `blog/${slug}/index.md` }),
      actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
    });
    return {
      fields,
      frontmatter: {
        title: slug,
        date,
        description: `About ${slug}.`,
        author: null,
        tags: ["Protocol"],
        draft,
        shareImage: { publicURL: `/static/${slug}.jpg` },
      },
    };
  });
}

/** Gatsby's GraphQL function for the hooks: the posts, and the site's settings. */
const graphql = async () => ({
  data: {
    siteJson: { name: "Parley", siteUrl: "https://parley.example", language: "en" },
    blogPageJson: { description: "News.", posts: { feedTitle: "Parley blog" } },
    footerJson: { copyright: "© Parley" },
    allMarkdownRemark: { nodes: queriedPosts() },
  },
});

const project = temporaryDirectory("gatsby-node-posts");

/** The paths of the pages createPages makes, and the posts the RSS feed written next carries, for `context`. */
async function build(context: string | undefined) {
  const before = process.env.CONTEXT;
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
  try {
    const pages = new Map<string, { context: unknown }>();
    const store = { getState: () => ({ program: { directory: project.dir }, pages }) };
    await (createPages as NonNullable<GatsbyNode["createPages"]> as unknown as Hook)({
      graphql,
      store,
      actions: { createPage: (page: { path: string; context: unknown }) => pages.set(page.path, page) },
    });
    await (onPostBuild as unknown as Hook)({ graphql, store, reporter: { info: () => undefined } });
    const rss = path.join(project.dir, "public", "blog", "rss.xml");
    const feedLinks = [
      ...fs.readFileSync(rss, "utf8").matchAll(/<link>https:\/\/parley\.example\/blog\/([\w-]+)<\/link>/g),
    ];
    return { pages: [...pages.keys()], feed: feedLinks.map((match) => match[1]) };
  } finally {
    if (before === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = before;
  }
}

it("records a draft as kept out of the feeds, and a published post as in them", () => {
  expect(queriedPosts().map(({ fields }) => fields)).toEqual([
    { slug: "newer-news", inFeeds: true },
    { slug: "secret-plan", inFeeds: false },
    { slug: "older-news", inFeeds: true },
  ]);
});

describe.each([["production"], [undefined]])("a production build (CONTEXT %s)", (context) => {
  it("gives a draft no page and no place in the feeds", async () => {
    const { pages, feed } = await build(context);
    expect(pages).toEqual(expect.arrayContaining(["/blog", "/blog/newer-news", "/blog/older-news"]));
    expect(pages.filter((page) => page.includes("secret-plan"))).toEqual([]);
    expect(feed).toEqual(["newer-news", "older-news"]);
  });
});

describe.each(["deploy-preview", "branch-deploy"])("a %s build", (context) => {
  it("gives a draft its page, for editors to review, and still no place in the feeds, which readers keep", async () => {
    const { pages, feed } = await build(context);
    expect(pages).toContain("/blog/secret-plan");
    expect(feed).toEqual(["newer-news", "older-news"]);
  });
});

// A query of all posts would make every list and tag page depend on every post, and run again
// whenever any post changed; each post found as one node makes a page depend on its own posts.
it("finds a list page's posts one by one, by slug, in the order its context gives them", async () => {
  type Resolver = { resolve: (...args: unknown[]) => Promise<unknown> };
  let resolvers: { Query: { blogPostsBySlug: Resolver } } | undefined;
  const store = { getState: () => ({ program: { directory: project.dir } }) };
  (createResolvers as unknown as Hook)({ createResolvers: (given: typeof resolvers) => (resolvers = given), store });
  const posts = new Map(POSTS.map(({ slug }) => [slug, { id: slug }]));
  const findOne = jest.fn(async ({ query }: { query: { filter: { fields: { slug: { eq: string } } } } }) => {
    return posts.get(query.filter.fields.slug.eq) ?? null;
  });
  const findAll = jest.fn();
  const found = await resolvers!.Query.blogPostsBySlug.resolve(
    undefined,
    { slugs: ["older-news", "no-such-post", "newer-news"] },
    { nodeModel: { findOne, findAll } },
  );
  expect(found).toEqual([{ id: "older-news" }, { id: "newer-news" }]);
  expect(findOne).toHaveBeenCalledTimes(3);
  expect(findAll).not.toHaveBeenCalled();
});

/**
 * @jest-environment node
 *
 * Drafts in production: no page, no place in /blog or a tag page, no sitemap entry. The production
 * build of `npm test` has no posts and the deploy-preview build shows drafts, so neither build can
 * see this: it is tested here, on the functions gatsby-node.ts publishes with (and the feeds, with
 * gatsby-node.ts's own hooks, in gatsby-node-posts.test.ts).
 */
import {
  defaultFilterPages,
  pageFilter,
  resolvePagePath,
  serialize,
  type FilterPages,
} from "gatsby-plugin-sitemap/internals";
import config from "../gatsby-config";
import { planBlogPages, postPath } from "../src/blog/blog-pages";
import { postsOnPages } from "../src/blog/build/publishing";

interface Post {
  fields: { slug: string };
  frontmatter: { title: string; date: string; tags: string[]; draft: boolean };
}

const post = (slug: string, date: string, tags: string[], draft: boolean): Post => ({
  fields: { slug },
  frontmatter: { title: slug, date, tags, draft },
});

// Newest first, as gatsby-node.ts queries them: the draft sits between two published posts, so
// it would be their neighbour, and it alone has the tag "Roadmap".
const posts = [
  post("newer-news", "2025-05-01", ["Protocol"], false),
  post("secret-plan", "2025-04-01", ["Protocol", "Roadmap"], true),
  post("older-news", "2025-03-01", ["Protocol"], false),
];
const DRAFT = "secret-plan";

const pagesFor = (env: NodeJS.ProcessEnv) =>
  planBlogPages(
    postsOnPages(posts, env).map(({ fields, frontmatter }) => ({
      slug: fields.slug,
      title: frontmatter.title,
      tags: frontmatter.tags,
    })),
  );

/** Every address a page of the blog names: its own, the posts it lists, its links. */
const addressesOf = (pages: ReturnType<typeof pagesFor>) =>
  pages.flatMap((page) =>
    page.kind === "post"
      ? [page.path, page.context.previous?.path, page.context.next?.path]
      : [page.path, ...page.context.slugs.map(postPath)],
  );

/**
 * The sitemap's URLs: gatsby-plugin-sitemap lists every page the build creates (allSitePage), the
 * blog's and the site's own, but those its filter leaves out; here its own filter with the site's options.
 */
function sitemapPaths(pages: ReturnType<typeof pagesFor>): string[] {
  const entry = config.plugins?.find(
    (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-sitemap",
  ) as unknown as { options: { excludes?: string[]; filterPages?: FilterPages } };
  const allPages = [{ path: "/" }, { path: "/404" }, ...pages.map(({ path }) => ({ path }))];
  const { filteredPages } = pageFilter(
    {
      allPages,
      // The plugin's own default, which Gatsby fills in from its options schema.
      excludes: entry.options.excludes ?? [],
      filterPages: entry.options.filterPages ?? defaultFilterPages,
    },
    { reporter: { verbose: () => undefined } },
  );
  return filteredPages.map((page) => serialize(page, { resolvePagePath }).url);
}

describe.each([
  ["Netlify's production context", { CONTEXT: "production" }],
  ["a build outside Netlify (no CONTEXT)", {}],
])("a production build: %s", (_name, env) => {
  it("gives a draft no page, no place on /blog or a tag page, and no tag page of its own", () => {
    const pages = pagesFor(env);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/blog", "/blog/newer-news", "/blog/older-news", "/blog/tags/protocol"]),
    );
    expect(addressesOf(pages)).not.toContain(postPath(DRAFT));
    expect(pages.map((page) => page.path)).not.toContain("/blog/tags/roadmap");
    // The published neighbours link each other, over the draft.
    expect(pages.find((page) => page.path === "/blog/newer-news")?.context).toMatchObject({
      previous: { path: "/blog/older-news" },
    });
  });

  it("leaves a draft out of the sitemap", () => {
    const urls = sitemapPaths(pagesFor(env));
    expect(urls).toEqual(expect.arrayContaining(["/", "/blog", "/blog/newer-news", "/blog/older-news"]));
    expect(urls).not.toContain("/404");
    expect(urls.filter((url) => url.includes(DRAFT) || url.includes("roadmap"))).toEqual([]);
  });
});

describe.each(["deploy-preview", "branch-deploy"])("a %s build", (context) => {
  it("shows a draft on its pages, for editors to review, between its neighbours", () => {
    const pages = pagesFor({ CONTEXT: context });
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining([postPath(DRAFT), "/blog/tags/roadmap"]));
    expect(pages.find((page) => page.path === "/blog")?.context).toMatchObject({
      slugs: ["newer-news", DRAFT, "older-news"],
    });
  });
});

/** @jest-environment node */
import { planBlogPages, POSTS_PER_PAGE, tagSlug, type PlannedPost } from "../src/blog/blog-pages";
import { fillIn } from "../src/blog/fill-in";

const post = (index: number, tags: string[] = []): PlannedPost => ({
  slug: `post-${index}`,
  title: `Post ${index}`,
  tags,
});

describe("the blog's pages", () => {
  it("is /blog alone, with no post in it, while nothing is published: no post or tag pages", () => {
    expect(planBlogPages([])).toEqual([
      {
        kind: "list",
        path: "/blog",
        context: { slugs: [], page: 1, pages: 1, tag: null, tags: [], newer: null, older: null },
      },
    ]);
  });

  it(`lists ${POSTS_PER_PAGE} posts a page, newest first, with links to the newer and older pages`, () => {
    const posts = Array.from({ length: POSTS_PER_PAGE * 2 + 1 }, (_, index) => post(index));
    const lists = planBlogPages(posts).filter((page) => page.kind === "list");
    expect(
      lists.map(({ path, context }) => [
        path,
        context.slugs.length,
        context.page,
        context.pages,
        context.newer,
        context.older,
      ]),
    ).toEqual([
      ["/blog", POSTS_PER_PAGE, 1, 3, null, "/blog/page/2"],
      ["/blog/page/2", POSTS_PER_PAGE, 2, 3, "/blog", "/blog/page/3"],
      ["/blog/page/3", 1, 3, 3, "/blog/page/2", null],
    ]);
    expect(lists[0].context.slugs[0]).toBe("post-0");
  });

  it("gives each post a page linking the post before it in time and the one after", () => {
    const pages = planBlogPages([post(0), post(1), post(2)]).filter((page) => page.kind === "post");
    expect(
      pages.map(({ path, context }) => [path, context.previous?.path ?? null, context.next?.path ?? null]),
    ).toEqual([
      ["/blog/post-0", "/blog/post-1", null],
      ["/blog/post-1", "/blog/post-2", "/blog/post-0"],
      ["/blog/post-2", null, "/blog/post-1"],
    ]);
  });

  it("gives each tag one page, whatever its capitals, listing the posts that have it", () => {
    const pages = planBlogPages([post(0, ["Protocol", "Node operators & staking"]), post(1, ["protocol"])]);
    const tags = pages.flatMap((page) => (page.kind === "list" && page.context.tag ? [page] : []));
    expect(tags.map(({ path, context }) => [path, context.slugs])).toEqual([
      ["/blog/tags/protocol", ["post-0", "post-1"]],
      ["/blog/tags/node-operators-staking", ["post-0"]],
    ]);
    expect(tagSlug("Über Café")).toBe("uber-cafe");
  });

  it("gives the list and every tag's page each tag with its number of posts, most used first", () => {
    const pages = planBlogPages([post(0, ["Nodes", "Protocol"]), post(1, ["protocol"]), post(2, ["Apps"])]);
    const expected = [
      { name: "Protocol", path: "/blog/tags/protocol", count: 2 },
      { name: "Apps", path: "/blog/tags/apps", count: 1 },
      { name: "Nodes", path: "/blog/tags/nodes", count: 1 },
    ];
    const lists = pages.flatMap((page) => (page.kind === "list" ? [page] : []));
    expect(lists.map(({ path }) => path)).toEqual(["/blog", ...expected.map(({ path }) => path)]);
    for (const list of lists) expect(list.context.tags).toEqual(expected);
  });
});

describe("the blog's words with a placeholder", () => {
  it("take the title, tag or name as written, dollar signs included", () => {
    expect(fillIn("{title} · Parley", "title", "Earn $$ per call, $' and $& too")).toBe(
      "Earn $$ per call, $' and $& too · Parley",
    );
  });
});

/** Which pages the blog has. Pure, so the rules are tested without a build. */

export const POSTS_PER_PAGE = 10;

export type PlannedPost = { slug: string; title: string; tags: readonly string[] };
type PostLink = { path: string; title: string };
export type TagLink = { name: string; path: string; count: number };

export interface ListPageContext {
  slugs: string[];
  /** This page's number, 1 for the newest posts, of `pages`. */
  page: number;
  pages: number;
  tag: string | null;
  /** Most used first. */
  tags: TagLink[];
  newer: string | null;
  older: string | null;
}

export type PostPageContext = { slug: string; previous: PostLink | null; next: PostLink | null };

export type PlannedPage =
  { kind: "list"; path: string; context: ListPageContext } | { kind: "post"; path: string; context: PostPageContext };

/** "Node operators & staking" becomes "node-operators-staking". */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const FEED_PATHS = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;

export const BLOG_PATH = "/blog";
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const tagPath = (tag: string) => `/blog/tags/${tagSlug(tag)}`;
const listPath = (base: string, index: number) => (index === 0 ? base : `${base}/page/${index + 1}`);

function listPages(base: string, posts: readonly PlannedPost[], tag: string | null, tags: TagLink[]): PlannedPage[] {
  const count = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  return Array.from({ length: count }, (_, index) => ({
    kind: "list" as const,
    path: listPath(base, index),
    context: {
      slugs: posts.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE).map((post) => post.slug),
      page: index + 1,
      pages: count,
      tag,
      tags,
      newer: index > 0 ? listPath(base, index - 1) : null,
      older: index + 1 < count ? listPath(base, index + 1) : null,
    },
  }));
}

/** Every page of the blog, for `posts` sorted newest first. */
export function planBlogPages(posts: readonly PlannedPost[]): PlannedPage[] {
  const link = (post: PlannedPost | undefined): PostLink | null =>
    post ? { path: postPath(post.slug), title: post.title } : null;
  const postPages = posts.map((post, index): PlannedPage => ({
    kind: "post",
    path: postPath(post.slug),
    context: { slug: post.slug, previous: link(posts[index + 1]), next: link(posts[index - 1]) },
  }));
  // A tag is named by its first spelling; "Protocol" and "protocol" share a page.
  const tags = new Map<string, string>();
  for (const post of posts) for (const tag of post.tags) if (!tags.has(tagSlug(tag))) tags.set(tagSlug(tag), tag);
  const tagged = (tag: string) => posts.filter((post) => post.tags.some((other) => tagSlug(other) === tagSlug(tag)));
  const tagLinks = [...tags.values()]
    .map((name) => ({ name, path: tagPath(name), count: tagged(name).length }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const tagPages = tagLinks.flatMap((tag) => listPages(tag.path, tagged(tag.name), tag.name, tagLinks));
  return [...listPages(BLOG_PATH, posts, null, tagLinks), ...postPages, ...tagPages];
}

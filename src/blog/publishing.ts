/**
 * Which posts a build publishes, by the deploy it is for (Netlify's CONTEXT): a production build
 * leaves drafts out of everything it publishes (post and list pages, tag pages, so the sitemap,
 * and the feeds); a deploy preview puts them on its pages, with a "Draft" badge, so editors
 * review them where they review everything else. The feeds never carry a draft, previews
 * included: a feed reader keeps what it fetched. gatsby-node.ts publishes what these return.
 */
import { isIndexable } from "../deploy-context";

interface Publishable {
  frontmatter: { draft: boolean };
}

/** The posts that get pages (and so a place in the lists, the tag pages and the sitemap). */
export function postsOnPages<Post extends Publishable>(posts: readonly Post[], env = process.env): Post[] {
  // Only production is indexed; every other deploy is a preview of it and shows drafts.
  return isIndexable(env) ? posts.filter((post) => !post.frontmatter.draft) : [...posts];
}

/** Whether the feeds carry the post, whatever the deploy (gatsby-node.ts records it as fields.inFeeds). */
export function isInFeeds(post: Publishable): boolean {
  return !post.frontmatter.draft;
}

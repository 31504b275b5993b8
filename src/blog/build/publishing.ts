import { isIndexable } from "../../deploy-context";

export type Publishable = { frontmatter: { draft: boolean } };

/** Deploy previews show drafts, so editors review them where they review everything else. */
export function postsOnPages<Post extends Publishable>(posts: readonly Post[], env = process.env): Post[] {
  return isIndexable(env) ? posts.filter((post) => !post.frontmatter.draft) : [...posts];
}

/** Never a draft, previews included: a feed reader keeps what it fetched. */
export function isInFeeds(post: Publishable): boolean {
  return !post.frontmatter.draft;
}

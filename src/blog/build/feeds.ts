/** Every address is absolute, as feed readers need. */
import fs from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { FEED_PATHS, postPath } from "..";

export interface FeedPost {
  slug: string;
  title: string;
  /** "YYYY-MM-DD" */
  date: string;
  description: string;
  author: string | null;
  tags: readonly string[];
  /** A site path. */
  image: string | null;
}

export type FeedSite = Record<"name" | "siteUrl" | "language" | "feedTitle" | "description" | "copyright", string>;

/** Writes nothing without a published post. */
export function writeFeeds(publicDir: string, site: FeedSite, posts: readonly FeedPost[]): string[] {
  if (posts.length === 0) return [];
  const blogUrl = `${site.siteUrl}/blog`;
  const feed = new Feed({
    title: site.feedTitle,
    description: site.description,
    id: blogUrl,
    link: blogUrl,
    language: site.language,
    copyright: site.copyright,
    updated: new Date(`${posts[0].date}T00:00:00Z`),
    generator: site.name,
    feedLinks: { rss: `${site.siteUrl}${FEED_PATHS.rss}`, atom: `${site.siteUrl}${FEED_PATHS.atom}` },
  });
  for (const post of posts) {
    const url = `${site.siteUrl}${postPath(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      ...(post.author ? { author: [{ name: post.author }] } : {}),
      category: post.tags.map((tag) => ({ name: tag })),
      ...(post.image ? { image: `${site.siteUrl}${post.image}` } : {}),
    });
  }
  return [
    [FEED_PATHS.rss, feed.rss2()],
    [FEED_PATHS.atom, feed.atom1()],
  ].map(([urlPath, xml]) => {
    const file = path.join(publicDir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, xml);
    return file;
  });
}

/**
 * Sample posts for tests and screenshots: the repository ships none, so a test writes its own
 * into a copy of data/, with a cover picture taken from the site's own artwork.
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";

const artwork = path.join(__dirname, "..", "..", "data", "images");

export interface SamplePost {
  title: string;
  date: string;
  description: string;
  cover: string;
  coverAlt: string;
  author?: string;
  tags: string[];
  draft: boolean;
  shareImage?: string;
}

/** A complete, valid post; `fields` replaces or (as undefined) removes front matter fields. */
export function samplePost(fields: Partial<Record<keyof SamplePost, unknown>> = {}): Record<string, unknown> {
  const post: Record<string, unknown> = {
    title: "Paid calls, one minute at a time",
    date: "2025-03-14",
    description: "How metered sessions pay a provider for exactly the time they spend.",
    cover: "cover.png",
    coverAlt: "A phone and a laptop connected directly to each other",
    author: "The Parley team",
    tags: ["Protocol", "Payments"],
    draft: false,
    ...fields,
  };
  for (const key of Object.keys(post)) if (post[key] === undefined) delete post[key];
  return post;
}

/**
 * Writes data/blog/<slug>/index.md with `frontMatter` and `body`, and its cover picture (a copy
 * of one of the site's pictures, `picture`) unless the front matter names none.
 */
export function writePost(
  dataDir: string,
  slug: string,
  frontMatter: Record<string, unknown> = samplePost(),
  body = "Sessions are metered by the minute.\n",
  picture = "sessions.png",
): string {
  const folder = path.join(dataDir, "blog", slug);
  fs.mkdirSync(folder, { recursive: true });
  if (typeof frontMatter.cover === "string" && frontMatter.cover.length > 0 && !frontMatter.cover.includes("/")) {
    fs.copyFileSync(path.join(artwork, picture), path.join(folder, frontMatter.cover));
  }
  const file = path.join(folder, "index.md");
  fs.writeFileSync(file, `---\n${stringify(frontMatter)}---\n\n${body}`);
  return file;
}

/**
 * Publishes the share cards the build draws (share-image.ts) into public/, each drawn once: a card
 * is kept in Gatsby's cache under the hash of what it is drawn from, so a rebuild draws only the
 * cards whose words or picture changed. Netlify keeps that cache between deploys.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyCache } from "gatsby";
import { renderShareImage, SHARE_IMAGE, shareCardKey, type ShareCard } from "./share-image";

/** Where the cards are published: named after what they are drawn from, so cached for good. */
const SHARE_FOLDER = "static/share";

export interface PublishedShareCard {
  src: string;
  width: number;
  height: number;
}

interface PublishOptions {
  cache: GatsbyCache;
  projectDir: string;
}

/** The cards being published, by file: the pages that ask for one at the same time draw it once. */
const publishing = new Map<string, Promise<PublishedShareCard>>();

/** Writes the card into public/ as <name>-<hash>.jpg, drawing it only if the cache has no copy. */
export function publishShareCard(card: ShareCard, name: string, options: PublishOptions): Promise<PublishedShareCard> {
  const key = shareCardKey(card);
  const file = `${SHARE_FOLDER}/${name}-${key.slice(0, 16)}.jpg`;
  let published = publishing.get(file);
  if (!published) {
    published = publish(card, key, file, options).finally(() => publishing.delete(file));
    publishing.set(file, published);
  }
  return published;
}

async function publish(
  card: ShareCard,
  key: string,
  file: string,
  { cache, projectDir }: PublishOptions,
): Promise<PublishedShareCard> {
  const target = path.join(projectDir, "public", file);
  if (!fs.existsSync(target)) {
    const cached = (await cache.get(key)) as string | undefined;
    const jpeg = cached ? Buffer.from(cached, "base64") : await renderShareImage(card, projectDir);
    if (!cached) await cache.set(key, jpeg.toString("base64"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, jpeg);
  }
  return { src: `/${file}`, ...SHARE_IMAGE };
}

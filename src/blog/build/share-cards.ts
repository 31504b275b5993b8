/** Cards are cached by the hash of what they are drawn from, and Netlify keeps the cache between deploys. */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyCache } from "gatsby";
import { renderShareImage, SHARE_IMAGE, shareCardKey, type ShareCard } from "./share-image";

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

/** Pages that ask for the same card at once draw it once. */
const publishing = new Map<string, Promise<PublishedShareCard>>();

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

/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyCache } from "gatsby";
import sharp from "sharp";
import {
  publishShareCard,
  renderShareImage,
  SHARE_IMAGE,
  shareCardKey,
  type ShareCard,
} from "../src/blog/build/share-cards";
import { temporaryDirectory } from "./support/temporary-directory";

const root = path.join(__dirname, "..");
const picture = (name: string) => path.join(root, "data", "images", name);
const post: ShareCard = {
  siteName: "Parley",
  heading: "Paid calls, one minute at a time: how metered sessions pay providers for exactly their time",
  art: picture("node-operators.png"),
};

/** Which pixels of a box of the card are light (the words are #EEF0FF on the dark brand). */
async function lightPixels(jpeg: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(jpeg).extract(box).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.width * info.height }, (_, index) => data[index] > 160);
}
const share = (pixels: boolean[]) => pixels.filter(Boolean).length / pixels.length;
/** Where the heading and the site's name are drawn: left of the picture, which fades in further right. */
const HEADING_BOX = { left: 72, top: 300, width: 460, height: 260 };
const NAME_BOX = { left: 72, top: 72, width: 220, height: 64 };

describe("a share card", () => {
  it("is a 1200 × 630 JPEG under 100 KB, with a long title beside a detailed picture", async () => {
    const jpeg = await renderShareImage(post, root);
    const { format, width, height } = await sharp(jpeg).metadata();
    // The size social networks show a large card at, and the size the page's meta tags declare.
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect(SHARE_IMAGE).toEqual({ width, height });
    expect(jpeg.length).toBeLessThan(100 * 1024);
  }, 30_000);

  const tmp = temporaryDirectory("share-image");

  it("stays under 100 KB beside a photograph full of fine detail", async () => {
    const art = path.join(tmp.dir, "photo.png");
    // Noise: the least compressible picture there is, far beyond what the first quality tried fits.
    const noise = { type: "gaussian", mean: 128, sigma: 60 } as const;
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise } }).toFile(art);
    const jpeg = await renderShareImage({ ...post, art }, root);
    expect(jpeg.length).toBeLessThan(100 * 1024);
  }, 30_000);

  it("draws the title it is given, and the site's name", async () => {
    const other = await renderShareImage({ ...post, heading: "Nodes that pay their way" }, root);
    const [long, short] = await Promise.all([
      renderShareImage(post, root).then((jpeg) => lightPixels(jpeg, HEADING_BOX)),
      lightPixels(other, HEADING_BOX),
    ]);
    // Four lines of large type light a good part of the box; another title lights other pixels.
    expect(share(long)).toBeGreaterThan(0.08);
    expect(share(long.map((light, index) => light !== short[index]))).toBeGreaterThan(0.05);
    expect(share(await lightPixels(other, NAME_BOX))).toBeGreaterThan(0.05);
  }, 30_000);
});

describe("publishing share cards", () => {
  const tmp = temporaryDirectory("share-cards");

  /** Gatsby's cache, as a map. */
  function mapCache() {
    const entries = new Map<string, unknown>();
    const cache = {
      get: async (key: string) => entries.get(key),
      set: async (key: string, value: unknown) => entries.set(key, value).get(key),
    } as unknown as GatsbyCache;
    return { entries, cache };
  }

  it("draws a card once, keeps it in the cache by what it is drawn from, and names the file after it", async () => {
    const { entries, cache } = mapCache();
    fs.symlinkSync(path.join(root, "node_modules"), path.join(tmp.dir, "node_modules"));
    const options = { cache, projectDir: tmp.dir };
    const first = await publishShareCard(post, "a-post", options);
    expect(first).toEqual({
      src: expect.stringMatching(/^\/static\/share\/a-post-[0-9a-f]{16}\.jpg$/),
      ...SHARE_IMAGE,
    });
    const file = path.join(tmp.dir, "public", first.src);
    const drawn = fs.readFileSync(file);
    expect(entries).toEqual(new Map([[shareCardKey(post), drawn.toString("base64")]]));

    // Published again without its file (a public/ emptied): the cached card, not a new drawing.
    fs.rmSync(file);
    entries.set(shareCardKey(post), Buffer.from("cached").toString("base64"));
    expect(await publishShareCard(post, "a-post", options)).toEqual(first);
    expect(fs.readFileSync(file, "utf8")).toBe("cached");

    // Another title is another card, at another address; pages asking for it at once draw it once.
    const set = jest.spyOn(cache, "set");
    const retitled = { ...post, heading: "Nodes that pay their way" };
    const [once, twice] = await Promise.all([0, 1].map(() => publishShareCard(retitled, "a-post", options)));
    expect(once.src).not.toBe(first.src);
    expect(twice).toEqual(once);
    expect(set).toHaveBeenCalledTimes(1);
    expect(entries.size).toBe(2);
  }, 30_000);

  it("is keyed by the picture's bytes, not its name", () => {
    const copy = path.join(tmp.dir, "cover.png");
    fs.copyFileSync(picture("node-operators.png"), copy);
    expect(shareCardKey({ ...post, art: copy })).toBe(shareCardKey(post));
    fs.copyFileSync(picture("sessions.png"), copy);
    expect(shareCardKey({ ...post, art: copy })).not.toBe(shareCardKey(post));
    expect(shareCardKey({ ...post, art: null })).not.toBe(shareCardKey(post));
  });
});

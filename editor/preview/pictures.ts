/**
 * Pictures in the browser editor's preview: the file the editor picked or uploaded (Decap's
 * getAsset), in the shape a page query gives ContentImage, at the size the query asks for. The
 * build's several widths and formats and its blurred placeholder are left out: the browser scales
 * the one file, and ContentImage's frame crops it as sharp does (cover, centred).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useSyncExternalStore } from "react";
import type { PictureSize } from "../../src/components/sections/registry";
import type { ContentImageData } from "../../src/components/ui/ContentImage";

/** Decap's getAsset: the editor's copy of a file, uploaded or not yet saved; its URL is toString(). */
export type GetAsset = (path: string) => { toString(): string } | null | undefined;

/** A picture as a content file names it. */
interface PictureJson {
  src: string;
  alt: string;
}

function isPicture(value: unknown): value is PictureJson {
  return typeof value === "object" && value !== null && "src" in value && "alt" in value;
}

/** The URL of a picture the content names by its bare file name. */
export function assetUrl(getAsset: GetAsset, name: unknown): string | undefined {
  if (typeof name !== "string" || !name || name.includes("/") || name.includes(":")) return undefined;
  return getAsset(name)?.toString() || undefined;
}

/** Width over height of each picture loaded so far, by URL (NaN while it loads); the query's height needs it. */
const ratios = new Map<string, number>();
let loadedCount = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ratioOf(url: string): number | undefined {
  if (!ratios.has(url)) {
    ratios.set(url, NaN);
    const image = new Image();
    image.addEventListener("load", () => {
      ratios.set(url, image.naturalWidth / image.naturalHeight);
      loadedCount += 1;
      for (const listener of listeners) listener();
    });
    image.src = url;
  }
  const ratio = ratios.get(url);
  return ratio && !Number.isNaN(ratio) ? ratio : undefined;
}

/** Renders again once a picture's size is known (a hook: the preview's components call it). */
export function usePictureSizes() {
  useSyncExternalStore(subscribe, () => loadedCount);
}

function contentImage(picture: PictureJson, size: PictureSize, getAsset: GetAsset): ContentImageData {
  const url = assetUrl(getAsset, picture.src) ?? "";
  const ratio = (url && ratioOf(url)) || 1;
  const { width } = size;
  const height = size.height ?? Math.round(width / ratio);
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width,
    height,
    images: { fallback: { src: url, sizes: `(min-width: ${width}px) ${width}px, 100vw` }, sources: [] },
  };
  return { alt: picture.alt, src: { childImageSharp: { gatsbyImageData } } };
}

/**
 * A content file's JSON in the shape its page query gives it: every picture ({ src, alt }) as
 * processed image data, at `size`.
 */
export function queryShape(json: unknown, size: PictureSize | null, getAsset: GetAsset): unknown {
  if (Array.isArray(json)) return json.map((item) => queryShape(item, size, getAsset));
  if (typeof json !== "object" || json === null) return json;
  if (size && isPicture(json)) return contentImage(json, size, getAsset);
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, queryShape(value, size, getAsset)]));
}

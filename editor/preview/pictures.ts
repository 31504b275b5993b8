// Pictures in the preview: the file the editor picked or uploaded, in the shape a page query gives
// ContentImage; the browser scales the one file, where the build makes several widths and formats.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useSyncExternalStore } from "react";
import type { PictureSize } from "../../src/components/sections";
import type { ContentImageData } from "../../src/components/ui";

/** Decap's getAsset: the editor's copy of a file, saved or not; its URL is toString(). */
export type GetAsset = (path: string) => { toString(): string } | null | undefined;

export function assetUrl(getAsset: GetAsset, name: unknown): string | undefined {
  if (typeof name !== "string" || !name || name.includes("/") || name.includes(":")) return undefined;
  return getAsset(name)?.toString() || undefined;
}

/** Width over height by URL (NaN, falsy, while it loads): the query's height needs it. */
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
  return ratios.get(url);
}

/** Renders again once a picture's size is known. */
export function usePictureSizes() {
  useSyncExternalStore(subscribe, () => loadedCount);
}

function contentImage(picture: { src: unknown; alt: string }, size: PictureSize, getAsset: GetAsset): ContentImageData {
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

/** A content file's JSON as its page query gives it: every { src, alt } as image data at `size`. */
export function queryShape(json: unknown, size: PictureSize | null, getAsset: GetAsset): unknown {
  if (Array.isArray(json)) return json.map((item) => queryShape(item, size, getAsset));
  if (typeof json !== "object" || json === null) return json;
  if (size && "src" in json && "alt" in json)
    return contentImage(json as { src: unknown; alt: string }, size, getAsset);
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, queryShape(value, size, getAsset)]));
}

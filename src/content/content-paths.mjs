// @ts-check
// Where content lives under data/ and how its files are named: read by the content model
// (schema.ts, in TypeScript) and by the local editor's API (cms/content-api.mjs, plain Node), so
// both accept the same files.

/** The folder of the site's pictures, under data/. */
export const IMAGE_FOLDER = "images";

/** Where the posts live, under data/: one folder per post, data/blog/<slug>/index.md. */
export const BLOG_FOLDER = "blog";

/** A post's folder name, which is also its address (/blog/<slug>): lowercase words joined by hyphens. */
export const POST_SLUG_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * The picture types the build processes (gatsby-transformer-sharp's, but TIFF, which browsers do
 * not show), by file extension, each with the format sharp reports for it (AVIF is HEIF with AV1).
 */
export const PICTURE_FORMATS = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp", avif: "heif" };

/** "png" becomes "[pP][nN][gG]": JSON Schema's patterns have no flag for case. */
const anyCase = (/** @type {string} */ word) =>
  [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join("");

/** The picture types by name, for messages. */
export const PICTURE_TYPE_NAMES = "PNG, JPEG, WebP or AVIF";

/** The characters PICTURE_NAME_PATTERN allows, for messages. */
export const PICTURE_NAME_CHARACTERS = 'letters, digits, "-" and "_"';

/**
 * A picture's file name: letters, digits, "-" and "_" (a name that is the same in a URL and on
 * every file system), in parts joined by dots, no folder, starting with a letter or digit, ending
 * in one of PICTURE_FORMATS' extensions in any case.
 */
export const PICTURE_NAME_PATTERN = `[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*\\.(?:${Object.keys(PICTURE_FORMATS)
  .map(anyCase)
  .join("|")})`;

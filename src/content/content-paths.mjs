// Plain JavaScript, so the local editor's API imports it in Node without a TypeScript loader and
// accepts the same files as the build.
export const IMAGE_FOLDER = "images";
/** One folder per post: data/blog/<slug>/index.md. */
export const BLOG_FOLDER = "blog";

/** A post's folder name, which is also its address (/blog/<slug>). */
export const POST_SLUG_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";

// gatsby-transformer-sharp's types but TIFF, which browsers do not show, with the format sharp reports.
export const PICTURE_FORMATS = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp", avif: "heif" };

/** "png" becomes "[pP][nN][gG]": JSON Schema's patterns have no flag for case. */
const anyCase = (/** @type {string} */ word) =>
  [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join("");

export const PICTURE_TYPE_NAMES = "PNG, JPEG, WebP or AVIF";
export const PICTURE_NAME_CHARACTERS = 'letters, digits, "-" and "_"';

/** A picture's file name, the same in a URL and on every file system. */
const extensions = Object.keys(PICTURE_FORMATS).map(anyCase).join("|");
export const PICTURE_NAME_PATTERN = `[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*\\.(?:${extensions})`;

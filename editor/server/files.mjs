import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import * as paths from "../../src/content/content-paths.mjs";
import { Refusal } from "./requests.mjs";

/** A staged file adds 18 characters, and a name on disk has at most 255. */
const MAX_NAME_LENGTH = 200;

/** A camera's 48 megapixels and more. Reading takes time by pixels: a 32 KB PNG of one colour can hold 268 million. */
const MAX_PICTURE_PIXELS = 50_000_000;

const MEDIA_FOLDER = `data/${paths.IMAGE_FOLDER}`;
const POSTS_FOLDER = `data/${paths.BLOG_FOLDER}`;
const POST = `${POSTS_FOLDER}/${paths.POST_SLUG_PATTERN}`;
const MEDIA_FILE = new RegExp(`^${MEDIA_FOLDER}/${paths.PICTURE_NAME_PATTERN}$`);
export const POST_FILE = new RegExp(`^${POST}/index\\.md$`);
const POST_FOLDER = new RegExp(`^${POST}$`);
export const POST_PICTURE = new RegExp(`^${POST}/${paths.PICTURE_NAME_PATTERN}$`);

/** @param {string} name */
export const isMedia = (name) => MEDIA_FILE.test(name) || POST_PICTURE.test(name);

/** Refuses every path of a request that is not of the kind its action may touch.
 * @param {string} repoDir @param {ReadonlySet<string>} contentFiles
 * @param {{ content?: unknown[], media?: unknown[], mediaFolder?: unknown[], folder?: unknown[], extension?: unknown[], deletable?: unknown[] }} named */
export async function checkPaths(repoDir, contentFiles, named) {
  /** @type {Record<string, (name: string) => boolean>} */
  const allowed = {
    content: (name) => contentFiles.has(name) || POST_FILE.test(name),
    media: isMedia,
    // Until a new post's first save makes its folder, Decap lists the posts' folder as its media folder.
    mediaFolder: (name) => name === MEDIA_FOLDER || name === POSTS_FOLDER || POST_FOLDER.test(name),
    folder: (name) => name === POSTS_FOLDER,
    extension: (name) => name === "md",
    // Never the site's content files.
    deletable: (name) => isMedia(name) || POST_FILE.test(name),
  };
  const refusal = new Refusal(
    403,
    "A path names something other than the content files and pictures the editor may touch",
  );
  for (const [kind, names] of Object.entries(named)) {
    // A list naming one file thousands of times would read it into memory thousands of times.
    if (new Set(names).size !== (names ?? []).length) throw new Refusal(422, "A request names the same file twice");
    for (const name of names ?? []) {
      if (typeof name !== "string" || !allowed[kind](name)) throw refusal;
      if (name.split("/").some((part) => part.length > MAX_NAME_LENGTH)) {
        throw new Refusal(422, `A file or folder name is longer than ${MAX_NAME_LENGTH} characters`);
      }
      if (kind !== "extension" && !(await isReallyInData(repoDir, name))) throw refusal;
    }
  }
}

/** Whether no part of `name` below data/ is a symbolic link: a link (a pulled commit's, say) would
 * take a read or save out of data/, or make a picture's delete delete its target. @param {string} repoDir @param {string} name */
export async function isReallyInData(repoDir, name) {
  let current = path.join(repoDir, "data");
  for (const part of name.split("/").slice(1)) {
    current = path.join(current, part);
    const stat = await fs.lstat(current).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (stat === null) return true;
    if (stat.isSymbolicLink()) return false;
  }
  return true;
}

/** Refuses a name that differs from another in its folder only in capitals: on macOS and Windows
 * they are one file, so an upload would replace the other, and a delete remove it, unchecked. @param {string} repoDir @param {string} target */
export async function checkLetterCase(repoDir, target) {
  const name = path.posix.basename(target);
  const names = await fs.readdir(path.join(repoDir, path.posix.dirname(target))).catch(() => []);
  const other = names.find((entry) => entry !== name && entry.toLowerCase() === name.toLowerCase());
  if (other !== undefined) {
    throw new Refusal(
      409,
      `${target}: ${other} is there already; names that differ only in capitals are one file on macOS and Windows`,
    );
  }
}

/** sharp reads all of the picture, as the build will. @param {string} target @param {Buffer} bytes */
export async function checkPicture(target, bytes) {
  const type = /** @type {keyof typeof paths.PICTURE_FORMATS} */ (path.extname(target).slice(1).toLowerCase());
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format === "heif" && metadata.compression !== "av1" ? "heic" : metadata?.format;
  const isType = format === paths.PICTURE_FORMATS[type];
  if (isType && (metadata?.width ?? 0) * (metadata?.height ?? 0) > MAX_PICTURE_PIXELS) {
    throw new Refusal(
      422,
      `${target}: not saved, the picture is ${metadata?.width} × ${metadata?.height} pixels; expected at most ${MAX_PICTURE_PIXELS / 1e6} million (e.g. 8000 × 6000)`,
    );
  }
  const whole =
    isType &&
    (await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .stats()
      .catch(() => false));
  if (!whole) throw new Refusal(422, `${target}: not saved, the file is not a ${type.toUpperCase()} picture`);
}

/** Each file is staged beside its target, then renamed over it, so a reader sees the old file or the
 * new one, and a save that fails while writing (a full disk, a folder in the way) changes nothing.
 * @param {string} repoDir @param {{ target: string, content: string | Buffer }[]} files */
export async function writeAll(repoDir, files) {
  const madeFolders = /** @type {string[]} */ ([]);
  const staged = /** @type {{ temporary: string, target: string }[]} */ ([]);
  try {
    for (const { target, content } of files) {
      const absolute = path.join(repoDir, target);
      if (POST_PICTURE.test(target) || POST_FILE.test(target)) {
        const made = await fs.mkdir(path.dirname(absolute), { recursive: true });
        if (made) madeFolders.push(made);
      }
      if ((await fs.lstat(absolute).catch(() => null))?.isDirectory()) {
        throw new Refusal(409, `${target} is a folder, not a file: nothing was saved`);
      }
      const temporary = path.join(
        path.dirname(absolute),
        `.${path.basename(absolute)}.${randomBytes(6).toString("hex")}.tmp`,
      );
      staged.push({ temporary, target: absolute });
      await fs.writeFile(temporary, content, { flag: "wx" });
    }
  } catch (error) {
    for (const { temporary } of staged) await fs.rm(temporary, { force: true });
    for (const folder of madeFolders) await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  for (const [index, { temporary, target }] of staged.entries()) {
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      for (const rest of staged.slice(index)) await fs.rm(rest.temporary, { force: true });
      throw error;
    }
  }
}

// @ts-check
// The published files of a build: which URL paths exist, and what each file is.
//
// The list is read once, when the server starts (a deploy on Netlify is fixed too: restart the
// server after a new build). A request can only ever reach a file of this list, looked up by its
// exact, case-sensitive name, so no spelling of a path (encodings, "..", case on a
// case-insensitive disk) reaches a file that is not on it.
import fs from "node:fs";
import path from "node:path";
import { mimes } from "mrmime";
import { isBuildOnlyFile } from "../plugins/prune-build/prune-build.mjs";

/** What mrmime leaves out (vendor types) that a static site commonly has. */
const MORE_TYPES = new Map([["ico", "image/x-icon"]]);

/** Netlify reads these at deploy time and never publishes them. */
const NETLIFY_CONFIG_FILES = new Set(["_headers", "_redirects"]);

/**
 * @typedef {object} SiteFile
 * @property {string} file absolute path on disk
 * @property {number} size in bytes, when the server started
 * @property {number} mtimeMs last modification, when the server started
 * @property {string} contentType
 * @property {boolean} compressible whether a content coding makes it smaller (text formats)
 */

/**
 * Whether a file of this name is published: not Netlify's configuration and not a build-only
 * file (plugins/prune-build/prune-build.mjs), whatever the letter case of its name.
 *
 * @param {string} fileName
 * @returns {boolean}
 */
function isPublished(fileName) {
  return !NETLIFY_CONFIG_FILES.has(fileName.toLowerCase()) && !isBuildOnlyFile(fileName);
}

/**
 * Every published file under `root`, by URL path ("/", then the path relative to root, with "/"
 * separators and names exactly as on disk). Symbolic links are skipped, so that none leads a
 * request out of the build.
 *
 * @param {string} root absolute path of the build output
 * @returns {Map<string, SiteFile>}
 */
export function listSiteFiles(root) {
  const realRoot = fs.realpathSync(root);
  /** @type {Map<string, SiteFile>} */
  const files = new Map();
  /**
   * @param {string} dir
   * @param {string} urlDir
   */
  const visit = (dir, urlDir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(file, `${urlDir}${entry.name}/`);
      } else if (entry.isFile() && isPublished(entry.name)) {
        const { size, mtimeMs } = fs.statSync(file);
        files.set(`${urlDir}${entry.name}`, { file, size, mtimeMs, ...describe(entry.name) });
      }
    }
  };
  visit(realRoot, "/");
  return files;
}

/**
 * Whether a listed file is, as it is requested, still the build's own: reached through no
 * symbolic link, and no hard link to a file elsewhere. A rebuild racing the server may have
 * replaced it; anything else that went wrong with it is a failure to read it (500).
 *
 * @param {SiteFile} siteFile
 * @returns {Promise<boolean>}
 */
export async function isStillPublished(siteFile) {
  try {
    const [stat, real] = await Promise.all([fs.promises.lstat(siteFile.file), fs.promises.realpath(siteFile.file)]);
    return !stat.isSymbolicLink() && !(stat.isFile() && stat.nlink > 1) && real === siteFile.file;
  } catch {
    return false; // gone
  }
}

/**
 * What a decoded request path names, resolved the way Netlify resolves it by default:
 * - "/x": the file "x", else "x.html"; if only "x/index.html" exists, a redirect to "/x/";
 * - "/x/": a redirect to "/x" if "x.html" exists (it wins over "x/index.html"), else
 *   "x/index.html";
 * - anything else: nothing (404).
 *
 * @param {ReadonlyMap<string, SiteFile>} files
 * @param {string} filePath decoded, starting with "/"
 * @returns {{ file: SiteFile } | { redirect: 'add slash' | 'remove slash' } | null}
 */
export function resolveSitePath(files, filePath) {
  if (filePath.endsWith("/")) {
    const withoutSlash = filePath.slice(0, -1);
    if (withoutSlash !== "" && files.has(`${withoutSlash}.html`)) return { redirect: "remove slash" };
    const index = files.get(`${filePath}index.html`);
    return index === undefined ? null : { file: index };
  }
  const file = files.get(filePath) ?? files.get(`${filePath}.html`);
  if (file !== undefined) return { file };
  return files.has(`${filePath}/index.html`) ? { redirect: "add slash" } : null;
}

/**
 * @param {string} fileName
 * @returns {{ contentType: string, compressible: boolean }}
 */
function describe(fileName) {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const type =
    (Object.hasOwn(mimes, extension) ? mimes[extension] : MORE_TYPES.get(extension)) ?? "application/octet-stream";
  const isText = /^text\/|[/+](json|xml)$|javascript$/.test(type);
  return {
    contentType: isText ? `${type}; charset=utf-8` : type,
    compressible: isText || /^image\/(svg\+xml|x-icon)$|^application\/wasm$|^font\/(otf|ttf)$/.test(type),
  };
}

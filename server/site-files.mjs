// A request only ever reaches a file listed at start, by its exact name, so no spelling of a path
// (encodings, "..", case on a case-insensitive disk) reaches another.
import fs from "node:fs";
import path from "node:path";
import { mimes } from "mrmime";

// Source maps carry the project's source, and the statistics are webpack's own: the build deletes
// them, and a build that stopped first must not publish them either.
const BUILD_ONLY = /^(?:webpack\.stats\.json|chunk-map\.json)$|\.map$/i;
export const isBuildOnlyFile = (/** @type {string} */ fileName) => BUILD_ONLY.test(fileName);
const isNetlifyConfiguration = (/** @type {string} */ fileName) => /^_(?:headers|redirects)$/i.test(fileName);

/** size and mtimeMs as the server started; compressible if a content coding makes it smaller.
 * @typedef {{ file: string, size: number, mtimeMs: number, contentType: string, compressible: boolean }} SiteFile */

/** By URL path; symbolic links are skipped, so none leads out of the build. @param {string} root */
export function listSiteFiles(root) {
  const files = /** @type {Map<string, SiteFile>} */ (new Map());
  const visit = (/** @type {string} */ dir, /** @type {string} */ urlDir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file, `${urlDir}${entry.name}/`);
      else if (entry.isFile() && !isBuildOnlyFile(entry.name) && !isNetlifyConfiguration(entry.name)) {
        const { size, mtimeMs } = fs.statSync(file);
        files.set(`${urlDir}${entry.name}`, { file, size, mtimeMs, ...describe(entry.name) });
      }
    }
  };
  visit(fs.realpathSync(root), "/");
  return files;
}

/** Not a link now, symbolic or hard: a rebuild racing the server may have replaced it. @param {SiteFile} siteFile */
export async function isStillPublished(siteFile) {
  try {
    const [stat, real] = await Promise.all([fs.promises.lstat(siteFile.file), fs.promises.realpath(siteFile.file)]);
    return !stat.isSymbolicLink() && !(stat.isFile() && stat.nlink > 1) && real === siteFile.file;
  } catch {
    return false; // gone
  }
}

/** As Netlify resolves a decoded path: "/x" is "x", else "x.html", else a redirect to "/x/" if
 * "x/index.html" exists; "/x/" redirects to "/x" if "x.html" exists, else is "x/index.html".
 * @param {ReadonlyMap<string, SiteFile>} files @param {string} filePath
 * @returns {{ file: SiteFile } | { redirect: 'add slash' | 'remove slash' } | null} */
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

/** @param {string} fileName */
function describe(fileName) {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  // mrmime leaves out vendor types.
  const type =
    (Object.hasOwn(mimes, extension) ? mimes[extension] : extension === "ico" ? "image/x-icon" : undefined) ??
    "application/octet-stream";
  const isText = /^text\/|[/+](json|xml)$|javascript$/.test(type);
  return {
    contentType: isText ? `${type}; charset=utf-8` : type,
    compressible: isText || /^image\/(svg\+xml|x-icon)$|^application\/wasm$|^font\/(otf|ttf)$/.test(type),
  };
}

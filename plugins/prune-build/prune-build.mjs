// @ts-check
// Deletes from the build (public/) the files webpack and Gatsby write for themselves that no
// visitor ever needs, so that they are never published (gatsby-node.ts, once every page is built):
//
// - source maps (*.map): they carry the project's own source (src/) in `sourcesContent`;
// - webpack.stats.json and chunk-map.json: Gatsby reads them while rendering the pages, and
//   nothing in a browser does;
// - Gatsby's browser runtime, which no page loads (the islands replace it): the scripts at the
//   top of public/ that no published page names, with their licence files; its scripts slice
//   (_gatsby/, an HTML file with no policy that would run the runtime) and Partytown (~partytown/).
//   Published, each would be a script any injected markup could load under script-src 'self'.
// The bundles' *.LICENSE.txt files stay: the bundles link to them and their licences require
// shipping them. The local server (server/serve.mjs) refuses these names too, in case a build
// was not pruned.
//
// Plain ESM JavaScript with JSDoc types; no `import.meta`, so Jest (babel-jest) can load it.
import fs from "node:fs";
import path from "node:path";

const BUILD_STATISTICS = new Set(["webpack.stats.json", "chunk-map.json"]);

/**
 * Whether a file of this name is for the build only, never for visitors.
 *
 * @param {string} fileName a file name, without directories
 * @returns {boolean}
 */
export function isBuildOnlyFile(fileName) {
  const name = fileName.toLowerCase();
  return name.endsWith(".map") || BUILD_STATISTICS.has(name);
}

/**
 * Deletes every build-only file (see isBuildOnlyFile) anywhere under `publicDir`.
 *
 * @param {string} publicDir the build output
 * @returns {string[]} the deleted files, relative to publicDir with "/" separators, sorted
 */
export function pruneBuild(publicDir) {
  const root = path.resolve(publicDir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new Error(`${root} does not exist: run gatsby build first`);
  }
  /** @type {string[]} */
  const removed = [];
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(entryPath);
      else if (isBuildOnlyFile(entry.name)) {
        fs.rmSync(entryPath);
        removed.push(path.relative(root, entryPath).split(path.sep).join("/"));
      }
    }
  };
  visit(root);
  removed.push(...pruneRuntime(root));
  return removed.sort();
}

const RUNTIME_FOLDERS = ["_gatsby", "~partytown"];
/** A script at the top of public/ that a page names: `src="/x.js"`, or "/x.js" in the islands' list. */
const NAMED_SCRIPT = /"\/([^"/]+\.js)"/g;

/**
 * @param {string} root
 * @returns {string[]} the deleted files and folders, relative to root
 */
function pruneRuntime(root) {
  const named = new Set();
  /** @param {string} dir */
  const readPages = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory() && !RUNTIME_FOLDERS.includes(entry.name)) readPages(entryPath);
      else if (entry.name.endsWith(".html")) {
        for (const [, script] of fs.readFileSync(entryPath, "utf8").matchAll(NAMED_SCRIPT)) named.add(script);
      }
    }
  };
  readPages(root);
  const unnamed = fs
    .readdirSync(root)
    .filter((name) => name.endsWith(".js") && !named.has(name))
    .flatMap((name) => [name, `${name}.LICENSE.txt`]);
  const removed = [...unnamed, ...RUNTIME_FOLDERS].filter((name) => fs.existsSync(path.join(root, name)));
  for (const name of removed) fs.rmSync(path.join(root, name), { recursive: true });
  return removed.map((name) => (RUNTIME_FOLDERS.includes(name) ? `${name}/` : name));
}

// Files webpack and Gatsby write for themselves are never published. Gatsby's unused runtime
// (scripts no page names, its scripts slice, an HTML file with no policy, and Partytown) would be
// scripts any injected markup could load under script-src 'self'. The bundles' licence files stay:
// their licences require shipping them. A share card no page names is a left-over of an earlier
// build, maybe of a draft a preview drew.
// No `import.meta`, so that Jest (babel-jest) can load it.
import fs from "node:fs";
import path from "node:path";
import { isBuildOnlyFile } from "../../server/serve.mjs";

const RUNTIME_FOLDERS = ["_gatsby", "~partytown"];
/** A script at the top of public/ that a page names: `src="/x.js"`, or "/x.js" in the islands' list. */
const NAMED_SCRIPT = /"\/([^"/]+\.js)"/g;
const SHARE_CARDS = "static/share";
const NAMED_SHARE_CARD = /\/static\/share\/([^"/?#]+)"/g;

/** @param {string} publicDir @returns {string[]} the deleted files, relative to publicDir with "/" separators, sorted */
export function pruneBuild(publicDir) {
  const root = path.resolve(publicDir);
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${root} does not exist: run gatsby build first`);
  }
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const removed = files.filter((file) => isBuildOnlyFile(path.posix.basename(file)));
  for (const file of removed) fs.rmSync(path.join(root, file));
  const named = new Set();
  const namedCards = new Set();
  for (const file of files) {
    if (!file.endsWith(".html") || file.split("/").some((part) => RUNTIME_FOLDERS.includes(part))) continue;
    const html = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, script] of html.matchAll(NAMED_SCRIPT)) named.add(script);
    for (const [, card] of html.matchAll(NAMED_SHARE_CARD)) namedCards.add(`${SHARE_CARDS}/${card}`);
  }
  const cards = files.filter((file) => path.posix.dirname(file) === SHARE_CARDS && !namedCards.has(file));
  for (const file of cards) fs.rmSync(path.join(root, file));
  removed.push(...cards);
  const unnamed = fs
    .readdirSync(root)
    .filter((name) => name.endsWith(".js") && !named.has(name))
    .flatMap((name) => [name, `${name}.LICENSE.txt`]);
  const runtime = [...unnamed, ...RUNTIME_FOLDERS].filter((name) => fs.existsSync(path.join(root, name)));
  for (const name of runtime) fs.rmSync(path.join(root, name), { recursive: true });
  removed.push(...runtime.map((name) => (RUNTIME_FOLDERS.includes(name) ? `${name}/` : name)));
  return removed.sort();
}

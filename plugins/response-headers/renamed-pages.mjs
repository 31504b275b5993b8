// @ts-check
// Turns the public/ of an earlier `npm run build` back into what `gatsby build` left there, so the
// next build can be a warm one (npm runs this as `prebuild`). public/ stays beside .cache/, so
// Gatsby keeps its cache (it deletes the cache when public/ is missing) and encodes no picture
// again, renders again only the pages whose content changed, and the steps after it find what
// they expect:
//
// - Page HTML back at Gatsby's names. gatsby-adapter-netlify moves every page's HTML after the
//   build to the name Netlify serves without a trailing slash ("blog/index.html" to
//   "blog.html"). A rebuild writes again only the pages whose content changed, and the adapter
//   then moves every page again, so an unchanged page would be missing from the place it is
//   moved from ("ENOENT … public/blog/index.html"). Pages are known by their page data
//   (public/page-data/<page path>/page-data.json). A page's "<path>.html" goes back to
//   "<path>/index.html"; if another page is itself at "<path>.html" (the 404 page, at /404 and
//   /404.html), it is copied instead, and stays.
// - No browser editor: scripts/write-admin.mjs writes public/admin/ again after
//   scripts/ship-islands.mjs, which takes every HTML file in public/ for a page of Gatsby's.
// - No _headers or _redirects: the adapter adds its entries to what it finds there (and a few
//   blank lines each time); from nothing, it writes what a cold build gets.
//
//   node scripts/prepare-rebuild.mjs [publicDir]   # default: public
import fs from "node:fs";
import path from "node:path";

/**
 * @param {string} publicDir the build output of an earlier `npm run build`
 * @returns {string[]} the page paths whose HTML was put back, sorted
 */
function restorePageFiles(publicDir) {
  const pageDataDir = path.join(publicDir, "page-data");
  if (!fs.existsSync(pageDataDir)) return [];
  const pages = fs
    .readdirSync(pageDataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => path.dirname(file).split(path.sep).join("/"));
  /** @type {string[]} */
  const restored = [];
  for (const page of pages) {
    const moved = path.join(publicDir, `${page}.html`);
    const written = path.join(publicDir, page, "index.html");
    if (page === "index" || page.endsWith(".html") || !fs.existsSync(moved) || fs.existsSync(written)) continue;
    fs.mkdirSync(path.dirname(written), { recursive: true });
    if (pages.includes(`${page}.html`)) fs.copyFileSync(moved, written);
    else fs.renameSync(moved, written);
    restored.push(page);
  }
  return restored.sort();
}

const publicDir = process.argv[2] ?? "public";
const restored = restorePageFiles(publicDir);
for (const written of ["admin", "_headers", "_redirects"]) {
  fs.rmSync(path.join(publicDir, written), { recursive: true, force: true });
}
if (restored.length > 0) console.log(`prepare-rebuild: put back the HTML of ${restored.join(", ")}`);

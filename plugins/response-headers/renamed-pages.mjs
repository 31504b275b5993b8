// @ts-check
// gatsby-adapter-netlify moves every page's HTML, after the build, to the name Netlify serves
// without a trailing slash ("blog/index.html" to "blog.html"). A warm build writes again only the
// pages whose content changed, and the adapter then moves every page again, so an unchanged page
// would be missing from the place it is moved from ("ENOENT … public/blog/index.html"). So before
// each build the pages go back to Gatsby's names, and public/ stays beside .cache/: Gatsby keeps
// its cache (it deletes the cache when public/ is missing), encodes no picture again and renders
// again only the pages whose content changed.
import fs from "node:fs";
import path from "node:path";

/**
 * Puts each page's HTML back at Gatsby's name. Pages are known by their page data
 * (public/page-data/<page path>/page-data.json). A page's "<path>.html" goes back to
 * "<path>/index.html"; if another page is itself at "<path>.html" (the 404 page, at /404 and
 * /404.html), it is copied instead, and stays. The adapter's _headers and _redirects go too: it
 * adds its entries to what it finds there, and from nothing writes what a cold build gets.
 *
 * @param {string} publicDir the build output of an earlier build
 * @returns {string[]} the page paths whose HTML was put back, sorted
 */
export function restoreRenamedPages(publicDir) {
  for (const written of ["_headers", "_redirects"]) fs.rmSync(path.join(publicDir, written), { force: true });
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

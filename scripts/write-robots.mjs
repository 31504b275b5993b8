// @ts-check
// Writes public/robots.txt after the build (part of `npm run build`). A production build lets
// every crawler in and names the sitemap at the site's own address (data/site.json "siteUrl");
// any other deploy (a Netlify deploy preview or branch deploy) shuts every crawler out, as the
// X-Robots-Tag header of scripts/write-headers.mjs does for each response.
//
//   node scripts/write-robots.mjs [publicDir]
import fs from "node:fs";
import path from "node:path";
import { isIndexable } from "../plugins/robots/deploy-context.mjs";

/**
 * @param {{ siteUrl: string, indexable: boolean }} options
 * @returns {string}
 */
function robotsTxt({ siteUrl, indexable }) {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
    : "User-agent: *\nDisallow: /\n";
}

if (process.argv[1]?.endsWith(`${path.sep}write-robots.mjs`)) {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  // data/site.json has been validated by the build that produced publicDir.
  const { siteUrl } = JSON.parse(fs.readFileSync(path.join(publicDir, "..", "data", "site.json"), "utf8"));
  const indexable = isIndexable();
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt({ siteUrl, indexable }));
  console.log(
    `Wrote robots.txt: ${indexable ? "crawlers welcome (production)" : "every crawler shut out (not production)"}`,
  );
}

import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isIndexable } from "../../src/deploy-context";
import { projectDir } from "../project-dir";

// Deploy previews and branch deploys shut every crawler out, as their X-Robots-Tag header does.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    "query SiteUrl { site { siteMetadata { siteUrl } } }",
  );
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) return reporter.panic(`robots.txt: no siteUrl (${String(result.errors)})`);
  const indexable = isIndexable();
  fs.writeFileSync(
    path.join(projectDir(store), "public", "robots.txt"),
    indexable ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n` : "User-agent: *\nDisallow: /\n",
  );
  reporter.info(
    `robots.txt: ${indexable ? "crawlers welcome (production)" : "every crawler shut out (not production)"}`,
  );
};

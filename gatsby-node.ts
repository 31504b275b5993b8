import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./src/content/graphql-types";
import { describeContentProblems, readSiteSettings } from "./src/content/load-site-settings";
import { validateContent } from "./src/content/validate";

/**
 * Checks every file under data/ before anything is built: a content mistake stops the build
 * (non-zero exit) with one message naming each file, field and what was expected.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const problems = validateContent(path.join(program.directory, "data"));
  if (problems.length > 0) reporter.panic(describeContentProblems(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

/** robots.txt: everything may be crawled; the sitemap (gatsby-plugin-sitemap) is at the site's own URL. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const { siteUrl } = readSiteSettings(path.join(program.directory, "data"));
  fs.writeFileSync(
    path.join(program.directory, "public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
};

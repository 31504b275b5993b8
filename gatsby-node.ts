import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { contentTypeDefs } from "./src/content/graphql-types";
import { describeContentProblems, validateContent } from "./src/content/validate";

/** Gatsby types its store's getState loosely; the project's folder is all these hooks read from it. */
function projectState(store: { getState: unknown }): { program: { directory: string } } {
  return (store.getState as () => { program: { directory: string } })();
}

/**
 * Checks every file under data/ before anything is built: a content mistake stops the build
 * (non-zero exit) with one message naming each file, field and what was expected.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const { program } = projectState(store);
  const problems = validateContent(path.join(program.directory, "data"));
  if (problems.length > 0) reporter.panic(describeContentProblems(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/**
 * Turns off source maps of the browser bundles: they would publish the site's source, and the
 * production bundles are not debugged in visitors' browsers.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

/**
 * After the build, the favicon and manifest icons (gatsby-plugin-manifest writes full-colour
 * PNGs) are re-encoded as palette PNGs, about a quarter of the bytes. Browsers fetch the favicon
 * and one manifest icon while the page is still loading, so their weight competes with the hero
 * image.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = projectState(store);
  const publicDir = path.join(program.directory, "public");
  const iconsDir = path.join(publicDir, "icons");
  const icons = [
    ...fs
      .readdirSync(publicDir)
      .filter((name) => /^favicon-.*\.png$/.test(name))
      .map((name) => path.join(publicDir, name)),
    ...(fs.existsSync(iconsDir) ? fs.readdirSync(iconsDir).map((name) => path.join(iconsDir, name)) : []),
  ];
  await Promise.all(
    icons.map(async (file) => {
      const palette = await sharp(file).png({ palette: true, quality: 90, effort: 10 }).toBuffer();
      if (palette.length < fs.statSync(file).size) fs.writeFileSync(file, palette);
    }),
  );
};

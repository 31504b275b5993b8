import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { projectDir } from "../project-dir";
import { bundleIslands, loaderSource } from "./bundle";
import type { ShippedIslands } from "./shipped";

/** Set in onPreBuild; the HTML renderer, built after it, gets it as __ISLANDS__. */
let shipped: ShippedIslands | null = null;

/**
 * Writes the islands bundle, public/islands-<content hash>.js, before any page is rendered, so that
 * each page can name it; a bundle of an earlier build is deleted.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store, reporter }) => {
  const directory = projectDir(store);
  const publicDir = path.join(directory, "public");
  const code = await bundleIslands(directory);
  const name = `islands-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  for (const old of fs.readdirSync(publicDir).filter((file) => /^islands-[0-9a-f]{20}\.js$/.test(file))) {
    fs.rmSync(path.join(publicDir, old));
  }
  fs.writeFileSync(path.join(publicDir, name), code);
  shipped = { bundle: `/${name}`, loader: loaderSource(directory) };
  reporter.info(`islands: ${name} (${(code.length / 1024).toFixed(1)} KB)`);
};

/**
 * The pages ship the islands instead of Gatsby's runtime in a production build; `gatsby develop`
 * (no bundle: null) keeps Gatsby's runtime, which its hot reloading needs. Gatsby still bundles
 * its runtime for the browser, because rendering the pages reads that bundle's chunk names; no page
 * loads it, so it is built without minifying, half that step's time, and without source maps,
 * which would publish the site's source.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: false, optimization: { minimize: false } });
  }
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __ISLANDS__: JSON.stringify(stage === "build-html" ? shipped : null) })],
    });
  }
};

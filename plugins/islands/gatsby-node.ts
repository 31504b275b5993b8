import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { projectDir } from "../project-dir";
import { bundleIslands, loaderSource } from "./bundle";
import type { ShippedIslands } from "./shipped";

/** Set in onPreBuild, before the HTML renderer that gets it as __ISLANDS__ is built. */
let shipped: ShippedIslands | null = null;

// Written before any page is rendered, so that each page can name it.
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store, reporter }) => {
  const directory = projectDir(store);
  const publicDir = path.join(directory, "public");
  const code = await bundleIslands(directory);
  const name = `islands-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  const earlier = fs.readdirSync(publicDir).filter((file) => /^islands-[0-9a-f]{20}\.js$/.test(file));
  for (const file of earlier) fs.rmSync(path.join(publicDir, file));
  fs.writeFileSync(path.join(publicDir, name), code);
  shipped = { bundle: `/${name}`, loader: loaderSource(directory) };
  reporter.info(`islands: ${name} (${(code.length / 1024).toFixed(1)} KB)`);
};

// `gatsby develop` keeps Gatsby's runtime (null), which hot reloading needs. The build still
// bundles the runtime, whose chunk names rendering reads, but no page loads it: no minifying (half
// that step's time) and no source maps, which would publish the site's source.
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

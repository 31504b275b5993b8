import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentIconSprite } from "./sprite";

/** The sprite's address, set in onPreBootstrap; every stage's code gets it as __CONTENT_ICON_SPRITE__. */
let spriteUrl = "";

/**
 * Writes the content icons' sprite, public/static/content-icons-<content hash>.svg (the /static/
 * files are cached for good), in develop and build alike; a sprite of an earlier run is deleted.
 * The icons live in sections below the first screen: as one file, their shapes leave the HTML,
 * which then arrives in the first round trip of a new connection (e2e/budgets.spec.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  const { program } = (store.getState as () => { program: { directory: string } })();
  const staticDir = path.join(program.directory, "public", "static");
  const sprite = contentIconSprite();
  const name = `content-icons-${crypto.createHash("sha256").update(sprite).digest("hex").slice(0, 20)}.svg`;
  fs.mkdirSync(staticDir, { recursive: true });
  for (const old of fs.readdirSync(staticDir).filter((file) => /^content-icons-[0-9a-f]{20}\.svg$/.test(file))) {
    fs.rmSync(path.join(staticDir, old));
  }
  fs.writeFileSync(path.join(staticDir, name), sprite);
  spriteUrl = `/static/${name}`;
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __CONTENT_ICON_SPRITE__: JSON.stringify(spriteUrl) })] });
};

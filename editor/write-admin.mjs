// /admin/: Decap CMS's prebuilt files from npm (nothing comes from a CDN), cms.js, the site's font
// for the previews, and index.html loading the two scripts. No public page loads any of it.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";
import { ADMIN_PATH } from "../headers/index.mjs";

const DECAP_FILE = /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/** @param {{ title: string, language: string }} page */
function indexHtml({ title, language }) {
  /** @param {string} text */
  const escaped = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="${escaped(language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escaped(title)}</title>
  </head>
  <body>
    <script src="${ADMIN_PATH}cms.js"></script>
    <script src="${ADMIN_PATH}decap-cms.js"></script>
  </body>
</html>
`;
}

/** Replaces what was in `outDir`. @param {string} projectDir @param {string} outDir */
export async function writeAdmin(projectDir, outDir) {
  const fromProject = createRequire(path.join(projectDir, "package.json"));
  const decapDist = path.join(path.dirname(fromProject.resolve("decap-cms/package.json")), "dist");
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const copied = fs.readdirSync(decapDist).filter((name) => DECAP_FILE.test(name));
  for (const name of copied) fs.copyFileSync(path.join(decapDist, name), path.join(outDir, name));

  await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, "browser/editor.ts")],
    outfile: path.join(outDir, "cms.js"),
    bundle: true,
    minify: true,
    target: "es2020",
    // The previews' font, on the editor's own origin as its policy asks (font-src 'self').
    loader: { ".woff2": "file" },
    // The previews' components declare their queries' fragments with `graphql`, which a browser never runs.
    alias: { gatsby: "data:text/javascript,export const graphql = () => undefined;" },
    assetNames: "[name]-[hash]",
    publicPath: ADMIN_PATH,
  });

  const site = JSON.parse(fs.readFileSync(path.join(projectDir, "data/site.json"), "utf8"));
  fs.writeFileSync(path.join(outDir, "index.html"), indexHtml({ title: site.editorTitle, language: site.language }));
  return { files: fs.readdirSync(outDir).sort() };
}

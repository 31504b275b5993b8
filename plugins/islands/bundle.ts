import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { ISLAND_ELEMENT } from "../../src/islands";
import { SCRIPT_LIST_ID } from "./shipped";

/** Islands get their styles as class names from the build: Emotion or Gatsby in the bundle is an error, not a silent 10 KB. */
export async function bundleIslands(rootDir: string): Promise<Uint8Array> {
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ["src/islands/browser.tsx"],
    bundle: true,
    minify: true,
    target: ["es2020"],
    jsx: "automatic",
    jsxImportSource: "react",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    write: false,
    logLevel: "silent",
    plugins: [
      {
        name: "islands-only",
        setup(build) {
          build.onResolve({ filter: /^(@emotion\/|gatsby($|[-/]))/ }, (args) => ({
            errors: [{ text: `${args.importer} imports ${args.path}: islands run without Emotion and Gatsby` }],
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].contents;
}

/** loader.js as each page inlines it: minified, with the names of the islands' element and script list put in. */
export function loaderSource(rootDir: string): string {
  const text = fs.readFileSync(path.join(rootDir, "plugins", "islands", "loader.js"), "utf8");
  const define = { ISLAND_ELEMENT: JSON.stringify(ISLAND_ELEMENT), SCRIPT_LIST_ID: JSON.stringify(SCRIPT_LIST_ID) };
  return esbuild.transformSync(text, { minify: true, legalComments: "none", define }).code.trim().replace(/;$/, "");
}

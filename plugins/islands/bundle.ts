import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { ISLAND_ELEMENT } from "../../src/islands";
import { SCRIPT_LIST_ID } from "./shipped";

/**
 * The islands are React components, rendered by React when the build writes each page. In the
 * browser they run on Preact's compatibility layer, which runs the same components and hooks in
 * about a fifth of React DOM's bytes (9 KB gzip against 48 KB).
 */
const PREACT = { react: "preact/compat", "react-dom": "preact/compat" };

/**
 * lucide-react's icons each call its createLucideIcon, whose forwardRef, context and attribute
 * mapping were a fifth of the Preact bundle; the islands' bundle gets src/islands/lucide-icon.ts
 * in its place, which draws the same SVG from the same icon data.
 */
const islandIcons: esbuild.Plugin = {
  name: "island-icons",
  setup(build) {
    build.onResolve({ filter: /\/createLucideIcon\.mjs$/ }, (args) =>
      args.importer.includes(`${path.sep}lucide-react${path.sep}`)
        ? { path: path.join(build.initialOptions.absWorkingDir ?? "", "src", "islands", "lucide-icon.ts") }
        : undefined,
    );
  },
};

/** Islands get their styles as class names from the build: Emotion or Gatsby in the bundle is an error, not a silent 10 KB. */
const islandsOnly: esbuild.Plugin = {
  name: "islands-only",
  setup(build) {
    build.onResolve({ filter: /^(@emotion\/|gatsby($|[-/]))/ }, (args) => ({
      errors: [{ text: `${args.importer} imports ${args.path}: islands run without Emotion and Gatsby` }],
    }));
  },
};

export async function bundleIslands(rootDir: string): Promise<Uint8Array> {
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ["src/islands/browser.tsx"],
    bundle: true,
    minify: true,
    target: ["es2020"],
    jsx: "automatic",
    jsxImportSource: "react",
    alias: PREACT,
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    write: false,
    logLevel: "silent",
    plugins: [islandsOnly, islandIcons],
  });
  return result.outputFiles[0].contents;
}

/** loader.js as each page inlines it: minified, with the names of the islands' element and script list put in. */
export function loaderSource(rootDir: string): string {
  const text = fs.readFileSync(path.join(rootDir, "plugins", "islands", "loader.js"), "utf8");
  const define = { ISLAND_ELEMENT: JSON.stringify(ISLAND_ELEMENT), SCRIPT_LIST_ID: JSON.stringify(SCRIPT_LIST_ID) };
  return esbuild.transformSync(text, { minify: true, legalComments: "none", define }).code.trim().replace(/;$/, "");
}

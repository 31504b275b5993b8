import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { siteHeaders } from "./headers/index.mjs";
import { netlifyAdapterWithHeaders } from "./plugins/response-headers/netlify-adapter";
import { contentTypeName, IMAGE_FOLDER, readFrontMatterYaml } from "./src/content";
import { isIndexable } from "./src/deploy-context";

const dataDir = path.join(__dirname, "data");

// Validated in gatsby-node.ts's onPreBootstrap, before any plugin uses it. Never throws: Gatsby loads the
// config more than once and, after a throw, carries on with an empty one.
const site = (() => {
  const unreadable = "data/site.json is unreadable";
  const fallback = { name: unreadable, description: unreadable, siteUrl: "https://invalid.example" };
  try {
    return { ...fallback, ...(JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as object) };
  } catch {
    return fallback;
  }
})();

const headers = siteHeaders({ indexable: isIndexable() });

const config: GatsbyConfig = {
  // Every build runs the host's adapter, so `npm start` serves what Netlify will.
  adapter: netlifyAdapterWithHeaders({ headers }),
  headers,
  siteMetadata: { title: site.name, description: site.description, siteUrl: site.siteUrl },
  // Written on build too, so a clean clone type-checks after one build.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  // `gatsby develop` serves each page as the build renders it, with this file's plugins.
  flags: { DEV_SSR: true },
  // The local plugins (plugins/, and the editor's, editor/gatsby/) in the order their hooks must run: the islands take Gatsby's
  // runtime out of each page and add their loader, and speculation-rules adds its rules, before
  // response-headers hashes the page's inline code; the islands' wrapRootElement must see
  // Gatsby's router as Gatsby made it.
  plugins: [
    "build-progress",
    "islands",
    "speculation-rules",
    "response-headers",
    path.join(__dirname, "editor/gatsby"),
    "robots",
    "prune-build",
    // Labels and source maps would hash into different class names in development's renderer and
    // browser bundle, and hydration would fail.
    { resolve: "gatsby-plugin-emotion", options: { autoLabel: "never", sourceMap: false } },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // The inlined placeholders are 4 px wide: the few colour fields a blur-up shows, in a
        // sixth of the default's bytes, so the landing page fits in the first round trip.
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          blurredOptions: { width: 4, toFormat: "webp" },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: dataDir,
        // The JSON Schemas are for editors' IDEs only.
        ignore: [`**/${IMAGE_FOLDER}/**`, "**/schemas/**"],
      },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: path.join(dataDir, IMAGE_FOLDER) } },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          contentTypeName(node.name, node.relativeDirectory),
      },
    },
    // Posts are Markdown: editors write text and pictures, never code that runs.
    {
      resolve: "gatsby-transformer-remark",
      options: {
        // As the validator reads it (YAML 1.2): what it checks is what the page shows.
        engines: { yaml: readFrontMatterYaml },
        plugins: [
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 720,
              withWebp: true,
              withAvif: true,
              linkImagesToOriginal: false,
              disableBgImage: true,
              quality: 70,
            },
          },
        ],
      },
    },
    // robots.txt names the sitemap; a <link> would take bytes of the first round trip.
    { resolve: "gatsby-plugin-sitemap", options: { createLinkInHead: false } },
  ],
};

export default config;

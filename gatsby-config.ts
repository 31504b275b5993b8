import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { siteHeaders } from "./headers/index.mjs";
import { netlifyAdapterWithHeaders } from "./plugins/response-headers/netlify-adapter";
import { contentTypeName } from "./src/content/content-files";
import { IMAGE_FOLDER } from "./src/content/content-paths.mjs";
import { readFrontMatterYaml } from "./src/content/front-matter";
import { readSiteSettings } from "./src/content/load-site-settings";
import { isIndexable } from "./src/deploy-context";

const dataDir = path.join(__dirname, "data");

// Read, not validated, here: gatsby-node.ts validates all of data/ in onPreInit, before any
// plugin uses these settings, and stops the build with a message naming the file and field.
const site = readSiteSettings(dataDir);

/** Search engines index production only (robots.txt and X-Robots-Tag). */
const headers = siteHeaders({ indexable: isIndexable() });

const config: GatsbyConfig = {
  // Every build, local or on Netlify, runs the host's adapter, so public/ (with the _headers and
  // _redirects it writes) is the same everywhere and `npm start` serves what Netlify will.
  adapter: netlifyAdapterWithHeaders({ headers }),
  headers,
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Types for every query; written on build too, so a clean clone type-checks after one build.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // Emotion's jsx runtime gives every element the css prop.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "never",
  // `gatsby develop` serves each page as the build renders it (the same server rendering, with
  // this file's plugins), then Gatsby's development runtime takes it over for hot reloading.
  flags: { DEV_SSR: true },
  // The local plugins (plugins/) in the order their hooks must run: the islands take Gatsby's
  // runtime out of each page and add their loader before response-headers hashes the page's
  // inline code; the islands' wrapRootElement must see Gatsby's router as Gatsby made it.
  plugins: [
    "build-progress",
    "islands",
    "response-headers",
    "editor",
    "robots",
    "prune-build",
    {
      resolve: "gatsby-plugin-emotion",
      // Development names classes as production does: no labels, and no source maps, which the
      // development server's renderer and the browser's bundle would hash into different class
      // names, so that hydrating a development page would fail.
      options: { autoLabel: "never", sourceMap: false },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Every gatsbyImageData query's defaults. The blurred placeholders are inlined into the
        // HTML, so they are WebP files 4 px wide: the few colour fields a blur-up shows (as many
        // as BlurHash's usual 4×3 components), in a sixth of the 20 px default's bytes, so that
        // the landing page fits in a new connection's first round trip (e2e/budgets.spec.ts).
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
        // Images are sourced on their own (below); the JSON Schemas are for editors' IDEs only.
        ignore: [`**/${IMAGE_FOLDER}/**`, "**/schemas/**"],
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(dataDir, IMAGE_FOLDER) },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          contentTypeName(node.name, node.relativeDirectory),
      },
    },
    // Posts are Markdown (data/blog/<slug>/index.md): editors write text and pictures, never code
    // that runs, and the browser editor has a Markdown widget. src/blog/post-body.ts turns the
    // result into the body the page shows.
    {
      resolve: "gatsby-transformer-remark",
      options: {
        // The front matter is read as the validator reads it (YAML 1.2): what it checks is what
        // the page shows.
        engines: { yaml: readFrontMatterYaml },
        plugins: [
          {
            // Pictures in a post are resized by the build like every other picture: srcset in
            // modern formats, lazy, at most the body's width.
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
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
        // Search engines find the sitemap in robots.txt (plugins/robots); a <link> in every page's
        // head would be bytes of the landing page's first round trip (e2e/budgets.spec.ts).
        createLinkInHead: false,
      },
    },
  ],
};

export default config;

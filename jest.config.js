const ESM_PACKAGES = [
  "gatsby",
  "gatsby-script",
  "gatsby-link",
  "lucide-react",
  "feed",
  "@netlify/headers-parser",
  "escape-string-regexp",
  "path-exists",
  "is-plain-obj",
  "map-obj",
  "ccount",
  "character-entities-html4",
  "character-entities-legacy",
  "comma-separated-tokens",
  "hast-util-from-dom",
  "hast-util-parse-selector",
  "hast-util-sanitize",
  "hast-util-to-html",
  "hast-util-whitespace",
  "hastscript",
  "html-void-elements",
  "property-information",
  "space-separated-tokens",
  "stringify-entities",
  "unist-util-position",
  "web-namespaces",
  "zwitch",
  "@ungap/structured-clone",
  "devlop",
  "mdast-util-to-hast",
  "micromark-util-[a-z-]+",
  "trim-lines",
  "unist-util-is",
  "unist-util-stringify-position",
  "unist-util-visit(?:-parents)?",
  "vfile",
  "vfile-message",
  "lowlight",
];

/** Shared by the two projects below. */
const common = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "babel-jest",
      {
        presets: [
          ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
          "@babel/preset-typescript",
        ],
        plugins: ["@emotion/babel-plugin"],
      },
    ],
  },
  // Gatsby, lucide, feed, Netlify's header parser and the post body's HTML tools (with their
  // dependencies) ship ES modules that Jest must compile too.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`],
  moduleNameMapper: {
    "\\.(woff2?|png|jpe?g|svg)$": "<rootDir>/__tests__/support/file-stub.js",
  },
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/bench/"],
  restoreMocks: true,
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
  dependencyExtractor: "<rootDir>/__tests__/support/dependency-extractor.js",
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
};

/** The islands' components in the browser: React is Preact there (plugins/islands/bundle.ts). */
const ISLANDS_TESTS = "<rootDir>/__tests__/islands/";

/**
 * Unit tests (__tests__/): components rendered in jsdom with Testing Library, and the content
 * validator in node. Babel compiles TypeScript and JSX the way Gatsby does (Emotion's jsx).
 * @type {import('jest').Config}
 */
module.exports = {
  projects: [
    {
      ...common,
      displayName: "site",
      testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
      // The checks of real builds (__tests__/build/) need one: `npm run test:build` runs them
      // (jest.build.config.mjs), after `npm run build`.
      testPathIgnorePatterns: [
        "/node_modules/",
        "/\\.cache/",
        "/public/",
        "/e2e/",
        "<rootDir>/__tests__/build/",
        ISLANDS_TESTS,
      ],
    },
    {
      ...common,
      // The islands as they ship: on Preact's compatibility layer, lucide's icons drawn by
      // src/islands/lucide-icon.ts, and Testing Library's Preact edition, the same API.
      displayName: "islands on Preact",
      testMatch: [`${ISLANDS_TESTS}**/*.test.{ts,tsx}`],
      // Islands write JSX for React's runtime, not Emotion's; Preact ships ES modules only.
      transform: {
        "^.+\\.m?[jt]sx?$": [
          "babel-jest",
          {
            presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
          },
        ],
      },
      transformIgnorePatterns: [
        `/node_modules/(?!(${[...ESM_PACKAGES, "preact", "@testing-library/preact"].join("|")})/)`,
      ],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        "^react(-dom)?$": "preact/compat",
        "^react-dom/client$": "preact/compat/client",
        "^react/jsx-runtime$": "preact/compat/jsx-runtime",
        "^@testing-library/react$": "@testing-library/preact",
        "^\\.\\./createLucideIcon\\.mjs$": "<rootDir>/src/islands/lucide-icon.ts",
      },
    },
  ],
  // Jest's default leaves a core to itself, which on a two-core machine means one worker: the
  // suites spend most of their time starting and waiting on servers, so two share the cores well.
  maxWorkers: "100%",
  // Six times Jest's default (for every project: Jest reads it from here only): the local
  // server's tests make a dozen requests to a server in another process, and on a shared two-core
  // machine one of them takes up to 14 s.
  testTimeout: 30_000,
};

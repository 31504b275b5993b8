// @ts-check
import js from "@eslint/js";
import jest from "eslint-plugin-jest";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  // Written by tools (Gatsby, the benchmark, Playwright, the Netlify CLI), not by people; and the
  // benchmark's bare Gatsby page, which stays Gatsby's starter as it is.
  globalIgnores([
    "public/",
    ".cache/",
    ".netlify/",
    "src/gatsby-types.d.ts",
    "bench/baseline/",
    "bench/results/",
    "data/schemas/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  // Without type information: the query types (src/gatsby-types.d.ts) exist only after a build,
  // and lint runs before it, so type-aware rules would see every query result as `any`.
  tseslint.configs.recommended,
  {
    // tsconfig.json checks every JavaScript file it includes; a file that opts out says why.
    rules: { "@typescript-eslint/ban-ts-comment": ["error", { "ts-nocheck": "allow-with-description" }] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "editor/{browser,preview}/**/*.ts", "**/*.tsx"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    settings: { react: { version: "detect" } },
    rules: {
      // Emotion's jsx runtime (jsxImportSource in tsconfig.json) gives every element the css prop.
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
    },
  },
  {
    // A folder other folders use is entered through its index; plain Node reads content-paths.mjs.
    files: ["**/*.{ts,tsx,mjs,js}"],
    ignores: ["__tests__/**", "e2e/**", "__mocks__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(\\.\\./)+(src/)?(components/)?(content|blog|islands|theme|headers|server|editor|ui|sections|layout|seo)/(?!index|build$|global$|serve\\.mjs$|content-paths\\.mjs$)[^/]+$",
              message: "Import the folder's entry (its index), not a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**", "editor/browser/**", "editor/preview/**"],
    languageOptions: { globals: globals.browser },
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message:
                'Import each icon from its own module ("lucide-react/icons/<name>"): the package index re-exports all of its icons, and webpack and Jest then compile every one of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "scripts/**",
      "plugins/**",
      "server/**",
      "editor/*.mjs",
      "editor/gatsby/**",
      "editor/server/**",
      "headers/**",
      "artwork/**",
      "bench/**",
      "e2e/**",
      "gatsby-*",
      "*.config.{js,mjs,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Code these files hand to the browser: Playwright's page.evaluate, the islands loader's
    // inline script.
    files: [
      "e2e/**",
      "bench/menu-timing.mjs",
      "bench/fetched-scripts.mjs",
      "bench/navigation.mjs",
      "bench/prerender.mjs",
      "plugins/islands/loader.js",
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    // Unit tests run in Jest's jsdom environment and start node processes (the local server).
    files: ["__tests__/**", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
  {
    // No test left focused or switched off, and no expect that asserts nothing.
    files: ["__tests__/**"],
    plugins: { jest },
    rules: {
      "jest/no-focused-tests": "error",
      "jest/no-disabled-tests": "error",
      "jest/valid-expect": "error",
      // An afterEach's expect runs once for each test, as a check that the test left things as they were.
      "jest/no-standalone-expect": ["error", { additionalTestBlockFunctions: ["afterEach"] }],
      "jest/valid-title": "error",
    },
  },
  {
    // The same for the browser tests, and no Playwright call left without its await.
    files: ["e2e/**"],
    plugins: { playwright },
    rules: {
      "playwright/no-focused-test": "error",
      "playwright/no-skipped-test": "error",
      "playwright/missing-playwright-await": "error",
      "playwright/valid-expect": "error",
      "playwright/no-wait-for-timeout": "error",
      "playwright/no-networkidle": "error",
      "playwright/no-standalone-expect": "error",
    },
  },
);

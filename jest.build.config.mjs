/**
 * `npm run test:build`: the checks of the production build in public/ (__tests__/build/), with the
 * unit tests' set-up, so `npm test` runs them after `npm run build`. They build nothing: the one
 * other build `npm test` makes, the deploy preview, is the browser tests' (e2e/deploy-preview/),
 * which run the same header checks on it.
 */
import unit from "./jest.config.js";

const [site] = unit.projects;

/** @type {import('jest').Config} */
export default {
  ...site,
  testTimeout: unit.testTimeout,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
};

/**
 * `npm run test:build`: the checks of real builds (__tests__/build/), with the unit tests' set-up.
 * They read the production build in public/, so `npm test` runs them after `npm run build`, and
 * make the one other build `npm test` needs (the deploy preview). One file at a time, in this
 * process: the build's output reaches the terminal as it comes.
 */
import unit from "./jest.config.js";

/** @type {import('jest').Config} */
export default {
  ...unit,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
};

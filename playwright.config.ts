import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { EDITOR_TRACE } from "./e2e/editor";

// The tests' own server, on E2E_PORT or else on a port the system picks as the server starts
// listening, so that no server another checkout (or a developer) runs is ever tested by mistake.
// Playwright reads the port from the line the server prints (webServer.wait) into E2E_PORT before it
// starts the workers, which load this file again and inherit the variable.
const PORT = process.env.E2E_PORT;
// Where this run's deploy-preview copy goes (e2e/deploy-preview/): named here once, so that the
// workers, which inherit the variable, find it; the deploy preview's build makes the folder, the global
// teardown deletes it. Only named: tools that merely read this file (knip) leave nothing behind.
process.env.E2E_PREVIEW_COPY ??= path.join(os.tmpdir(), `parley-deploy-preview-${randomUUID()}`);

/**
 * Browser tests against the production build (run `npm run build` first; `npm test` does),
 * served by the same local server as `npm start`, with Netlify's headers applied; and against
 * the one other build `npm test` makes, a deploy preview of a copy with posts, which the project
 * "deploy-preview" makes and then checks (e2e/deploy-preview/).
 * They drive Debian's Chromium headless shell (package chromium-headless-shell; E2E_BROWSER_PATH
 * names another), the build of Chromium Playwright itself runs headless tests in: it leaves out the
 * browser's own UI, which the full Chromium loads for every window a test opens, at about two and
 * a half times the browser process's CPU. Playwright's browser downloads cannot work offline.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Twice Playwright's defaults: the machines these run on are shared, and a page load there can
  // take twice as long as on an idle one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace: recording one cost the browser tests a quarter of their CPU time (the screencast
    // most of it). A failure still writes the page's accessibility tree (error-context.md); for a
    // trace, run the test again with --trace retain-on-failure. The editor's tests keep theirs
    // (EDITOR_TRACE): their failures come from timing inside Decap, which a rerun may not repeat.
    trace: "off",
    launchOptions: {
      executablePath: process.env.E2E_BROWSER_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  // The deploy preview comes first: workers take tests in the order of this list, so one worker
  // builds it and checks it (e2e/deploy-preview/deploy-preview.spec.ts, in order) while the others
  // run the rest.
  projects: [
    {
      name: "deploy-preview",
      use: { ...devices["Desktop Chrome"], trace: EDITOR_TRACE },
      testMatch: /deploy-preview\/deploy-preview\.spec\.ts$/,
      fullyParallel: false,
    },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /deploy-preview\// },
  ],
  globalTeardown: "./e2e/deploy-preview/remove-copy.ts",
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: PORT ?? "0" },
    wait: { stdout: /running at http:\/\/localhost:(?<e2e_port>\d+)\n/ },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

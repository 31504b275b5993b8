import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/** A port nothing listens on now, asked of the system in a child process (this file is synchronous). */
function freePort(): string {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })";
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }).trim();
}

// The tests' own server, on E2E_PORT or else on a free port, so that no server another checkout
// (or a developer) runs is ever tested by mistake. The workers load this file again and inherit
// the variable, so they reach the same port.
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);

/**
 * Browser tests against the production build (run `npm run build` first; `npm test` does),
 * served by the same local server as `npm start`, with Netlify's headers applied.
 * They drive Debian's Chromium: Playwright's own browser downloads cannot work offline.
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
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

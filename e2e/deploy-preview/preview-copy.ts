import fs from "node:fs";
import path from "node:path";
import { test as base } from "@playwright/test";
import { startServer } from "../../server/serve.mjs";

/**
 * The deploy preview the browser tests build: a copy of the project made for this run
 * (playwright.config.ts names the folder, build.ts makes it, the global teardown deletes it),
 * with sample posts and a post an editor writes through /admin/ (build.ts), built once as Netlify
 * builds a deploy preview. The tests of this folder check that build; the other browser tests
 * check the repository's own production build.
 */
export function previewCopy(): string {
  const copy = process.env.E2E_PREVIEW_COPY;
  if (!copy) throw new Error("E2E_PREVIEW_COPY is not set: run the tests through playwright.config.ts");
  return copy;
}

/** The copy's data/ folder. */
export const previewData = () => path.join(previewCopy(), "data");

/** Tests of the deploy preview: `preview` is the address its build is served at, one server per worker. */
export const test = base.extend<object, { preview: string }>({
  preview: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!fs.existsSync(path.join(previewCopy(), "public", "index.html")))
        throw new Error("The deploy preview was not built: its build failed, above.");
      const server = startServer(path.join(previewCopy(), "server", "serve.mjs"), { cwd: previewCopy() });
      await use(`http://localhost:${await server.port}`);
      server.child.kill();
    },
    { scope: "worker" },
  ],
});

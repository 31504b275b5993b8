import { spawn } from "node:child_process";
import path from "node:path";
import { test as base } from "@playwright/test";

/**
 * The deploy preview the browser tests build: a copy of the project made for this run
 * (playwright.config.ts names the folder, build.setup.ts makes it, the global teardown deletes it), with sample posts and
 * a post an editor writes through /admin/ (build.setup.ts), built once as Netlify builds a
 * deploy preview. The tests of this folder check that build; the other browser tests check the
 * repository's own production build.
 */
export function previewCopy(): string {
  const copy = process.env.E2E_PREVIEW_COPY;
  if (!copy) throw new Error("E2E_PREVIEW_COPY is not set: run the tests through playwright.config.ts");
  return copy;
}

/** The copy's data/ folder. */
export const previewData = () => path.join(previewCopy(), "data");

/** The site's own server (server/serve.mjs) for `cwd`'s build on a free port, and its address. */
function serve(cwd: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["server/serve.mjs"], { cwd, env: { ...process.env, PORT: "0" } });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://localhost:${port}`, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
}

/** Tests of the deploy preview: `preview` is the address its build is served at, one server per worker. */
export const test = base.extend<object, { preview: string }>({
  preview: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await serve(previewCopy());
      await use(server.url);
      server.stop();
    },
    { scope: "worker" },
  ],
});

import { spawn } from "node:child_process";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The trace a failed editor test keeps: each action with the page's DOM, its network and console. */
export const EDITOR_TRACE = { mode: "retain-on-failure", screenshots: false } as const;

/**
 * The browser editor (/admin/) on the local backend, as `npm run editor -- --repo <dir>` runs it
 * for a copy of the project, without the live preview.
 */
export function startEditor(repoDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["editor/index.mjs", "--repo", repoDir], {
    env: { ...process.env, EDITOR_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Editor: +(\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`npm run editor stopped (exit code ${code}):\n${output}`)));
  });
}

/**
 * Opens the editor at `hash` (e.g. "#/collections/sections"), logging in to the local backend
 * first if it asks, and waits for `ready`.
 */
export async function openEditor(page: Page, url: string, hash: string, ready: Locator) {
  await page.goto(`${url}${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  // Decap's editor is 1.5 MB of script (gzip) to parse and start.
  await expect(login.or(ready)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await login.click();
  await expect(ready).toBeVisible({ timeout: 90_000 });
}

/** Asks the editor to publish the open entry. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/**
 * Publishes the open entry and waits until the editor itself counts it as saved: the local
 * backend has answered the save, and the editor's toolbar has turned from "Publish" to
 * "Published" (an entry without unsaved changes). The file on disk changes before the editor has
 * taken in that answer; leaving the page then makes it ask "Are you sure you want to leave this
 * page?", and the page stays. (Its "Entry saved" notice says less: an earlier save's may still
 * show.) Resolves with the save the page sent.
 */
export async function publishAndWaitUntilSaved(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1") && response.request().postData()?.includes('"persistEntry"') === true,
  );
  await publish(page);
  const answer = await saved;
  expect(answer.ok()).toBe(true);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
  return answer.request().postDataJSON() as unknown;
}

/**
 * What the editor's page sends its server to save `raw` as `file` ("data/…"): Decap's local
 * backend posts it to /api/v1 on Publish (cms.spec.ts checks the page's own request against it).
 */
export const editorSave = (file: string, raw: string) => ({
  action: "persistEntry",
  params: { branch: "main", dataFiles: [{ path: file, raw }], assets: [] },
});

/** Saves `raw` as `file` through the editor at `url` with the request its page sends on Publish, from its own origin. */
export async function saveThroughEditor(request: APIRequestContext, url: string, file: string, raw: string) {
  const api = new URL("/api/v1", url);
  const answer = await request.post(api.href, { data: editorSave(file, raw), headers: { Origin: api.origin } });
  expect(answer.status(), await answer.text()).toBe(200);
}

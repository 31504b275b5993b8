import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { copyProject } from "../__tests__/support/project-copy";
import { formatProblem, validateContent } from "../src/content";
import { EDITOR_TRACE, editorSave, openEditor, publish, publishAndWaitUntilSaved, startEditor } from "./editor";

// The browser editor (/admin/) on the local backend (`npm run editor`), run against a copy of the
// repository: what an editor does in the forms must reach the JSON files exactly, and what the
// build would refuse must not be saved.

const TAGLINE = { before: "Paid chats redefined.", after: "Paid calls, redefined." };
const POINT = { before: "Calls are metered pay-as-you-go", after: "Calls are metered by the minute" };

/** Opens a landing section's form, editable and filled from the file (every section has its place in the order). */
async function openEntry(page: Page, url: string, entry: string) {
  const entryLink = page.getByRole("link", { name: entry, exact: true });
  await openEditor(page, url, "#/collections/sections", entryLink);
  await entryLink.click();
  await expect(page.getByLabel("Order")).toHaveValue(/^\d+$/, { timeout: 90_000 });
}

test.use({ trace: EDITOR_TRACE });

/**
 * A copy of the project for the tests of one describe block, with the editor running on it: made
 * before its first test and removed after its last (in one worker; a worker started again after a
 * failure makes its own).
 */
function editorOnACopy() {
  const state: { copy: string; cms?: Awaited<ReturnType<typeof startEditor>> } = { copy: "" };
  test.beforeAll(async () => {
    state.copy = fs.mkdtempSync(path.join(os.tmpdir(), "parley-cms-test-"));
    copyProject(state.copy);
    state.cms = await startEditor(state.copy);
  });
  test.afterAll(async () => {
    state.cms?.stop();
    fs.rmSync(state.copy, { recursive: true, force: true });
  });
  return {
    read: (file: string) => fs.readFileSync(path.join(state.copy, "data", file), "utf8"),
    copy: () => state.copy,
    cms: () => state.cms!,
  };
}

test.describe("the browser editor", () => {
  // In order, in one worker, sharing the editor; a failure skips none of the tests after it. Each
  // opens the editor at least once (above), which a busy machine takes a minute for.
  test.describe.configure({ mode: "default", timeout: 300_000 });
  const editor = editorOnACopy();
  const read = editor.read;

  test("saves a changed tagline and list item as exactly those lines, and content the build accepts", async ({
    page,
  }) => {
    const hero = read("sections/hero.json");
    const providers = read("sections/service-providers.json");

    const opened = Date.now();
    await openEntry(page, editor.cms().url, "Hero");
    test.info().annotations.push({ type: "open to editable form", description: `${Date.now() - opened} ms` });
    await page.getByLabel("Tagline").fill(TAGLINE.after);
    const sent = await publishAndWaitUntilSaved(page);
    expect(read("sections/hero.json")).toBe(hero.replace(TAGLINE.before, TAGLINE.after));
    // The save the deploy preview's build starts from sends this request without the page (e2e/deploy-preview/build.ts).
    expect(sent).toMatchObject(editorSave("data/sections/hero.json", read("sections/hero.json")));

    await openEntry(page, editor.cms().url, "Service providers");
    await page.locator(`input[value="${POINT.before}"]`).fill(POINT.after);
    await publishAndWaitUntilSaved(page);
    expect(read("sections/service-providers.json")).toBe(providers.replace(POINT.before, POINT.after));

    // The check `npm run build` starts with (gatsby-node.ts, onPreBootstrap) accepts the saved content;
    // the pages built from valid content are the other browser tests' subject.
    expect(validateContent(path.join(editor.copy(), "data")).map(formatProblem)).toEqual([]);
  });

  test("refuses a link the build would refuse, with the reason at the field", async ({ page }) => {
    const hero = read("sections/hero.json");
    const saves: string[] = [];
    page.context().on("request", (request) => {
      if (request.postData()?.includes('"persistEntry"')) saves.push(request.url());
    });
    await openEntry(page, editor.cms().url, "Hero");
    const link = page.getByLabel("Link address").first();
    const shipped = await link.inputValue();
    await link.fill("javascript:alert(1)");
    await publish(page);
    await expect(page.getByText('expected an absolute "https://" URL or a site path starting with "/"')).toBeVisible();
    // Settled: the entry opened afresh, read back from the editor's server, still has the shipped link.
    const fresh = await page.context().newPage();
    await openEntry(fresh, editor.cms().url, "Hero");
    await expect(fresh.getByLabel("Link address").first()).toHaveValue(shipped);
    expect(saves).toEqual([]);
    expect(read("sections/hero.json")).toBe(hero);
  });

  test("sends a save only the whole content shows is broken, and the server refuses it with the build's message", async ({
    page,
  }) => {
    const hero = read("sections/hero.json");
    await openEntry(page, editor.cms().url, "Hero");
    // Each order is a valid number on its own; that another section has it, only the build's validator sees.
    const taken = JSON.parse(read("sections/service-providers.json")).order as number;
    await page.getByLabel("Order").fill(String(taken));
    const refused = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1") && response.request().postData()?.includes('"persistEntry"') === true,
    );
    await publish(page);
    expect((await refused).status()).toBe(422);
    await expect(page.getByText(`both have order ${taken}`)).toBeVisible();
    expect(read("sections/hero.json")).toBe(hero);
  });
});

// What no page may make the editor do: in a block of its own, so that a failure in the forms above
// leaves these run.
test.describe("the local editor's guards", () => {
  const running = editorOnACopy();
  const read = running.read;

  test("answers no page of another origin, and no page that names it by another host", async ({ page }) => {
    const site = read("site.json");
    const save = JSON.stringify({
      action: "persistEntry",
      params: { branch: "main", dataFiles: [{ slug: "site", path: "data/site.json", raw: "{}" }], assets: [] },
    });
    const editor = new URL(running.cms().url);
    // A page of another origin on this machine, sending the save every way a page can.
    const attacker = http.createServer((_, res) => res.end("<!doctype html><title>Another site</title>"));
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      const outcomes = await page.evaluate(
        async ({ api, body }) => {
          const attempt = (init: RequestInit) =>
            fetch(api, { method: "POST", body, ...init }).then(
              (response) => String(response.status),
              () => "blocked",
            );
          return [
            await attempt({ headers: { "Content-Type": "application/json" } }),
            await attempt({ mode: "no-cors", headers: { "Content-Type": "text/plain" } }),
          ];
        },
        { api: `${editor.origin}/api/v1`, body: save },
      );
      // The JSON request needs a preflight, which the editor refuses. The no-cors one reaches it
      // and is refused (it reads JSON only), and its answer is kept from the page
      // (Cross-Origin-Resource-Policy: same-origin).
      expect(outcomes).toEqual(["blocked", "blocked"]);
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }

    // DNS rebinding: a name of the attacker's that resolves to this machine (every *.localhost
    // does, in Chromium), so that the attacker's page and the editor share an origin.
    const rebound = `http://rebound.localhost:${editor.port}`;
    const opened = await page.goto(`${rebound}${editor.pathname}`);
    expect(opened?.status()).toBe(403);
    const status = await page.evaluate(
      ({ body }) =>
        fetch("/api/v1", { method: "POST", headers: { "Content-Type": "application/json" }, body }).then(
          (response) => response.status,
        ),
      { body: save },
    );
    expect(status).toBe(403);
    expect(read("site.json")).toBe(site);
  });

  test("refuses its own page a path outside data/", async ({ page }) => {
    await page.goto(running.cms().url);
    const answers = await page.evaluate(async () => {
      const ask = (params: object) =>
        fetch("/api/v1", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "getEntry", params: { branch: "main", ...params } }),
        }).then(async (response) => ({ status: response.status, text: await response.text() }));
      return [await ask({ path: "package.json" }), await ask({ path: "data/../package.json" })];
    });
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain("scripts");
    }
  });
});

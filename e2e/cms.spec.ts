import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { copyProject } from "../__tests__/support/project-copy";
import { formatProblem, validateContent } from "../src/content/validate";
import { EDITOR_TRACE, openEditor, publish, publishAndWaitUntilSaved, startCms } from "./editor";

// The browser editor (/admin/) on the local backend (`npm run cms`), run against a copy of the
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

test.describe("the browser editor", () => {
  // Each test opens the editor at least once (above), which a busy machine takes a minute for.
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let copy: string;
  let cms: Awaited<ReturnType<typeof startCms>> | undefined;
  const read = (file: string) => fs.readFileSync(path.join(copy, "data", file), "utf8");

  test.beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "parley-cms-test-"));
    copyProject(copy);
    cms = await startCms(copy);
  });
  test.afterAll(async () => {
    cms?.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  test("saves a changed tagline and list item as exactly those lines, and content the build accepts", async ({
    page,
  }) => {
    const hero = read("sections/hero.json");
    const providers = read("sections/service-providers.json");

    const opened = Date.now();
    await openEntry(page, cms!.url, "Hero");
    test.info().annotations.push({ type: "open to editable form", description: `${Date.now() - opened} ms` });
    await page.getByLabel("Tagline").fill(TAGLINE.after);
    await publishAndWaitUntilSaved(page);
    expect(read("sections/hero.json")).toBe(hero.replace(TAGLINE.before, TAGLINE.after));

    await openEntry(page, cms!.url, "Service providers");
    await page.locator(`input[value="${POINT.before}"]`).fill(POINT.after);
    await publishAndWaitUntilSaved(page);
    expect(read("sections/service-providers.json")).toBe(providers.replace(POINT.before, POINT.after));

    // The check `npm run build` starts with (gatsby-node.ts, onPreInit) accepts the saved content;
    // the pages built from valid content are the other browser tests' subject.
    expect(validateContent(path.join(copy, "data")).map(formatProblem)).toEqual([]);
  });

  test("refuses a link the build would refuse, with the reason at the field", async ({ page }) => {
    const hero = read("sections/hero.json");
    await openEntry(page, cms!.url, "Hero");
    await page.getByLabel("Link address").first().fill("javascript:alert(1)");
    await publish(page);
    await expect(page.getByText('expected an absolute "https://" URL or a site path starting with "/"')).toBeVisible();
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(read("sections/hero.json")).toBe(hero);
  });
});

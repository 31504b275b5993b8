import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { root } from "../../__tests__/support/project-copy";
import { openEditor, startEditor } from "../editor";
import { DRAFT, EDITOR_POST, PUBLISHED, RICH, WRITTEN_IN_EDITOR } from "./posts";
import { previewCopy, previewData, test } from "./preview-copy";

/** Each file under `dir` by its path there, with a hash of its bytes. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")];
      }),
  );
}

// The round trip's last step, once the builds of the copy have been checked: every post deleted
// in /admin/ leaves data/ exactly as the repository ships it, file for file, and develop.ts, which
// runs on the copy next, shows that its /blog then says "Coming soon...".
test("deleting every post in /admin/ brings back the shipped content", async ({ page }) => {
  test.setTimeout(600_000);
  const cms = await startEditor(previewCopy());
  try {
    const list = page.getByRole("link", { name: "Create entry of type Blog post" });
    await openEditor(page, cms.url, "#/collections/blog", list);
    for (const title of [
      WRITTEN_IN_EDITOR.title,
      EDITOR_POST.title,
      String(PUBLISHED.frontMatter.title),
      String(RICH.frontMatter.title),
      String(DRAFT.frontMatter.title),
    ]) {
      await page.getByRole("link", { name: new RegExp(title) }).click();
      await expect(page.getByRole("textbox", { name: "Title", exact: true }).first()).toHaveValue(title, {
        timeout: 90_000,
      });
      const deleted = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/v1") && /"action":"deleteFiles?"/.test(response.request().postData() ?? ""),
      );
      page.once("dialog", (dialog) => dialog.accept());
      await page.getByRole("button", { name: "Delete entry" }).click();
      expect((await deleted).ok()).toBe(true);
      // Back in the list, without the post.
      await expect(list).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
    }
  } finally {
    cms.stop();
  }

  expect(filesOf(previewData())).toEqual(filesOf(path.join(root, "data")));
});

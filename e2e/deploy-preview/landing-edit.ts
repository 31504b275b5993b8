import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { root } from "../../__tests__/support/project-copy";
import { saveThroughEditor, startEditor } from "../editor";
import { LANDING_EDIT } from "./posts";
import { previewCopy, test } from "./preview-copy";

// A landing section's heading, saved through the local editor before the build (build.ts), as
// the built page shows it; then the shipped heading saved back, which the production build of the
// copy shows again (production-build.ts) and which gives develop.ts the shipped content.

test("a landing heading saved in the editor shows on the built landing page; saving the shipped one back restores its file", async ({
  page,
  preview,
  request,
}) => {
  await page.goto(`${preview}/`);
  const heading = page.getByRole("heading", { name: LANDING_EDIT.edited, exact: true });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  await expect(page.getByText(LANDING_EDIT.shipped, { exact: true })).toHaveCount(0);

  const shipped = fs.readFileSync(path.join(root, LANDING_EDIT.file), "utf8");
  const cms = await startEditor(previewCopy());
  try {
    await saveThroughEditor(request, cms.url, LANDING_EDIT.file, shipped);
  } finally {
    cms.stop();
  }
  expect(fs.readFileSync(path.join(previewCopy(), LANDING_EDIT.file), "utf8")).toBe(shipped);
});

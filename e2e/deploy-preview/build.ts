import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { copyProject, root } from "../../__tests__/support/project-copy";
import { writePost } from "../../__tests__/support/sample-posts";
import { formatProblem, validateContent } from "../../src/content/validate";
import { openEditor, publishAndWaitUntilSaved, startCms } from "../editor";
import { DRAFT, EDITOR_POST, PUBLISHED, RICH } from "./posts";
// The same `test` as the checks that follow it: Playwright keeps tests in one worker only when
// they share their fixtures.
import { previewCopy, previewData, test } from "./preview-copy";

// The one deploy preview `npm test` builds, made as an editor's change would be: a copy of the
// project with the sample posts, plus a post written through the browser editor (/admin/, local
// backend) with its cover uploaded next to it; then one build, as Netlify builds a deploy preview.

/**
 * `npm run build` in `project` with the environment Netlify's build image gives a deploy preview.
 * NETLIFY_LOCAL is set as Netlify's CLI sets it for a local build: the adapter then keeps its build
 * cache inside the copy instead of Netlify's machine-wide /opt/build/cache. The build's output goes
 * to the terminal as it comes: it takes minutes on a busy machine. Its temporary files (Gatsby's
 * workers leave their folders behind) go to a folder of the copy's own, deleted with it.
 */
function deployPreviewBuild(project: string): Promise<void> {
  const temporary = path.join(project, ".tmp");
  fs.mkdirSync(temporary);
  const build = spawn("npm", ["run", "build"], {
    cwd: project,
    env: {
      ...process.env,
      NETLIFY: "true",
      NETLIFY_LOCAL: "true",
      CONTEXT: "deploy-preview",
      CI: "true",
      NO_COLOR: "1",
      TMPDIR: temporary,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    build.on("error", reject);
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code}), above`))));
  });
}

test("an editor writes a post in /admin/, and the deploy preview is built with it", async ({ page }) => {
  // Opening the editor takes minutes on a busy machine; the cold build, up to half an hour (two
  // cores shared with other work: its 36 picture jobs alone took 15 minutes at a load of 20).
  test.setTimeout(3_600_000);
  const copy = previewCopy();
  // A name of this run's own (playwright.config.ts): making the folder fails if it exists.
  fs.mkdirSync(copy, { mode: 0o700 });
  copyProject(copy);
  writePost(previewData(), PUBLISHED.slug, PUBLISHED.frontMatter, PUBLISHED.body);
  fs.copyFileSync(
    path.join(root, "data", "images", "sessions.png"),
    path.join(previewData(), "blog", PUBLISHED.slug, PUBLISHED.picture),
  );
  writePost(previewData(), DRAFT.slug, DRAFT.frontMatter);
  writePost(previewData(), RICH.slug, RICH.frontMatter, RICH.body, "node-operators.png");
  fs.copyFileSync(
    path.join(root, "data", "images", "node-operators.png"),
    path.join(previewData(), "blog", RICH.slug, RICH.picture),
  );

  const cms = await startCms(copy);
  try {
    await openEditor(page, cms.url, "#/collections/blog/new", page.getByLabel("Title"));
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    await field("Title").fill(EDITOR_POST.title);
    await field("Date").fill(EDITOR_POST.date);
    await field("Description").fill(EDITOR_POST.description);
    await field("Cover alt").fill(EDITOR_POST.coverAlt);
    await field("Author (optional)").fill(EDITOR_POST.author);
    await page.getByRole("button", { name: "Add tags" }).click();
    await page.getByLabel("list field").getByRole("textbox").fill(EDITOR_POST.tag);
    // The cover: uploaded through the media library, into the post's own folder.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(path.join(root, "data", "images", "sessions.png"));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("markdown field").getByRole("textbox").click();
    await page.keyboard.type(EDITOR_POST.body);
    await publishAndWaitUntilSaved(page);
  } finally {
    cms.stop();
  }

  // What the editor saved: the post and its cover side by side, and content the build accepts.
  const folder = path.join(previewData(), "blog", EDITOR_POST.slug);
  const saved = fs.readFileSync(path.join(folder, "index.md"), "utf8");
  expect(saved).toContain(`title: ${EDITOR_POST.title}`);
  const cover = /^cover: (\S+)$/m.exec(saved)?.[1];
  expect(cover && fs.existsSync(path.join(folder, cover))).toBe(true);
  expect(validateContent(previewData()).map(formatProblem)).toEqual([]);

  const started = Date.now();
  await deployPreviewBuild(copy);
  test.info().annotations.push({ type: "deploy-preview build", description: `${Date.now() - started} ms` });
});

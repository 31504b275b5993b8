import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { copyProject, root } from "../../__tests__/support/project-copy";
import { samplePost, writePost } from "../../__tests__/support/sample-posts";
import { formatProblem, validateContent } from "../../src/content";
import { saveThroughEditor, startEditor } from "../editor";
import { DRAFT, EDITOR_POST, LANDING_EDIT, PUBLISHED, RICH } from "./posts";
// The same `test` as the checks that follow it: Playwright keeps tests in one worker only when
// they share their fixtures.
import { previewCopy, previewData, test } from "./preview-copy";

// The deploy preview `npm test` builds: a copy of the project with sample posts written into its
// data/ as an editor's change would bring them (a published post, a draft, and the post
// editor-round-trip.ts opens in the browser editor) and a landing section's heading saved through
// the local editor, then one build, as Netlify builds a deploy preview.

/**
 * `npm run build` in `project` with the environment Netlify's build image gives a build for
 * `context` ("deploy-preview", "production"). NETLIFY_LOCAL is set as Netlify's CLI sets it for a
 * local build: the adapter then keeps its build cache inside the copy instead of Netlify's
 * machine-wide /opt/build/cache. The build's output goes to the terminal as it comes: it takes
 * minutes on a busy machine. Its temporary files (Gatsby's workers leave their folders behind) go
 * to a folder of the copy's own, deleted with it.
 */
export function netlifyBuild(project: string, context: string): Promise<void> {
  const temporary = path.join(project, ".tmp");
  fs.mkdirSync(temporary, { recursive: true });
  const build = spawn("npm", ["run", "build"], {
    cwd: project,
    env: {
      ...process.env,
      NETLIFY: "true",
      NETLIFY_LOCAL: "true",
      CONTEXT: context,
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

test("the deploy preview is built from a copy of the project with posts and a landing edit saved in the editor", async ({
  request,
}) => {
  // The build takes minutes on a busy machine (two cores shared with other work: its picture jobs
  // alone took 15 minutes at a load of 20); past this it has hung.
  test.setTimeout(1_200_000);
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
  // The post the browser editor's preview is compared with (editor-round-trip.ts), written as
  // files: the build depends on no step in the editor's interface.
  writePost(
    previewData(),
    EDITOR_POST.slug,
    samplePost({
      title: EDITOR_POST.title,
      date: EDITOR_POST.date,
      description: EDITOR_POST.description,
      coverAlt: EDITOR_POST.coverAlt,
      author: EDITOR_POST.author,
      tags: [EDITOR_POST.tag],
    }),
    `${EDITOR_POST.body}\n`,
  );
  writePost(previewData(), RICH.slug, RICH.frontMatter, RICH.body, "node-operators.png");
  fs.copyFileSync(
    path.join(root, "data", "images", "node-operators.png"),
    path.join(previewData(), "blog", RICH.slug, RICH.picture),
  );
  // The landing edit, sent to the local editor as its page sends a save (no step in its interface).
  const section = fs.readFileSync(path.join(root, LANDING_EDIT.file), "utf8");
  const cms = await startEditor(copy);
  try {
    await saveThroughEditor(
      request,
      cms.url,
      LANDING_EDIT.file,
      section.replace(LANDING_EDIT.shipped, LANDING_EDIT.edited),
    );
  } finally {
    cms.stop();
  }
  expect(fs.readFileSync(path.join(copy, LANDING_EDIT.file), "utf8")).toContain(LANDING_EDIT.edited);
  expect(fs.readFileSync(path.join(root, LANDING_EDIT.file), "utf8")).toBe(section);
  expect(validateContent(previewData()).map(formatProblem)).toEqual([]);

  const started = Date.now();
  await netlifyBuild(copy, "deploy-preview");
  test.info().annotations.push({ type: "deploy-preview build", description: `${Date.now() - started} ms` });
});

import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import Parser from "rss-parser";
import { startServer } from "../../server/serve.mjs";
import { netlifyBuild } from "./build";
import { DRAFT, EDITOR_POST, LANDING_EDIT, PUBLISHED, RICH, SITE_URL, WRITTEN_IN_EDITOR } from "./posts";
import { previewCopy, test } from "./preview-copy";

// The copy built again, for production, once the deploy preview's checks have read its build and
// before the round trip deletes the posts: warm, on the preview's build cache and public/, as a
// developer's `npm run build` after `CONTEXT=deploy-preview npm run build` (a cold build would
// cost as much as the preview's). What it publishes must hold no trace of the draft, list every
// published post (the one written in /admin/ included), and show the landing heading saved back
// after the preview (landing-edit.ts).

const PUBLISHED_POSTS = [
  { slug: PUBLISHED.slug, title: String(PUBLISHED.frontMatter.title) },
  { slug: RICH.slug, title: String(RICH.frontMatter.title) },
  { slug: EDITOR_POST.slug, title: EDITOR_POST.title },
  { slug: WRITTEN_IN_EDITOR.slug, title: WRITTEN_IN_EDITOR.title },
];
/** What names the draft: its address, its title, and the tag only it carries, by name and address. */
const DRAFT_TRACES = [DRAFT.slug, String(DRAFT.frontMatter.title), DRAFT.tag.name, DRAFT.tag.path.slice(1)];

/** The files under `dir` (relative paths) whose path or bytes hold one of `traces`. */
function filesWith(dir: string, traces: string[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => {
      const bytes = fs.readFileSync(path.join(dir, file));
      return traces.some((trace) => file.includes(trace) || bytes.includes(trace));
    });
}

/** The copy's build, served as `npm start` serves it: started once a worker asks, as a failure starts another. */
let server: ReturnType<typeof startServer> | undefined;
async function production(): Promise<string> {
  server ??= startServer(path.join(previewCopy(), "server", "serve.mjs"), { cwd: previewCopy() });
  return `http://localhost:${await server.port}`;
}

test.describe("a production build of the copy", () => {
  test.afterAll(() => server?.child.kill());

  test("is built warm from the deploy preview's cache", async () => {
    test.setTimeout(600_000);
    const started = Date.now();
    await netlifyBuild(previewCopy(), "production");
    test.info().annotations.push({ type: "warm production build", description: `${Date.now() - started} ms` });
  });

  test("publishes nothing of the draft: no page, list entry, tag, feed item, sitemap entry, page data or share card", async ({
    page,
    request,
  }) => {
    const site = await production();
    const traces = filesWith(path.join(previewCopy(), "public"), DRAFT_TRACES);
    expect(traces).toEqual([]);
    for (const address of [`/blog/${DRAFT.slug}`, DRAFT.tag.path])
      expect((await request.get(`${site}${address}`)).status(), address).toBe(404);

    await page.goto(`${site}/blog`);
    for (const { title } of PUBLISHED_POSTS) await expect(page.getByRole("link", { name: title })).toBeVisible();
    const tags = page.getByRole("navigation", { name: "All tags" });
    await expect(tags.getByRole("link", { name: "Protocol 2 posts" })).toHaveAttribute("href", "/blog/tags/protocol");
    await page.goto(`${site}/blog/tags/protocol`);
    await expect(page.getByRole("article")).toHaveCount(2);

    const feed = await new Parser().parseString(await (await request.get(`${site}/blog/rss.xml`)).text());
    expect(feed.items.map((item) => item.title).sort()).toEqual(PUBLISHED_POSTS.map(({ title }) => title).sort());
    const sitemap = await (await request.get(`${site}/sitemap-0.xml`)).text();
    for (const { slug } of PUBLISHED_POSTS) expect(sitemap).toContain(`<loc>${SITE_URL}/blog/${slug}</loc>`);
  });

  test("shows the landing heading saved back in the editor after the preview", async ({ page }) => {
    const site = await production();
    await page.goto(`${site}/`);
    const heading = page.getByRole("heading", { name: LANDING_EDIT.shipped, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(page.getByText(LANDING_EDIT.edited)).toHaveCount(0);
  });
});

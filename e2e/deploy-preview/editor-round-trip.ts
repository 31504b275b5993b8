import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator } from "@playwright/test";
import Parser from "rss-parser";
import { root } from "../../__tests__/support/project-copy";
import { openEditor, startCms } from "../editor";
import { DRAFT, EDITOR_POST, PUBLISHED, RICH, SITE_URL } from "./posts";
import { previewCopy, previewData, test } from "./preview-copy";

// The round trip of a post through the browser editor: build.ts wrote it in /admin/ before the
// deploy preview was built; here it is found on the site, then every post is deleted in /admin/
// again (last of deploy-preview.spec.ts, since the other checks read the posts).

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

/**
 * How a post's article reads and looks: its title, date and body text, the computed styles of
 * the title, the body and the page around them, and the font faces the title is drawn with (its
 * font-family names the site's font either way; only a loaded face shows it is not a fallback).
 */
function appearanceOf(article: Locator, bodyText: string) {
  return article.evaluate(async (element, text) => {
    const styleOf = (node: Element | null, properties: string[]) =>
      node && Object.fromEntries(properties.map((name) => [name, getComputedStyle(node).getPropertyValue(name)]));
    const title = element.querySelector("h1");
    const body = [...element.children].find((child) => child.tagName === "DIV" && child.textContent?.includes(text));
    const titleFont = title && getComputedStyle(title);
    const titleFaces = titleFont
      ? await element.ownerDocument.fonts.load(
          `${titleFont.fontWeight} 1em ${titleFont.fontFamily}`,
          title.textContent ?? "",
        )
      : [];
    return {
      title: title?.textContent,
      date: element.querySelector("time")?.textContent,
      body: (body as HTMLElement | undefined)?.innerText,
      titleStyle: styleOf(title, ["font-family", "font-size", "font-weight", "line-height", "color"]),
      bodyStyle: styleOf(body ?? null, ["font-size", "line-height", "color"]),
      articleStyle: styleOf(element, ["max-width", "display", "row-gap"]),
      pageBackground: getComputedStyle(element.ownerDocument.body).backgroundColor,
      titleFaces: titleFaces.map((face) => `${face.family} ${face.status}`),
    };
  }, bodyText);
}

test("the post written in /admin/ is on /blog, on its own page and in the feed", async ({ page, preview, request }) => {
  await page.goto(`${preview}/blog`);
  const card = page.getByRole("article").filter({ hasText: EDITOR_POST.title });
  await expect(card.getByRole("img", { name: EDITOR_POST.coverAlt })).toBeVisible();
  await expect(card).toContainText(EDITOR_POST.description);
  await card.getByRole("link", { name: EDITOR_POST.title }).click();

  await expect(page).toHaveURL(`${preview}/blog/${EDITOR_POST.slug}`);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title);
  await expect(article.locator("time")).toHaveText(EDITOR_POST.shownDate);
  await expect(article).toContainText(`By ${EDITOR_POST.author}`);
  await expect(article.getByRole("img", { name: EDITOR_POST.coverAlt })).toBeVisible();
  await expect(article.getByText(EDITOR_POST.body)).toBeVisible();
  await expect(article.getByRole("link", { name: EDITOR_POST.tag, exact: true })).toHaveAttribute(
    "href",
    `/blog/tags/${EDITOR_POST.tag.toLowerCase()}`,
  );

  const feed = await new Parser().parseString(await (await request.get(`${preview}/blog/rss.xml`)).text());
  expect(feed.items.map(({ title, link, contentSnippet }) => ({ title, link, contentSnippet }))).toContainEqual({
    title: EDITOR_POST.title,
    link: `${SITE_URL}/blog/${EDITOR_POST.slug}`,
    contentSnippet: EDITOR_POST.description,
  });
});

test("the editor's preview of the post looks like its page", async ({ page, preview }) => {
  test.setTimeout(300_000);
  const cms = await startCms(previewCopy());
  try {
    const entry = page.getByRole("link", { name: new RegExp(EDITOR_POST.title) });
    await openEditor(page, cms.url, "#/collections/blog", entry);
    await entry.click();
    const previewPane = page.frameLocator("#preview-pane");
    const inEditor = previewPane.getByRole("article");
    await expect(inEditor.getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title, { timeout: 90_000 });
    const seenInEditor = await appearanceOf(inEditor, EDITOR_POST.body);
    // The page at the preview's width: the site's type sizes follow the viewport.
    const width = await page.locator("#preview-pane").evaluate((frame) => frame.getBoundingClientRect().width);
    await page.setViewportSize({ width: Math.round(width), height: 900 });
    await page.goto(`${preview}/blog/${EDITOR_POST.slug}`);
    expect(seenInEditor).toEqual(await appearanceOf(page.getByRole("article"), EDITOR_POST.body));
    expect(seenInEditor.date).toBe(EDITOR_POST.shownDate);
    expect(seenInEditor.titleFaces).not.toEqual([]);
  } finally {
    cms.stop();
  }
});

// Deleting changes the copy's data/, not the build already made of it. Instead of a third build,
// the test shows that the deletions leave data/ exactly as the repository ships it, file for file;
// the production build `npm test` made of that data/ (the one the other browser tests serve) is
// what such content builds to, and its /blog says "Coming soon..." with no feed.
test('deleting every post in /admin/ brings back the shipped content, whose /blog says "Coming soon..."', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const cms = await startCms(previewCopy());
  try {
    const list = page.getByRole("link", { name: "Create entry of type Blog post" });
    await openEditor(page, cms.url, "#/collections/blog", list);
    const titles = [EDITOR_POST, PUBLISHED, RICH, DRAFT].map((post) =>
      "title" in post ? post.title : String(post.frontMatter.title),
    );
    for (const title of titles) {
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
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.getByText("Coming soon...")).toBeVisible();
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
});

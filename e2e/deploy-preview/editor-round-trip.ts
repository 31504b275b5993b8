import fs from "node:fs";
import path from "node:path";
import { expect, type Locator } from "@playwright/test";
import Parser from "rss-parser";
import { root } from "../../__tests__/support/project-copy";
import { formatProblem, validateContent } from "../../src/content";
import { openEditor, publishAndWaitUntilSaved, startEditor } from "../editor";
import { EDITOR_POST, SITE_URL, WRITTEN_IN_EDITOR } from "./posts";
import { previewCopy, previewData, test } from "./preview-copy";

// The round trip of a post through the browser editor: the post build.ts wrote is found on the
// site and in the editor's preview; an editor writes another in /admin/, which the production
// build of the copy publishes (production-build.ts); editor-deletions.ts then deletes them all.

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

test("the post is on /blog, on its own page and in the feed", async ({ page, preview, request }) => {
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
  const cms = await startEditor(previewCopy());
  try {
    const entry = page.getByRole("link", { name: new RegExp(EDITOR_POST.title) });
    await openEditor(page, cms.url, "#/collections/blog", entry);
    await entry.click();
    const previewPane = page.frameLocator("#preview-pane");
    const inEditor = previewPane.getByRole("article");
    await expect(inEditor.getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title, { timeout: 90_000 });
    const seenInEditor = await appearanceOf(inEditor, EDITOR_POST.body);
    // The page at the preview's width (the pane shows it scaled to fit): the site's type sizes follow the viewport.
    const width = await page
      .locator("#preview-pane")
      .evaluate((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth);
    await page.setViewportSize({ width: Math.round(width), height: 900 });
    await page.goto(`${preview}/blog/${EDITOR_POST.slug}`);
    expect(seenInEditor).toEqual(await appearanceOf(page.getByRole("article"), EDITOR_POST.body));
    expect(seenInEditor.date).toBe(EDITOR_POST.shownDate);
    expect(seenInEditor.titleFaces).not.toEqual([]);
  } finally {
    cms.stop();
  }
});

test("an editor writes a post in /admin/: the post and its uploaded cover are saved side by side, as content the build accepts", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const cms = await startEditor(previewCopy());
  try {
    await openEditor(page, cms.url, "#/collections/blog/new", page.getByLabel("Title"));
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    await field("Title").fill(WRITTEN_IN_EDITOR.title);
    await field("Date").fill(WRITTEN_IN_EDITOR.date);
    await field("Description").fill(WRITTEN_IN_EDITOR.description);
    await field("Cover alt").fill(WRITTEN_IN_EDITOR.coverAlt);
    await field("Author (optional)").fill(WRITTEN_IN_EDITOR.author);
    await page.getByRole("button", { name: "Add tags" }).click();
    await page.getByLabel("list field").getByRole("textbox").fill(WRITTEN_IN_EDITOR.tag);
    // The cover: uploaded through the media library, into the post's own folder.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(path.join(root, "data", "images", "sessions.png"));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("markdown field").getByRole("textbox").click();
    await page.keyboard.type(WRITTEN_IN_EDITOR.body);
    await publishAndWaitUntilSaved(page);
  } finally {
    cms.stop();
  }
  const folder = path.join(previewData(), "blog", WRITTEN_IN_EDITOR.slug);
  const saved = fs.readFileSync(path.join(folder, "index.md"), "utf8");
  expect(saved).toContain(`title: ${WRITTEN_IN_EDITOR.title}`);
  expect(saved).toContain(WRITTEN_IN_EDITOR.body);
  const cover = /^cover: (\S+)$/m.exec(saved)?.[1];
  expect(cover && fs.existsSync(path.join(folder, cover))).toBe(true);
  expect(validateContent(previewData()).map(formatProblem)).toEqual([]);
});

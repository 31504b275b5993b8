import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import Parser from "rss-parser";
import { DRAFT, PUBLISHED, SITE_URL } from "./posts";
import { previewCopy, test } from "./preview-copy";

// The blog once posts exist, on the deploy preview of a copy with a published post (its body
// carrying every kind of raw HTML the page must not let through) and a draft, served by the
// site's own server as a visitor gets it.

const POST = PUBLISHED.frontMatter;
const SLUG = PUBLISHED.slug;
const DRAFT_TITLE = String(DRAFT.frontMatter.title);

test("/blog lists the published post with its cover, date, reading time and description", async ({ page, preview }) => {
  await page.goto(`${preview}/blog`);
  const card = page.getByRole("article").filter({ hasText: String(POST.title) });
  await expect(card.getByRole("link", { name: String(POST.title) })).toHaveAttribute("href", `/blog/${SLUG}`);
  await expect(card.getByRole("img", { name: String(POST.coverAlt) })).toBeVisible();
  await expect(card.locator("time")).toHaveAttribute("datetime", String(POST.date));
  await expect(card).toContainText("14 March 2025");
  await expect(card).toContainText("1 min read");
  await expect(card).toContainText(String(POST.description));
  // A published post has no badge; only drafts do.
  await expect(card.getByText("Draft", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Coming soon...")).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});

test('a deploy preview shows drafts, each with a visible "Draft" badge, in the list and on its page', async ({
  page,
  preview,
}) => {
  await page.goto(`${preview}/blog`);
  const card = page.getByRole("article").filter({ hasText: DRAFT_TITLE });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: DRAFT_TITLE }).click();
  await expect(page).toHaveURL(`${preview}/blog/${DRAFT.slug}`);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  await expect(article.getByText("Draft", { exact: true })).toBeVisible();
});

test("a post's page shows the post, lets none of its raw HTML run or style, and breaks no policy", async ({
  page,
  preview,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${preview}/blog/${SLUG}`);
  await expect(page).toHaveTitle(`${String(POST.title)} · Parley`);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(String(POST.title));
  await expect(article).toContainText("14 March 2025");
  await expect(article).toContainText("By The Parley team");
  await expect(article.getByRole("link", { name: "Protocol", exact: true })).toHaveAttribute(
    "href",
    "/blog/tags/protocol",
  );

  // The body's picture: resized by the build, sized, lazy, with no inline style.
  const picture = article.getByRole("img", { name: "Two devices connected directly" });
  await expect(picture).toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  // The sizes are the <source>s' (AVIF, WebP, then the original format); the <img> is the fallback.
  await expect(picture.locator("xpath=..").locator("source[type='image/avif']")).toHaveAttribute("srcset", /\d+w/);
  // An external link opens safely and says so.
  const docs = article.getByRole("link", { name: /protocol docs/ });
  await expect(docs).toHaveAttribute("target", "_blank");
  await expect(docs).toHaveAttribute("rel", "noopener noreferrer");

  // Nothing of the raw HTML reaches the page as code or style.
  const body = article.locator("div").filter({ hasText: "Parley meters every session" }).last();
  expect(await body.locator("script, iframe, style, [style], [onerror]").count()).toBe(0);
  expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
  await expect(page.getByText("styled paragraph")).toBeVisible();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The browser could read the sources: it chose the AVIF one.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/[^/]+\.avif$/);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(violations).toEqual([]);
  // No JavaScript but the islands' loader and bundle.
  expect(scripts.filter((script) => !/^\/islands-[0-9a-f]+\.js$/.test(script))).toEqual([]);

  // Search engines and share cards: the production address, even in a preview.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/blog/${SLUG}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  expect(jsonLd).toContainEqual(
    expect.objectContaining({ "@type": "BlogPosting", headline: POST.title, datePublished: POST.date }),
  );
  const shareImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
  expect(shareImage).toMatch(new RegExp(`^${SITE_URL}/static/share/${SLUG}-[0-9a-f]+\\.jpg$`));
  const card = await page.request.get(`${preview}${new URL(shareImage).pathname}`);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  expect((await card.body()).length).toBeLessThan(100 * 1024);
});

test("the feeds list published posts only, at absolute addresses; the sitemap lists the post", async ({
  request,
  preview,
}) => {
  const rss = await request.get(`${preview}/blog/rss.xml`);
  expect(rss.status()).toBe(200);
  const feed = await new Parser().parseString(await rss.text());
  const items = feed.items.map(({ title, link, contentSnippet }) => ({ title, link, contentSnippet }));
  expect(items).toContainEqual({
    title: POST.title,
    link: `${SITE_URL}/blog/${SLUG}`,
    contentSnippet: POST.description,
  });
  // The feeds are what production publishes, even in a preview: a draft is in neither.
  expect(items.map(({ title }) => title)).not.toContain(DRAFT_TITLE);
  const atom = await (await request.get(`${preview}/blog/atom.xml`)).text();
  expect(atom).toContain(`<title type="html"><![CDATA[${String(POST.title)}]]></title>`);
  expect(atom).not.toContain(DRAFT_TITLE);
  const sitemap = fs.readFileSync(path.join(previewCopy(), "public", "sitemap-0.xml"), "utf8");
  expect(sitemap).toContain(`<loc>${SITE_URL}/blog/${SLUG}</loc>`);
});

test("each tag has a page listing its posts", async ({ page, preview }) => {
  await page.goto(`${preview}/blog/tags/payments`);
  await expect(page).toHaveTitle("Posts tagged “Payments” · Blog · Parley");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged “Payments”");
  await expect(page.getByRole("link", { name: String(POST.title) })).toBeVisible();
});

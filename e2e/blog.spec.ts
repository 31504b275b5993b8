import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Parser from "rss-parser";
import { copyProject } from "../__tests__/support/project-copy";
import { samplePost, writePost } from "../__tests__/support/sample-posts";

// The blog once posts exist: a copy of the project with one published post (its body carrying
// every kind of raw HTML the page must not let through) and one draft, built once for production
// and served by the site's own server. The repository's build, which the other browser tests
// serve, has no post: there /blog must stay "Coming soon...".

const SITE_URL = "https://parley.example";
const SLUG = "paid-calls-one-minute-at-a-time";
const POST = samplePost();
const DRAFT_TITLE = "An unfinished draft";
const BODY = `Parley meters every session by the minute.

## How a session is paid

![Two devices connected directly](diagram.png)

Read the [protocol docs](https://docs.parley.example) or go [home](/).

<script>window.__injected = "script"</script>
<img src="/nope.png" onerror="window.__injected = 'handler'">
<a href="javascript:window.__injected='url'">a javascript link</a>
<iframe src="https://evil.example/"></iframe>
<style>body { display: none }</style>
<p style="color: red" id="styled">styled paragraph</p>
`;

function startServer(cwd: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ["server/serve.mjs"], { cwd, env: { ...process.env, PORT: "0" } });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://localhost:${port}`, process: child });
    });
    child.on("exit", (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
}

test.describe("the blog with posts", () => {
  test.describe.configure({ mode: "serial" });
  let copy: string;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "parley-blog-test-"));
    copyProject(copy);
    const data = path.join(copy, "data");
    writePost(data, SLUG, POST, BODY);
    fs.copyFileSync(path.join(data, "images", "sessions.png"), path.join(data, "blog", SLUG, "diagram.png"));
    writePost(data, "an-unfinished-draft", samplePost({ title: DRAFT_TITLE, date: "2025-04-01", draft: true }));
    const started = Date.now();
    execFileSync("npm", ["run", "build"], { cwd: copy, stdio: "pipe", env: { ...process.env, CONTEXT: "production" } });
    test.info().annotations.push({ type: "build with posts", description: `${Date.now() - started} ms` });
    server = await startServer(copy);
  });
  test.afterAll(() => {
    server?.process.kill();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  test("/blog lists the published post with its cover, date, reading time and description; no draft", async ({
    page,
  }) => {
    await page.goto(`${server!.url}/blog`);
    const card = page.getByRole("article").filter({ hasText: String(POST.title) });
    await expect(card.getByRole("link", { name: String(POST.title) })).toHaveAttribute("href", `/blog/${SLUG}`);
    await expect(card.getByRole("img", { name: String(POST.coverAlt) })).toBeVisible();
    await expect(card.locator("time")).toHaveAttribute("datetime", String(POST.date));
    await expect(card).toContainText("14 March 2025");
    await expect(card).toContainText("1 min read");
    await expect(card).toContainText(String(POST.description));
    await expect(page.getByText("Coming soon...")).toHaveCount(0);
    await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });

  test("a post's page shows the post, lets none of its raw HTML run or style, and breaks no policy", async ({
    page,
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
    await page.goto(`${server!.url}/blog/${SLUG}`);
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
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    expect(violations).toEqual([]);
    // No JavaScript but the islands' loader and bundle.
    expect(scripts.filter((script) => !/^\/islands-[0-9a-f]+\.js$/.test(script))).toEqual([]);

    // Search engines and share cards.
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
    const card = await page.request.get(`${server!.url}${new URL(shareImage).pathname}`);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    expect((await card.body()).length).toBeLessThan(100 * 1024);
  });

  test("the RSS feed and the sitemap list the published post at absolute addresses, and no draft", async ({
    request,
  }) => {
    const rss = await request.get(`${server!.url}/blog/rss.xml`);
    expect(rss.status()).toBe(200);
    const feed = await new Parser().parseString(await rss.text());
    expect(feed.items.map(({ title, link, contentSnippet }) => ({ title, link, contentSnippet }))).toEqual([
      { title: POST.title, link: `${SITE_URL}/blog/${SLUG}`, contentSnippet: POST.description },
    ]);
    const atom = await request.get(`${server!.url}/blog/atom.xml`);
    expect(await atom.text()).toContain(`<title type="html"><![CDATA[${String(POST.title)}]]></title>`);
    const sitemap = fs.readFileSync(path.join(copy, "public", "sitemap-0.xml"), "utf8");
    expect(sitemap).toContain(`<loc>${SITE_URL}/blog/${SLUG}</loc>`);
    expect(sitemap).not.toContain("an-unfinished-draft");
  });

  test("each tag has a page listing its posts", async ({ page }) => {
    await page.goto(`${server!.url}/blog/tags/payments`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged “Payments”");
    await expect(page.getByRole("link", { name: String(POST.title) })).toBeVisible();
  });
});

test('with no post, /blog is only "Blog" and "Coming soon...", with no feed', async ({ page, request }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.getByText("Coming soon...")).toBeVisible();
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  expect((await request.get("/blog/rss.xml")).status()).toBe(404);
  expect((await request.get("/blog/tags/protocol")).status()).toBe(404);
});

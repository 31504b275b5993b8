import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { RICH, SITE_URL } from "./posts";
import { test } from "./preview-copy";

// How the blog reads and travels, on the deploy preview's rich post (a long code line, a wide
// table, a long URL and address, a quote, lists, a rule, headings of every level, a picture).

const POST_PATH = `/blog/${RICH.slug}`;
const TITLE = String(RICH.frontMatter.title);
const WIDTHS = [320, 375, 414, 768, 1024, 1440, 1920];

/** WCAG 2.2 A and AA rules and axe's best practices, as e2e/accessibility.spec.ts checks them. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The post's body: the article's child that holds its text. */
const bodyOf = (page: Page) => page.getByRole("article").locator(":scope > div").filter({ hasText: "settles in one" });

test("nothing a post holds widens the page, from 320 to 1920 px: code and tables scroll in their boxes", async ({
  page,
  preview,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${preview}${POST_PATH}`);
    const layout = await bodyOf(page).evaluate((body) => {
      const column = body.getBoundingClientRect();
      const article = body.closest("article")!.getBoundingClientRect();
      // Everything in the body but what scrolls inside a code block or a table's box.
      const outside = [...body.querySelectorAll("*")].filter((element) => !element.closest("pre, [role=region]"));
      const widest = Math.max(...outside.map((element) => element.getBoundingClientRect().right));
      const scrollers = [...body.querySelectorAll<HTMLElement>("pre, [role=region]")];
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        article: [article.left, article.right],
        column: column.width,
        measure: 34 * parseFloat(getComputedStyle(body).fontSize),
        overflowsColumn: widest - column.right,
        scrollersWithin: scrollers.every((box) => box.getBoundingClientRect().right <= column.right + 0.5),
        scrolling: scrollers.filter((box) => box.scrollWidth > box.clientWidth).length,
      };
    });
    const at = `at ${width} px`;
    expect(layout.pageWidth, at).toBe(layout.viewport);
    expect(layout.article[0], at).toBeGreaterThanOrEqual(0);
    expect(layout.article[1], at).toBeLessThanOrEqual(layout.viewport);
    expect(layout.column, at).toBeLessThanOrEqual(layout.measure + 0.5);
    expect(layout.overflowsColumn, at).toBeLessThanOrEqual(0.5);
    expect(layout.scrollersWithin, at).toBe(true);
    // The long code line, the command and the table are wider than any column: each scrolls.
    expect(layout.scrolling, at).toBeGreaterThanOrEqual(3);
  }
});

test("a post is set for reading: measure, type sizes, colour, code, quote and picture", async ({ page, preview }) => {
  const read = () =>
    page.evaluate(() => {
      const article = document.querySelector("article")!;
      const body = [...article.children].find((child) => child.textContent?.includes("settles in one"))!;
      const size = (selector: string) => parseFloat(getComputedStyle(article.querySelector(selector)!).fontSize);
      const paragraph = [...body.querySelectorAll("p")].sort(
        (a, b) => b.textContent!.length - a.textContent!.length,
      )[0];
      // Characters a line: the column's width over the paragraph's mean character width.
      const text = paragraph.textContent!;
      const probe = document.createElement("span");
      probe.textContent = text;
      probe.style.whiteSpace = "nowrap";
      paragraph.append(probe);
      const charWidth = probe.getBoundingClientRect().width / text.length;
      probe.remove();
      const luminance = (rgb: string) => {
        const [r, g, b] = rgb.match(/\d+/g)!.map((value) => {
          const channel = Number(value) / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [light, dark] = [getComputedStyle(paragraph).color, getComputedStyle(document.body).backgroundColor]
        .map(luminance)
        .sort((a, b) => b - a);
      const picture = body.querySelector("img")!.getBoundingClientRect();
      const column = body.getBoundingClientRect();
      return {
        charsPerLine: paragraph.getBoundingClientRect().width / charWidth,
        sizes: [size("h1"), size("h2"), size("h3"), size("h4"), parseFloat(getComputedStyle(paragraph).fontSize)],
        contrast: (light + 0.05) / (dark + 0.05),
        glare: getComputedStyle(paragraph).color !== getComputedStyle(article.querySelector("h1")!).color,
        quoteMargin: getComputedStyle(body.querySelector("blockquote")!).marginLeft,
        pictureEdges: [picture.left - column.left, column.right - picture.right],
        codeFont: getComputedStyle(body.querySelector("pre code")!).fontFamily,
      };
    });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${preview}${POST_PATH}`);
  const desktop = await read();
  expect(desktop.sizes[4]).toBeGreaterThanOrEqual(18);
  expect(desktop.sizes[4]).toBeLessThanOrEqual(20);
  expect(desktop.charsPerLine).toBeGreaterThanOrEqual(60);
  expect(desktop.charsPerLine).toBeLessThanOrEqual(75);
  // The title first, then each heading level a clear step (2 px or more) above the next.
  for (let level = 0; level < 4; level += 1)
    expect(desktop.sizes[level] - desktop.sizes[level + 1]).toBeGreaterThanOrEqual(2);
  expect(desktop.contrast).toBeGreaterThanOrEqual(7);
  expect(desktop.glare).toBe(true);
  expect(desktop.quoteMargin).toBe("0px");
  expect(desktop.pictureEdges.map(Math.round)).toEqual([0, 0]);
  expect(desktop.codeFont).toMatch(/^ui-monospace, .+, monospace$/);

  await page.setViewportSize({ width: 375, height: 812 });
  const phone = await read();
  expect(phone.sizes[4]).toBeGreaterThanOrEqual(16);
  expect(phone.sizes[4]).toBeLessThanOrEqual(18);
  for (let level = 0; level < 4; level += 1) expect(phone.sizes[level]).toBeGreaterThan(phone.sizes[level + 1]);
  expect(phone.pictureEdges.map(Math.round)).toEqual([0, 0]);
});

test("code is highlighted by the build, labelled with its language, and inline code breaks only between words", async ({
  page,
  preview,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${preview}${POST_PATH}`);
  const body = bodyOf(page);
  const block = body.locator("pre").first();
  await expect(block.locator("xpath=..")).toContainText(/^ts/);
  await expect(block.locator("code .hljs-keyword").first()).toHaveText("const");
  await expect(block.locator("code .hljs-string").first()).toHaveCSS("color", "rgb(134, 239, 172)");
  // A fence without a language has no label and no highlighting.
  const plain = body.locator("pre").last();
  await expect(plain.locator("span")).toHaveCount(0);
  expect(await plain.locator("xpath=..").evaluate((box) => box.children.length)).toBe(1);
  expect(await body.locator("[style]").count()).toBe(0);
  // Each short word of inline code stays on one line: none breaks at its hyphen.
  for (const word of ["verify-session", "--id", "settleSession"]) {
    const token = body.locator("code span", { hasText: new RegExp(`^${word}$`) }).first();
    expect(await token.evaluate((span) => span.getClientRects().length), word).toBe(1);
  }
  // Code and tables scroll with the keyboard: each box takes focus, and the table's is named.
  await block.focus();
  await expect(block).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => block.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
  await expect(body.getByRole("region", { name: "Table 1" })).toHaveAttribute("tabindex", "0");
});

test("a post leads back to the blog, to its neighbours and out to be shared, with nothing loaded from elsewhere", async ({
  page,
  context,
  preview,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(preview)) foreign.push(request.url());
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: preview });
  await page.goto(`${preview}${POST_PATH}`);
  const article = page.getByRole("article");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(article.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");
  await expect(article).toContainText("By The Parley team");

  const url = encodeURIComponent(`${SITE_URL}${POST_PATH}`);
  const share = article.getByRole("region", { name: "Share this post" });
  await expect(share.getByRole("link", { name: /^X/ })).toHaveAttribute(
    "href",
    `https://x.com/intent/post?text=${encodeURIComponent(TITLE)}&url=${url}`,
  );
  await expect(share.getByRole("link", { name: /^Farcaster/ })).toHaveAttribute(
    "href",
    new RegExp(`embeds\\[\\]=${url}$`),
  );
  await expect(share.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("href", new RegExp(`\\?url=${url}$`));
  for (const link of await share.getByRole("link").all()) await expect(link).toHaveAttribute("target", "_blank");

  // Copy-link: the islands start at this first click, and the click still copies.
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("status")).toHaveText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${POST_PATH}`);

  // The posts before and after it in time, as cards with their titles.
  const neighbours = article.getByRole("navigation", { name: "More posts" });
  await expect(neighbours.locator('[rel="prev"]')).toContainText("Paid calls, one minute at a time");
  await expect(neighbours.locator('[rel="next"]')).toContainText("An unfinished draft");
  expect(foreign).toEqual([]);
});

test("the list and tag pages link the feed, list every tag with its posts' number, and lead back", async ({
  page,
  preview,
}) => {
  await page.goto(`${preview}/blog`);
  await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");
  const tags = page.getByRole("navigation", { name: "All tags" });
  await expect(tags.getByRole("link", { name: "Protocol 3 posts" })).toHaveAttribute("href", "/blog/tags/protocol");
  await expect(tags.getByRole("link", { name: "Nodes 2 posts" })).toBeVisible();

  await tags.getByRole("link", { name: /^Payments/ }).click();
  await expect(page).toHaveURL(`${preview}/blog/tags/payments`);
  await expect(page.getByRole("link", { name: "RSS feed" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "All tags" }).getByRole("link", { name: /^Payments/ }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(`${preview}/blog`);
});

for (const width of [375, 1440]) {
  test(`the list, a post and a tag page have no axe violations at ${width} px`, async ({ page, preview }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/blog", POST_PATH, "/blog/tags/protocol"]) {
      await page.goto(`${preview}${path}`);
      await expectNoAxeViolations(page);
    }
  });
}

test("without JavaScript, the list, a post and a tag page work and offer only what works", async ({
  browser,
  preview,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${preview}/blog`);
  await page
    .getByRole("navigation", { name: "All tags" })
    .getByRole("link", { name: /^Protocol/ })
    .click();
  await expect(page).toHaveURL(`${preview}/blog/tags/protocol`);
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(`${preview}${POST_PATH}`);
  const share = page.getByRole("region", { name: "Share this post" });
  await expect(share.getByRole("link")).toHaveCount(3);
  // Copying needs a script: without one the button is not offered.
  await expect(share.getByRole("button")).toHaveCount(0);
  await page.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(`${preview}/blog`);
  await context.close();
});

/**
 * Moving between pages without waiting for the network: each page's speculation rules
 * (plugins/speculation-rules/) have Chromium load a page of the site once the pointer rests on a
 * link to it or presses it, and nothing else. From /blog to a post, on the deploy preview, which has
 * posts: e2e/deploy-preview/blog-navigation.ts. Firefox and WebKit ignore the rules
 * (e2e/engines/).
 */
import { expect, test } from "@playwright/test";
import { cspHash } from "../headers/index.mjs";
import { SPECULATION_RULES } from "../plugins/speculation-rules/rules";
import { expectIslandsWaitForInput, followAfterHover, watchSpeculation } from "./speculation";
import { watchPage } from "./watch-page";

test.use({ viewport: { width: 1440, height: 900 } });

for (const route of ["/", "/blog", "/no-such-page"]) {
  test(`${route} carries the speculation rules, which Chromium reads without error and the page's policy allows`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const speculation = await watchSpeculation(page);
    await page.goto(route);
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const text = await rules.textContent();
    expect(JSON.parse(text!)).toEqual(SPECULATION_RULES);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).toMatch(new RegExp(`script-src [^;]*${cspHash(text!).replace(/[+/]/g, "\\$&")}`));
    await expect.poll(() => speculation.ruleSetErrors()).toEqual([undefined]);
    expect(problems).toEqual([]);
  });
}

test("from / to /blog after a hover, the page is the one loaded ahead, and its islands wait for the first input", async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto("/");
  await followAfterHover(page, page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expectIslandsWaitForInput(page);
  expect(problems).toEqual([]);
});

test("a press on a link loads its page ahead before the click ends", async ({ page }) => {
  await page.goto("/blog");
  const speculation = await watchSpeculation(page);
  const home = page.getByRole("banner").getByRole("link", { name: "Home", exact: true });
  await home.scrollIntoViewIfNeeded();
  const box = (await home.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 1 });
  await page.mouse.down();
  await speculation.ready(new URL("/", page.url()).href);
  await page.mouse.up();
  await page.waitForURL("/");
});

test("nothing is loaded ahead without a hover or press, nor the editor, a feed, a file or another origin's page", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blog");
  const speculation = await watchSpeculation(page);
  // Links the rules must leave alone (the blog links its feed once it has posts); the same server
  // under another name is another origin, which would answer.
  const otherOrigin = baseURL!.replace("localhost", "127.0.0.1");
  const leftAlone = [
    "/admin/",
    "/admin",
    "/blog/rss.xml",
    "/blog/atom.xml",
    "/sitemap-index.xml",
    "/robots.txt",
    `${otherOrigin}/`,
  ];
  await page.evaluate((hrefs) => {
    const list = document.createElement("ul");
    for (const href of hrefs) {
      const link = list.appendChild(document.createElement("li")).appendChild(document.createElement("a"));
      link.href = href;
      link.textContent = `Left alone: ${href}`;
    }
    document.querySelector("main")!.append(list);
    // Pressed, not followed: a press is what starts a speculation, and the test stays on this page.
    document.addEventListener("click", (event) => event.preventDefault(), { capture: true });
  }, leftAlone);
  for (const href of leftAlone) await page.getByText(`Left alone: ${href}`, { exact: true }).click();
  // A link the rules cover, pressed last: once its page has been loaded ahead, any of the links
  // pressed before it would have been too.
  const home = page.getByRole("banner").getByRole("link", { name: "Home", exact: true });
  await home.click();
  const homeUrl = new URL("/", page.url()).href;
  await speculation.ready(homeUrl);
  expect(speculation.urls()).toEqual([homeUrl]);
});

import { expect } from "@playwright/test";
import { expectIslandsWaitForInput, followAfterHover } from "../speculation";
import { watchPage } from "../watch-page";
import { RICH } from "./posts";
import { test } from "./preview-copy";

// From the blog to a post without waiting for the network (plugins/speculation-rules/), on the
// deploy preview, which has posts; from / to /blog: e2e/instant-navigation.spec.ts.

test("from /blog to a post after a hover, the post is the page loaded ahead, and its islands wait for the first input", async ({
  page,
  preview,
}) => {
  const problems = await watchPage(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${preview}/blog`);
  // The rich post: the published one shows a missing picture on purpose (raw HTML it must not run).
  const title = String(RICH.frontMatter.title);
  await followAfterHover(page, page.getByRole("main").getByRole("link", { name: title, exact: true }));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectIslandsWaitForInput(page);
  expect(problems).toEqual([]);
});

import { expect, test } from "@playwright/test";

// The repository ships no post: its build's /blog stays "Coming soon...". The blog with posts is
// checked on the deploy preview of a copy with posts (e2e/deploy-preview/).

test('with no post, /blog is only "Blog" and "Coming soon...", with no feed', async ({ page, request }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.getByText("Coming soon...")).toBeVisible();
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  expect((await request.get("/blog/rss.xml")).status()).toBe(404);
  expect((await request.get("/blog/tags/protocol")).status()).toBe(404);
});

import { expect, test } from "@playwright/test";
import { pageWidth } from "./lay-out";
import { readLandingText } from "./read-page";
import { LANDING_STRINGS, NOT_FOUND_TEXT, ROUTES, UNREKT } from "./required-content";
import { expectFooterLinks, expectHeaderLinks } from "./site-links";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

test("the landing page has every required string, link and image without JavaScript", async ({ page }) => {
  await page.goto("/");
  const text = await readLandingText(page);
  for (const expected of LANDING_STRINGS) expect(text).toContain(expected);

  await expect(page.getByRole("link", { name: /^Join Unrekt/ }).first()).toHaveAttribute("href", UNREKT);
  await expect(page.getByRole("link", { name: /^Discover/ })).toHaveAttribute("href", "#service-providers");
  await expect(page.getByRole("link", { name: /^Make a call/ })).toHaveAttribute("href", UNREKT);

  // Every picture is plain markup with its real sources: it is there and shows without a script.
  const images = page.locator("main img[data-main-image]");
  await expect(images).toHaveCount(8);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(image).toHaveCSS("opacity", "1");
  }
});

for (const route of ROUTES) {
  test(`${route}: the navigation is reachable on a phone and the footer links are there`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("[data-menu-button]")).toBeHidden();
    await expectHeaderLinks(page);
    await expectFooterLinks(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });
}

test("the blog and 404 pages say what they must without JavaScript", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Blog" })).toBeVisible();
  await expect(page.getByText("Coming soon...")).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("on a phone the header with its rows of links scrolls away with the page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 1600, behavior: "instant" }));
  await expect(page.getByRole("banner")).not.toBeInViewport();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the links sit in one row, centred on the logo's line", async ({ page }) => {
    await page.goto("/");
    const middle = async (name: string | RegExp) => {
      const box = (await page.getByRole("banner").getByRole("link", { name }).first().boundingBox())!;
      return box.y + box.height / 2;
    };
    const logo = await middle(/Parley/);
    for (const link of ["Home", "Blog", /^Twitter/, /^Docs/, /^Whitepaper/]) {
      expect(Math.abs((await middle(link)) - logo)).toBeLessThanOrEqual(1);
    }
  });
});

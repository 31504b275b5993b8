import { expect, test } from "@playwright/test";
import { ROUTES } from "./required-content";

// From the smallest phone to a large desktop: nothing may overflow sideways.
for (const width of [320, 375, 768, 1024, 1440, 1920]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ROUTES) {
      await page.goto(route);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, route).toBeLessThanOrEqual(width);
    }
  });
}

test("tap targets are at least 44 by 44 px on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of ROUTES) {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    const small = await page.locator("a[href], button, [role='link']").evaluateAll((elements) =>
      elements
        .filter((e) => (e as HTMLElement).offsetParent !== null && !e.matches("[href='#main-content']"))
        .map((e) => ({ html: e.outerHTML.slice(0, 80), box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ html, box }) => `${html} ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small, route).toEqual([]);
  }
});

import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's islands run, as a screen reader hears it: the menu button, which is on
 * every page, is announced collapsed or expanded only once its island runs (the HTML leaves
 * aria-expanded out, src/islands/SiteMenu.tsx; it is in the HTML even where CSS hides it), and the bundle hydrates every island of the page
 * at once (src/islands/browser.tsx).
 */
export async function expectIslandsRunning(page: Page): Promise<void> {
  await expect(page.locator("[data-menu-button]")).toHaveAttribute("aria-expanded", /^(true|false)$/);
}

/** Checks that the page's islands have not run: the menu button is announced neither collapsed nor expanded. */
export async function expectIslandsNotRunning(page: Page): Promise<void> {
  await expect(page.locator("[data-menu-button]")).not.toHaveAttribute("aria-expanded");
}

/**
 * Starts the page's islands the way a visitor does, with a first input (a key that does
 * nothing by itself: the islands run at the first input, plugins/islands/loader.js), and waits
 * until they run.
 */
export async function startIslands(page: Page): Promise<void> {
  // The loader listens from the end of the HTML on.
  await page.waitForLoadState("domcontentloaded");
  await page.keyboard.press("Shift");
  await expectIslandsRunning(page);
}

import { expect, type Locator, type Page } from "@playwright/test";

/** Whether React has hydrated the element: React marks each element it hydrates. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));
}

/** Waits until React has hydrated the element. */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/**
 * Starts the page's islands the way a visitor does, with a first input (a key that does
 * nothing by itself: the islands run at the first input, plugins/islands/loader.js), and waits
 * until they have hydrated the menu button, which is on every page.
 */
export async function startIslands(page: Page): Promise<void> {
  // The loader listens from the end of the HTML on.
  await page.waitForLoadState("domcontentloaded");
  await page.keyboard.press("Shift");
  await expectHydrated(page.locator("[data-menu-button]"));
}

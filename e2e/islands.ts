import type { Page } from "@playwright/test";

/**
 * Starts the page's islands the way a visitor does, with a first input (a key that does
 * nothing by itself: the islands run at the first input, plugins/islands/loader.js), and waits
 * until they have hydrated: React marks each element it hydrates, and the menu button is on
 * every page.
 */
export async function startIslands(page: Page): Promise<void> {
  // The loader listens from the end of the HTML on.
  await page.waitForLoadState("domcontentloaded");
  await page.keyboard.press("Shift");
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-menu-button]") ?? {}).some((key) => key.startsWith("__reactProps")),
  );
}

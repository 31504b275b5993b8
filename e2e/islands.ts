import type { Page } from "@playwright/test";

/**
 * Waits until the page's islands have hydrated. Their script starts only after the page has
 * loaded and painted (scripts/ship-islands.mjs); React marks each element it hydrates, and the
 * menu button is on every page.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-menu-button]") ?? {}).some((key) => key.startsWith("__reactProps")),
  );
}

import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the whole page. The scripts start only after the page has
 * loaded and painted (scripts/defer-scripts.mjs), and React marks each element it hydrates; the
 * footer is the last part of every page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("footer") ?? {}).some((key) => key.startsWith("__reactProps")),
  );
}
